import type {
  Estimate,
  EstimateResponse,
  InspectionRequestInput,
  PhotoReport,
  PortalQuote,
  PortalStatusChangeSchema,
  ProgressQuoteSchema,
  ProjectMessage,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, apiJson, apiJsonOrNull } from './client.ts';
import { useLiveOpen } from './live-updates.ts';
import { quoteKeys } from './quotes.ts';

export type ProgressQuote = z.infer<typeof ProgressQuoteSchema>;

/** Polling of the tabbed portal (portal §9): messages every 5 s, the unread count every 10 s. */
export const MESSAGE_POLL_MS = 5000;
export const UNREAD_POLL_MS = 10_000;

/** Query keys of the customer portal; the first element is the read path. */
export const portalKeys = {
  progress: (estimateNumber: string) => ['/api/quotes/search', estimateNumber] as const,
  messages: (estimateNumber: string) => ['/api/project-messages', estimateNumber] as const,
  unread: (estimateNumber: string) =>
    ['/api/project-messages', estimateNumber, 'unread-count'] as const,
  photoReports: ['/api/job-photos/portal/reports'] as const,
};

const encoded = (estimateNumber: string) => encodeURIComponent(estimateNumber);

export function respondToEstimate(estimateNumber: string, body: EstimateResponse) {
  return apiJson<Estimate>('POST', `/api/estimates/${encoded(estimateNumber)}/response`, body);
}

/**
 * Track page: answer a prepared estimate. The answer is the estimate as it now stands, with the
 * notes just sent (a lookup by number never shows stored notes): it replaces the cached one
 * without reading it again.
 */
export function useRespondToEstimate(estimateNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EstimateResponse) => respondToEstimate(estimateNumber, body),
    onSuccess: (estimate) => {
      queryClient.setQueryData(quoteKeys.estimate(estimateNumber), estimate);
    },
  });
}

/** Asks for a one-time code for the estimate (e-mailed to the address on file; 202 either way). */
export function requestPortalCode(estimateNumber: string) {
  return apiJson<{ accepted: true; message: string }>('POST', '/api/portal/code', {
    estimateNumber,
  });
}

/** Checks the code: the browser's portal session is then verified for the estimate. */
export function verifyPortalCode(estimateNumber: string, code: string) {
  return apiJson<PortalQuote>('POST', '/api/portal/verify', { estimateNumber, code });
}

/** Opens a verified session from the token of an e-mailed link (once). */
export function openPortalLink(token: string) {
  return apiJson<PortalQuote>('POST', '/api/portal/link', { token });
}

export function portalLogin(estimateNumber: string) {
  return apiJson<PortalQuote>('POST', '/api/quotes/login', { estimateNumber });
}

/** The project this browser's portal session opened, or null (none, or it ended). */
export const getPortalSession = () => apiJsonOrNull<PortalQuote>('/api/quotes/portal-session', 401);

export function closePortalSession() {
  return apiJson<{ success: true }>('DELETE', '/api/quotes/portal-session');
}

/** Accept & Schedule Work, or Request Changes with the text of what to change. */
export function changePortalStatus(
  estimateNumber: string,
  change: z.input<typeof PortalStatusChangeSchema>,
) {
  return apiJson<PortalQuote>('PUT', `/api/quotes/${encoded(estimateNumber)}`, change);
}

export interface InspectionRequested {
  success: boolean;
  requestNumber: string;
  message: string;
}

export function requestInspection(input: InspectionRequestInput) {
  return apiJson<InspectionRequested>('POST', '/api/inspection-requests', input);
}

export async function searchProgress(estimateNumber: string): Promise<ProgressQuote | null> {
  const list = await apiJson<ProgressQuote[]>(
    'GET',
    `/api/quotes/search?term=${encodeURIComponent(estimateNumber)}`,
  );
  // Only the first match is used (portal §5).
  return list[0] ?? null;
}

/** Progress portal: looks a project up once a number has been searched (null until then). */
export function useProgressQuote(estimateNumber: string | null) {
  return useQuery({
    queryKey: portalKeys.progress(estimateNumber ?? ''),
    queryFn: () => searchProgress(estimateNumber ?? ''),
    enabled: Boolean(estimateNumber),
  });
}

/**
 * The conversation of one estimate. Only its portal session (or staff) may read it; a 401/403
 * is an answer, not a failure to retry, so the screen can ask the visitor to open the project.
 */
export function useProjectMessages(estimateNumber: string, { poll }: { poll: boolean }) {
  // The live stream, while open, says when to read again: polling is the fallback.
  const live = useLiveOpen('portal');
  return useQuery({
    queryKey: portalKeys.messages(estimateNumber),
    queryFn: () =>
      apiJson<ProjectMessage[]>('GET', `/api/project-messages/${encoded(estimateNumber)}`),
    refetchInterval: (query) =>
      poll && !live && !isSessionRefusal(query.state.error) ? MESSAGE_POLL_MS : false,
  });
}

export function useUnreadCount(estimateNumber: string) {
  const live = useLiveOpen('portal');
  return useQuery({
    queryKey: portalKeys.unread(estimateNumber),
    queryFn: () =>
      apiJson<{ count: number }>(
        'GET',
        `/api/project-messages/${encoded(estimateNumber)}/unread-count?senderType=customer`,
      ),
    refetchInterval: live ? false : UNREAD_POLL_MS,
  });
}

export function isSessionRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export interface NewProjectMessage {
  estimateNumber: string;
  messageContent: string;
  messageType?: 'text' | 'image';
  imageUrl?: string;
}

export function postProjectMessage(message: NewProjectMessage) {
  return apiJson<ProjectMessage>('POST', '/api/project-messages', message);
}

export function markMessageRead(id: string) {
  return apiJson<ProjectMessage>('PUT', `/api/project-messages/${id}/read`);
}

/**
 * Uploads one image with XMLHttpRequest, which (unlike fetch) reports upload progress, so the
 * indicator shows what has really been sent. Resolves with the stored image's address.
 */
export function uploadMessageImage(
  estimateNumber: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('estimateNumber', estimateNumber);
    form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', '/api/project-messages/images');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        try {
          const body = JSON.parse(request.responseText) as { imageUrl?: unknown };
          if (typeof body.imageUrl === 'string') {
            onProgress(100);
            resolve(body.imageUrl);
            return;
          }
        } catch {
          // fall through to the error below
        }
      }
      reject(new ApiError(request.status || 500, request.responseText || request.statusText));
    };
    request.onerror = () => reject(new ApiError(0, 'Network error'));
    request.send(form);
  });
}

/** The photo inspection reports the office shared to this project's portal (a verified session). */
export const getPortalPhotoReports = () =>
  apiJson<PhotoReport[]>('GET', '/api/job-photos/portal/reports');

export function usePortalPhotoReports() {
  return useQuery({
    queryKey: portalKeys.photoReports,
    queryFn: getPortalPhotoReports,
    staleTime: 0,
  });
}

/** A shared report's PDF, for this project's verified portal session. */
export const portalPhotoReportPdfUrl = (id: number) => `/api/job-photos/portal/reports/${id}/pdf`;
