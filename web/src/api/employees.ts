import type {
  CodeOfConduct,
  CodeOfConductSignInput,
  Employee,
  EmployeeCreateInput,
  EmployeeStatus,
  EmployeeSummary,
  EmployeeUpdateInput,
  Locale,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

export const employeeKeys = {
  all: ['/api/employees'] as const,
  list: (q: string, status: string) => ['/api/employees', 'list', q, status] as const,
  summary: ['/api/employees', 'summary'] as const,
  code: (language: Locale) => ['/api/employees', 'code-of-conduct', language] as const,
};

export type { CodeOfConduct };

export function useEmployees(q: string, status: EmployeeStatus | '') {
  return useQuery({
    queryKey: employeeKeys.list(q, status),
    queryFn: () => {
      const params = new URLSearchParams();
      if (q.trim()) params.set('q', q.trim());
      if (status) params.set('status', status);
      return apiJson<Employee[]>('GET', `/api/employees?${params}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useEmployeeSummary() {
  return useQuery({
    queryKey: employeeKeys.summary,
    queryFn: () => apiJson<EmployeeSummary>('GET', '/api/employees/summary'),
  });
}

/** The code of conduct in force, in the language the employee reads it in (English or Spanish). */
export function useCodeOfConduct(language: Locale = 'en') {
  return useQuery({
    queryKey: employeeKeys.code(language),
    queryFn: () =>
      apiJson<CodeOfConduct>('GET', `/api/employees/code-of-conduct?language=${language}`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useDirectoryMutation<T>(call: (input: T) => Promise<Employee | unknown>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export const useAddEmployee = () =>
  useDirectoryMutation((input: EmployeeCreateInput) =>
    apiJson<Employee>('POST', '/api/employees', input),
  );

export const useUpdateEmployee = () =>
  useDirectoryMutation(({ id, changes }: { id: number; changes: EmployeeUpdateInput }) =>
    apiJson<Employee>('PATCH', `/api/employees/${id}`, changes),
  );

export const useSignCodeOfConduct = () =>
  useDirectoryMutation(({ id, input }: { id: number; input: CodeOfConductSignInput }) =>
    apiJson('POST', `/api/employees/${id}/code-of-conduct`, input),
  );
