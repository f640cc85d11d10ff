import type { PortalBilling } from '@roofing/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from './client.ts';

/** Query keys of the portal's billing view; the first element is the read path. */
export const invoiceKeys = {
  portal: ['/api/invoices/portal'] as const,
};

/** The portal's PDF of one invoice. */
export const portalInvoicePdfUrl = (invoiceNumber: string) =>
  `/api/invoices/portal/${encodeURIComponent(invoiceNumber)}/pdf`;

/** This project's invoices, payments and balance; null while there is nothing to bill (404). */
export async function getPortalBilling(): Promise<PortalBilling | null> {
  try {
    return await apiJson<PortalBilling>('GET', '/api/invoices/portal');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

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
