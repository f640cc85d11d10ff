import type {
  Incident,
  IncidentCreateInput,
  IncidentUpdateInput,
  Locale,
  SafetyDocument,
  SafetyStats,
  TrainingCompletionCreateInput,
  TrainingCourse,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBlob } from '../lib/save-blob.ts';
import { ApiError, apiJson, apiRequest } from './client.ts';

export const safetyKeys = {
  all: ['/api/safety'] as const,
  incidents: (q: string) => ['/api/safety', 'incidents', q] as const,
  stats: ['/api/safety', 'stats'] as const,
  documents: (language: Locale) => ['/api/safety', 'documents', language] as const,
  courses: ['/api/training/courses'] as const,
};

export const useSafetyStats = () =>
  useQuery({
    queryKey: safetyKeys.stats,
    queryFn: () => apiJson<SafetyStats>('GET', '/api/safety/stats'),
  });

export const useIncidents = (q: string) =>
  useQuery({
    queryKey: safetyKeys.incidents(q),
    queryFn: () =>
      apiJson<Incident[]>(
        'GET',
        `/api/safety/incidents${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

export const useCourses = () =>
  useQuery({
    queryKey: safetyKeys.courses,
    queryFn: () => apiJson<TrainingCourse[]>('GET', '/api/training/courses'),
  });

/** The policies and forms; `es` lists their Spanish twins, whose links open the Spanish pages. */
export const useSafetyDocuments = (language: Locale = 'en') =>
  useQuery({
    queryKey: safetyKeys.documents(language),
    queryFn: () =>
      apiJson<SafetyDocument[]>(
        'GET',
        `/api/safety/documents${language === 'es' ? '?language=es' : ''}`,
      ),
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });

function useSafetyMutation<T, R>(call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: safetyKeys.all });
      void queries.invalidateQueries({ queryKey: safetyKeys.courses });
    },
  });
}

export const useReportIncident = () =>
  useSafetyMutation((input: IncidentCreateInput) =>
    apiJson<Incident>('POST', '/api/safety/incidents', input),
  );

export const useUpdateIncident = () =>
  useSafetyMutation(({ id, changes }: { id: number; changes: IncidentUpdateInput }) =>
    apiJson<Incident>('PATCH', `/api/safety/incidents/${id}`, changes),
  );

export const useRecordCompletion = () =>
  useSafetyMutation((input: TrainingCompletionCreateInput) =>
    apiJson('POST', '/api/training/completions', input),
  );

/** POST the chosen photos as multipart; the answer is the incident with them. */
export const useUploadIncidentPhotos = () =>
  useSafetyMutation(async ({ id, files }: { id: number; files: File[] }) => {
    const form = new FormData();
    for (const file of files) form.append('photos', file);
    const response = await apiRequest('POST', `/api/safety/incidents/${id}/photos`, form);
    return (await response.json()) as Incident;
  });

/** Downloads a file the API serves as an attachment (the browser saves it under its name). */
export async function downloadFile(url: string): Promise<void> {
  const response = await apiRequest('GET', url);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? url.split('/').pop() ?? 'download';
  saveBlob(blob, name);
}

export { ApiError };
