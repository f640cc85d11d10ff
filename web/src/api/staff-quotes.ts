import type { QuoteListQuery, QuoteStats, QuoteUpdate, StaffQuote } from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';
import { readStaffPage } from './staff-page.ts';

/** Staff reads of the quote resource; the first element of each key is the read path. */
export const staffQuoteKeys = {
  lists: ['/api/quotes', 'staff-list'] as const,
  list: (query: StaffQuoteQuery) => ['/api/quotes', 'staff-list', query] as const,
  stats: ['/api/quotes/stats'] as const,
};

export interface StaffQuoteQuery {
  page: number;
  pageSize: number;
  search: string;
  status: QuoteListQuery['status'];
}

export interface QuotePage {
  quotes: StaffQuote[];
  total: number;
}

/**
 * GET /api/quotes: one page, newest first (during a storm, active leaks first); the total comes in
 * X-Total-Count.
 */
export async function listQuotes(query: StaffQuoteQuery): Promise<QuotePage> {
  const { rows, total } = await readStaffPage<StaffQuote>('/api/quotes', {
    page: query.page,
    pageSize: query.pageSize,
    search: query.search.trim(),
    status: query.status,
  });
  return { quotes: rows, total };
}

/** How often the open dashboard reads the quote list and the tiles again. */
export const DASHBOARD_REFRESH_MS = 30_000;

export function useStaffQuotes(query: StaffQuoteQuery) {
  return useQuery({
    queryKey: staffQuoteKeys.list(query),
    queryFn: () => listQuotes(query),
    // The list stays on screen while the next page or search loads.
    placeholderData: keepPreviousData,
    // Customers answer and new requests arrive while the office has the dashboard open.
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

export function useQuoteStats() {
  return useQuery({
    queryKey: staffQuoteKeys.stats,
    queryFn: () => apiJson<QuoteStats>('GET', '/api/quotes/stats'),
    refetchInterval: DASHBOARD_REFRESH_MS,
  });
}

/** PATCH /api/quotes/:id; the list and the tiles are read again afterwards. */
export function useUpdateQuote() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: QuoteUpdate }) =>
      apiJson<StaffQuote>('PATCH', `/api/quotes/${id}`, update),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: staffQuoteKeys.lists });
      void queries.invalidateQueries({ queryKey: staffQuoteKeys.stats });
    },
  });
}
