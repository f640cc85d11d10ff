import type {
  GeneratedTest,
  GeneratedTestResultCreateInput,
  HiringAssessment,
  HiringAssessmentCreateInput,
  HiringAssessmentUpdateInput,
  ScheduledTest,
  ScheduledTestCreateInput,
  TestResult,
  TestResultStatus,
  TestStats,
  TestTemplate,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

const base = '/api/employment-tests';
export const testingKeys = {
  all: [base] as const,
  results: (q: string, status: string) => [base, 'results', q, status] as const,
  hiring: ['/api/hiring-assessments'] as const,
};

export const useTestStats = () =>
  useQuery({
    queryKey: [base, 'stats'],
    queryFn: () => apiJson<TestStats>('GET', `${base}/stats`),
  });
export const useTestTemplates = () =>
  useQuery({
    queryKey: [base, 'templates'],
    queryFn: () => apiJson<TestTemplate[]>('GET', `${base}/templates`),
    staleTime: 300_000,
  });
export const useTestResults = (q: string, status: TestResultStatus | '') =>
  useQuery({
    queryKey: testingKeys.results(q, status),
    queryFn: () => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      if (status) params.set('status', status);
      return apiJson<TestResult[]>('GET', `${base}/results?${params}`);
    },
    placeholderData: keepPreviousData,
  });
export const useScheduledTests = () =>
  useQuery({
    queryKey: [base, 'scheduled'],
    queryFn: () => apiJson<ScheduledTest[]>('GET', `${base}/scheduled`),
  });
export const useHiringAssessments = () =>
  useQuery({
    queryKey: testingKeys.hiring,
    queryFn: () => apiJson<HiringAssessment[]>('GET', '/api/hiring-assessments'),
  });

function useTestingMutation<T, R>(call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: testingKeys.all });
      void queries.invalidateQueries({ queryKey: testingKeys.hiring });
    },
  });
}

export const useScheduleTest = () =>
  useTestingMutation((input: ScheduledTestCreateInput) =>
    apiJson<ScheduledTest>('POST', `${base}/scheduled`, input),
  );
export const useUpdateScheduledTest = () =>
  useTestingMutation(({ id, status }: { id: number; status: ScheduledTest['status'] }) =>
    apiJson<ScheduledTest>('PATCH', `${base}/scheduled/${id}`, { status }),
  );
export const useSaveGeneratedTest = () =>
  useTestingMutation((input: GeneratedTestResultCreateInput) =>
    apiJson<TestResult>('POST', `${base}/generated`, input),
  );
export const useAddHiringAssessment = () =>
  useTestingMutation((input: HiringAssessmentCreateInput) =>
    apiJson<HiringAssessment>('POST', '/api/hiring-assessments', input),
  );
export const useReviewHiringAssessment = () =>
  useTestingMutation(({ id, changes }: { id: number; changes: HiringAssessmentUpdateInput }) =>
    apiJson<HiringAssessment>('PATCH', `/api/hiring-assessments/${id}`, changes),
  );

export const useGenerateTest = () =>
  useMutation({
    mutationFn: ({
      kind,
      ...body
    }: {
      kind: 'skill' | 'personality';
      employeeId: string;
      employeeName: string;
      testType: string;
      practice: boolean;
    }) => apiJson<{ test: GeneratedTest }>('POST', `/api/ai/generate-${kind}-test`, body),
  });

export const useTestingAssistant = () =>
  useMutation({
    mutationFn: (body: {
      message: string;
      context: { selectedEmployee: unknown; testType: string | null; isAuthenticated: boolean };
    }) => apiJson<{ response: string }>('POST', '/api/ai/testing-assistant', body),
  });
