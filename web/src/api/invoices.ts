import type { PortalBilling, ReceivablesQuerySchema } from '@roofing/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJsonOrNull } from './client.ts';

export type ReceivablesFilter = z.infer<typeof ReceivablesQuerySchema>['filter'];

export interface ReceivablesQuery {
  page: number;
  pageSize: number;
  filter: ReceivablesFilter;
}

/**
 * Query keys of /api/invoices, the portal's billing view and the office's (a job's money, the
 * receivables, the dashboard's tiles); the first element is the read path.
 */
export const invoiceKeys = {
  portal: ['/api/invoices/portal'] as const,
  job: (quoteId: number) => ['/api/invoices/jobs', quoteId] as const,
  receivables: ['/api/invoices/receivables'] as const,
  receivablesPage: (query: ReceivablesQuery) => ['/api/invoices/receivables', query] as const,
  stats: ['/api/invoices/stats'] as const,
};

/** The portal's PDF of one invoice. */
export const portalInvoicePdfUrl = (invoiceNumber: string) =>
  `/api/invoices/portal/${encodeURIComponent(invoiceNumber)}/pdf`;

/** This project's invoices, payments and balance; null while there is nothing to bill (404). */
export const getPortalBilling = () => apiJsonOrNull<PortalBilling>('/api/invoices/portal', 404);

/**
 * The Make Payment tool's billing view. `pollMs` reads it again that often (after a payment,
 * until the bank's confirmation shows on the invoice); false reads it once.
 */
export function usePortalBilling({ pollMs = false }: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: invoiceKeys.portal,
    queryFn: getPortalBilling,
    staleTime: 0,
    refetchInterval: pollMs,
  });
}
