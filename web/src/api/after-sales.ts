import type {
  AfterSales,
  FeedbackCreate,
  PortalAfterSales,
  PortalServiceRequest,
  ServiceRequest,
  ServiceRequestCreate,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { floridaDay } from '../lib/florida-day.ts';
import { apiJson } from './client.ts';

const portalKey = ['/api/quotes/portal-session/after-sales'] as const;
const staffKey = (quoteId: number) => ['/api/quotes', quoteId, 'after-sales'] as const;

/** The portal's project after the job (warranties, payments, feedback, service requests). */
export const usePortalAfterSales = () =>
  useQuery({
    queryKey: portalKey,
    queryFn: () => apiJson<PortalAfterSales>('GET', '/api/quotes/portal-session/after-sales'),
  });

function usePortalMutation<T, R>(call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: portalKey }),
  });
}
export const useSendFeedback = () =>
  usePortalMutation((input: FeedbackCreate) =>
    apiJson('POST', '/api/quotes/portal-session/feedback', input),
  );
export const useRequestService = () =>
  usePortalMutation((input: ServiceRequestCreate) =>
    apiJson<PortalServiceRequest>('POST', '/api/quotes/portal-session/service-requests', input),
  );

/** One job's after-sales view for staff; a new status (completed: warranties) asks again. */
export const useStaffAfterSales = (quoteId: number, status: string) =>
  useQuery({
    queryKey: [...staffKey(quoteId), status],
    queryFn: () => apiJson<AfterSales>('GET', `/api/quotes/${quoteId}/after-sales`),
  });

function useStaffMutation<T, R>(quoteId: number, call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queries.invalidateQueries({ queryKey: staffKey(quoteId) }),
  });
}
export const useUpdateServiceRequest = (quoteId: number) =>
  useStaffMutation(quoteId, ({ id, status }: { id: number; status: ServiceRequest['status'] }) =>
    apiJson<ServiceRequest>('PATCH', `/api/quotes/service-requests/${id}`, { status }),
  );

export const money = (amount: string) =>
  Number(amount).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
/** A calendar day as it is, an instant as its day in Florida: "Dec 3, 2026". */
export const calendarDay = (iso: string) => floridaDay(iso) ?? iso;
export const words = (value: string) => value.replaceAll('_', ' ');
