import type {
  ColdshieldLead,
  ColdshieldLeadRequestInput,
  ColdshieldLeadUpdate,
  ContactListQuery,
  InspectionRequestUpdate,
  InstantQuoteConvert,
  StaffContact,
  StaffInspectionRequest,
  StaffInstantQuote,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';
import { readStaffPage, type StaffPage } from './staff-page.ts';
import { DASHBOARD_REFRESH_MS } from './staff-quotes.ts';

/** POST /api/coldshield-leads — the offer page's form; success when the answer says "ok". */
export async function submitColdshieldLead(input: ColdshieldLeadRequestInput): Promise<void> {
  const answer = await apiJson<{ status?: string }>('POST', '/api/coldshield-leads', input);
  if (answer.status !== 'ok') throw new Error('The lead was not accepted');
}

export function useSubmitColdshieldLead() {
  return useMutation({ mutationFn: submitColdshieldLead });
}

// Staff: the dashboard's Leads view -------------------------------------------------------------

/** Staff reads of the lead resources; the first element of each key is the read path. */
export const leadKeys = {
  coldshield: ['/api/coldshield-leads', 'staff-list'] as const,
  coldshieldPage: (page: number) => ['/api/coldshield-leads', 'staff-list', page] as const,
  inspections: ['/api/inspection-requests', 'staff-list'] as const,
  inspectionsPage: (page: number) => ['/api/inspection-requests', 'staff-list', page] as const,
  instantQuotes: ['/api/instant-quotes', 'staff-list'] as const,
  instantQuotesPage: (page: number) => ['/api/instant-quotes', 'staff-list', page] as const,
  contacts: ['/api/contacts', 'staff-list'] as const,
  contactsPage: (page: number, state?: ContactListQuery['state']) =>
    ['/api/contacts', 'staff-list', state ?? 'all', page] as const,
};

export const LEADS_PAGE_SIZE = 10;

/** One page, newest first; the total comes in X-Total-Count (all three lists answer alike). */
const listPage = <T>(path: string, page: number): Promise<StaffPage<T>> =>
  readStaffPage<T>(path, { page, pageSize: LEADS_PAGE_SIZE });

const listOptions = {
  placeholderData: keepPreviousData,
  // New leads arrive while the office has the dashboard open.
  refetchInterval: DASHBOARD_REFRESH_MS,
};

export function useColdshieldLeads(page: number) {
  return useQuery({
    queryKey: leadKeys.coldshieldPage(page),
    queryFn: () => listPage<ColdshieldLead>('/api/coldshield-leads', page),
    ...listOptions,
  });
}

export function useInspectionRequests(page: number) {
  return useQuery({
    queryKey: leadKeys.inspectionsPage(page),
    queryFn: () => listPage<StaffInspectionRequest>('/api/inspection-requests', page),
    ...listOptions,
  });
}

export function useStaffInstantQuotes(page: number) {
  return useQuery({
    queryKey: leadKeys.instantQuotesPage(page),
    queryFn: () => listPage<StaffInstantQuote>('/api/instant-quotes', page),
    ...listOptions,
  });
}

/** PATCH /api/coldshield-leads/:id; the list is read again afterwards. */
export function useUpdateColdshieldLead() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: ColdshieldLeadUpdate }) =>
      apiJson<ColdshieldLead>('PATCH', `/api/coldshield-leads/${id}`, update),
    onSuccess: () => void queries.invalidateQueries({ queryKey: leadKeys.coldshield }),
  });
}

/** PATCH /api/inspection-requests/:id; the list is read again afterwards. */
export function useUpdateInspectionRequest() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: InspectionRequestUpdate }) =>
      apiJson<StaffInspectionRequest>('PATCH', `/api/inspection-requests/${id}`, update),
    onSuccess: () => void queries.invalidateQueries({ queryKey: leadKeys.inspections }),
  });
}

/** POST /api/instant-quotes/:estimateNumber/convert: answers the instant quote, now converted. */
export function useConvertInstantQuote() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      estimateNumber,
      details,
    }: {
      estimateNumber: string;
      details: InstantQuoteConvert;
    }) =>
      apiJson<StaffInstantQuote>(
        'POST',
        `/api/instant-quotes/${encodeURIComponent(estimateNumber)}/convert`,
        details,
      ),
    onSuccess: () => void queries.invalidateQueries({ queryKey: leadKeys.instantQuotes }),
  });
}

/**
 * The contact-form messages, newest first (`state`: only those still to answer, or answered);
 * with `pageSize` 1 it is a count of them (the tab's).
 */
export function useContactMessages(
  page: number,
  state?: ContactListQuery['state'],
  pageSize = LEADS_PAGE_SIZE,
) {
  return useQuery({
    queryKey: [...leadKeys.contactsPage(page, state), pageSize],
    queryFn: () => readStaffPage<StaffContact>('/api/contacts', { page, pageSize, state }),
    ...listOptions,
  });
}

/** PATCH /api/contacts/:id: marked answered or back; every contact list is read again. */
export function useMarkContactMessage() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answered }: { id: number; answered: boolean }) =>
      apiJson<StaffContact>('PATCH', `/api/contacts/${id}`, { answered }),
    onSuccess: () => void queries.invalidateQueries({ queryKey: leadKeys.contacts }),
  });
}
