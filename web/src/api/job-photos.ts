import type {
  JobPhoto,
  JobPhotoUpdate,
  JobPhotoUploadFieldsSchema,
  PhotoReport,
  PhotoReportInput,
  PhotoReportShareSchema,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiJson, apiRequest } from './client.ts';
import { uploadWithProgress } from './documents.ts';

/*
 * A job's photos and photo inspection reports (issue 23), under /api/job-photos (the quote
 * service, staff session). The claims screen reads the same photos to choose a supplement's
 * evidence: use `useJobPhotos` and `jobPhotoKeys` from here.
 */

export type JobPhotoUploadFields = z.input<typeof JobPhotoUploadFieldsSchema>;
export type PhotoReportShare = z.input<typeof PhotoReportShareSchema>;

/** Query keys of /api/job-photos; the first element is the read path. */
export const jobPhotoKeys = {
  /** Everything of one job (its photos and its reports). */
  job: (quoteId: number) => ['/api/job-photos/quote', quoteId] as const,
  photos: (quoteId: number) => ['/api/job-photos/quote', quoteId, 'photos'] as const,
  reports: (quoteId: number) => ['/api/job-photos/quote', quoteId, 'reports'] as const,
};

/** Same-origin links the staff session's cookie opens. */
export const photoReportPdfUrl = (reportId: number) => `/api/job-photos/reports/${reportId}/pdf`;

/** A job's photos, newest first. */
export const useJobPhotos = (quoteId: number) =>
  useQuery({
    queryKey: jobPhotoKeys.photos(quoteId),
    queryFn: () => apiJson<JobPhoto[]>('GET', `/api/job-photos/quote/${quoteId}`),
  });

/** The job's photo reports, newest first. */
export const usePhotoReports = (quoteId: number) =>
  useQuery({
    queryKey: jobPhotoKeys.reports(quoteId),
    queryFn: () => apiJson<PhotoReport[]>('GET', `/api/job-photos/quote/${quoteId}/reports`),
  });

/**
 * The multipart body of an upload: the contract's fields first (the server reads them before
 * the file streams in), then the file.
 */
export function jobPhotoForm(fields: JobPhotoUploadFields, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('category', fields.category);
  if (fields.caption) form.append('caption', fields.caption);
  form.append('uploadKey', fields.uploadKey);
  form.append('file', file, fileName);
  return form;
}

/**
 * POST one photo with upload progress. Sending the same uploadKey again (a retry after a lost
 * connection) answers with the photo already stored, never a second copy.
 */
export const uploadJobPhoto = (
  quoteId: number,
  fields: JobPhotoUploadFields,
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
) =>
  uploadWithProgress<JobPhoto>(
    `/api/job-photos/quote/${quoteId}`,
    jobPhotoForm(fields, file, file.name || 'photo.jpg'),
    onProgress,
    signal,
  );

/** A change to one job's photos: the gallery (and so the claim's evidence picker) reads again. */
function useJobPhotoMutation<T, R>(quoteId: number, call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved: R) => {
      if (saved && typeof saved === 'object' && 'id' in saved && 'marks' in saved) {
        const photo = saved as unknown as JobPhoto;
        queries.setQueryData<JobPhoto[]>(jobPhotoKeys.photos(quoteId), (list) =>
          list?.map((p) => (p.id === photo.id ? photo : p)),
        );
      }
      return queries.invalidateQueries({ queryKey: jobPhotoKeys.job(quoteId) });
    },
  });
}

export const useUpdateJobPhoto = (quoteId: number) =>
  useJobPhotoMutation(quoteId, ({ id, update }: { id: number; update: JobPhotoUpdate }) =>
    apiJson<JobPhoto>('PATCH', `/api/job-photos/${id}`, update),
  );

export const useDeleteJobPhoto = (quoteId: number) =>
  useJobPhotoMutation(quoteId, (id: number) => apiRequest('DELETE', `/api/job-photos/${id}`));

/** Prints the report's PDF on the server (it can take a while) and answers with the report. */
export const useCreatePhotoReport = (quoteId: number) =>
  useJobPhotoMutation(quoteId, (input: PhotoReportInput) =>
    apiJson<PhotoReport>('POST', `/api/job-photos/quote/${quoteId}/reports`, input),
  );

/** Into the homeowner's portal, with an e-mail. */
export const useSharePhotoReport = (quoteId: number) =>
  useJobPhotoMutation(quoteId, ({ id, share }: { id: number; share: PhotoReportShare }) =>
    apiJson<PhotoReport>('POST', `/api/job-photos/reports/${id}/share`, share),
  );

/** After an upload the gallery reads again. */
export function useRefreshJobPhotos(quoteId: number) {
  const queries = useQueryClient();
  return useCallback(
    () => queries.invalidateQueries({ queryKey: jobPhotoKeys.photos(quoteId) }),
    [queries, quoteId],
  );
}
