import type {
  InspectionCreate,
  InspectionResultInput,
  JurisdictionCountSchema,
  Permit,
  PermitBoardItem,
  PermitInput,
  PermitStage,
  PortalPermit,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiJsonOrNull } from './client.ts';
import { contractKeys } from './contracts.ts';
import { invoiceKeys } from './invoices.ts';
import { readStaffPage, type StaffPage } from './staff-page.ts';

/*
 * /api/permits (issue 23): a job's building permit and its inspections, the office's permits
 * board, and the portal's timeline of the permit. The permit's applied and issued dates and the
 * day work started are the deposit clock's, kept on the signed contract: a change here is read
 * again on the job's billing and in the receivables too.
 */

export type JurisdictionCount = z.infer<typeof JurisdictionCountSchema>;

/** One page of the permits board: stage and jurisdiction filters (blank: all open permits). */
export interface PermitBoardQuery {
  page: number;
  pageSize: number;
  stage: PermitStage | '';
  jurisdiction: string;
}

/** Query keys of /api/permits; the first element is the read path. */
export const permitKeys = {
  job: (quoteId: number) => ['/api/permits/quote', quoteId] as const,
  board: ['/api/permits'] as const,
  boardPage: (query: PermitBoardQuery) => ['/api/permits', query] as const,
  jurisdictions: ['/api/permits/jurisdictions'] as const,
  portal: ['/api/permits/portal'] as const,
};

/** The board's query string: a final-passed permit is closed, so asking for that stage includes them. */
export const boardParams = (query: PermitBoardQuery) => ({
  page: query.page,
  pageSize: query.pageSize,
  stage: query.stage || undefined,
  jurisdiction: query.jurisdiction.trim() || undefined,
  includeClosed: query.stage === 'final-passed' ? 'true' : undefined,
});

/** The job's permit; null while none has been opened (404). */
export const getJobPermit = (quoteId: number) =>
  apiJsonOrNull<Permit>(`/api/permits/quote/${quoteId}`, 404);

export const useJobPermit = (quoteId: number) =>
  useQuery({ queryKey: permitKeys.job(quoteId), queryFn: () => getJobPermit(quoteId) });

/**
 * A change to one job's permit: the answer is the permit as it now stands; the board, its
 * jurisdictions and the job's money (the deposit clock lives on its contract) are read again.
 */
function usePermitMutation<T>(quoteId: number, call: (input: T) => Promise<Permit>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (permit) => {
      queries.setQueryData(permitKeys.job(quoteId), permit);
      void queries.invalidateQueries({ queryKey: permitKeys.board });
      void queries.invalidateQueries({ queryKey: permitKeys.jurisdictions });
      void queries.invalidateQueries({ queryKey: invoiceKeys.job(quoteId) });
      void queries.invalidateQueries({ queryKey: contractKeys.quote(quoteId) });
      void queries.invalidateQueries({ queryKey: invoiceKeys.receivables });
    },
  });
}

/** POST /api/permits/quote/:quoteId: opens the permit (jurisdiction from the ZIP when blank). */
export const useOpenPermit = (quoteId: number) =>
  usePermitMutation(quoteId, (body: PermitInput) =>
    apiJson<Permit>('POST', `/api/permits/quote/${quoteId}`, body),
  );

/** PUT /api/permits/:id: the permit's facts and dates. */
export const useUpdatePermit = (quoteId: number) =>
  usePermitMutation(quoteId, ({ id, body }: { id: number; body: PermitInput }) =>
    apiJson<Permit>('PUT', `/api/permits/${id}`, body),
  );

/** POST /api/permits/:id/inspections: schedules an inspection or a re-inspection. */
export const useScheduleInspection = (quoteId: number) =>
  usePermitMutation(quoteId, ({ id, body }: { id: number; body: InspectionCreate }) =>
    apiJson<Permit>('POST', `/api/permits/${id}/inspections`, body),
  );

/** POST /api/permits/:id/inspections/:inspectionId/result: pass, fail with notes, cancelled. */
export const useRecordInspectionResult = (quoteId: number) =>
  usePermitMutation(
    quoteId,
    ({
      id,
      inspectionId,
      body,
    }: {
      id: number;
      inspectionId: number;
      body: InspectionResultInput;
    }) => apiJson<Permit>('POST', `/api/permits/${id}/inspections/${inspectionId}/result`, body),
  );

/** GET /api/permits: one page of the board, overdue first; the total in X-Total-Count. */
export const usePermitBoard = (query: PermitBoardQuery) =>
  useQuery({
    queryKey: permitKeys.boardPage(query),
    queryFn: (): Promise<StaffPage<PermitBoardItem>> =>
      readStaffPage<PermitBoardItem>('/api/permits', boardParams(query)),
    placeholderData: keepPreviousData,
  });

/** GET /api/permits/jurisdictions: the board's filter, with each one's open permits. */
export const useJurisdictions = () =>
  useQuery({
    queryKey: permitKeys.jurisdictions,
    queryFn: () => apiJson<JurisdictionCount[]>('GET', '/api/permits/jurisdictions'),
  });

/** The portal's permit timeline; null while no permit has been applied for (404). */
export const getPortalPermit = () => apiJsonOrNull<PortalPermit>('/api/permits/portal', 404);

export const usePortalPermit = () =>
  useQuery({ queryKey: permitKeys.portal, queryFn: getPortalPermit, staleTime: 0 });
