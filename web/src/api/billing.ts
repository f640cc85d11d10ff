import type {
  BillingStats,
  Contract,
  ContractCountersignSchema,
  ContractReissue,
  DepositTerms,
  Invoice,
  InvoiceCreate,
  JobBilling,
  LedgerEntry,
  MoneyAuditEntry,
  OfflinePaymentCreate,
  PermitDatesUpdateSchema,
  Receivable,
  RefundCreateSchema,
} from '@roofing/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from './client.ts';
import { awaitingSignedPdf, contractKeys, SIGNED_PDF_POLL_MS } from './contracts.ts';
import { invoiceKeys, type ReceivablesFilter, type ReceivablesQuery } from './invoices.ts';
import { type MoneyAuditQuery, paymentKeys } from './payments.ts';
import { readStaffPage, type StaffPage } from './staff-page.ts';

/*
 * The office's side of a job's money (issue 22): its contract, invoices and ledger, the
 * receivables list, the dashboard's money tiles and the admins' money audit log. Query keys come
 * from each resource's factory (contractKeys, invoiceKeys, paymentKeys), shared with the portal.
 */

/** GET /api/contracts/:id: the contract and its document, as the customer reads it. */
export type StaffContract = Contract & { html: string };
export type ContractCountersign = z.input<typeof ContractCountersignSchema>;
export type PermitDatesUpdate = z.input<typeof PermitDatesUpdateSchema>;
export type RefundCreate = z.input<typeof RefundCreateSchema>;

/** Same-origin links the staff session's cookie opens (PDFs, the CSV). */
export const contractPdfUrl = (id: number) => `/api/contracts/${id}/pdf`;
export const invoicePdfUrl = (number: string) => `/api/invoices/${encodeURIComponent(number)}/pdf`;
export const receivablesCsvUrl = (filter: ReceivablesFilter) =>
  `/api/invoices/receivables.csv?filter=${encodeURIComponent(filter)}`;

/** One job's money: contract summary, deposit, invoices, ledger, balance. */
export const useJobBilling = (quoteId: number) =>
  useQuery({
    queryKey: invoiceKeys.job(quoteId),
    queryFn: () => apiJson<JobBilling>('GET', `/api/invoices/jobs/${quoteId}`),
  });

/** True while the newest contract is countersigned and its PDF is still being made. */
export const preparingSignedPdf = (contracts: readonly Contract[] | undefined) =>
  awaitingSignedPdf(contracts?.[0]);

/** Every version of a job's contract, newest first; polled while the signed PDF is prepared. */
export const useQuoteContracts = (quoteId: number) =>
  useQuery({
    queryKey: contractKeys.quote(quoteId),
    queryFn: () => apiJson<Contract[]>('GET', `/api/contracts/quote/${quoteId}`),
    refetchInterval: (query) => (preparingSignedPdf(query.state.data) ? SIGNED_PDF_POLL_MS : false),
  });

/** The contract's document (read only when the office opens it). */
export const useStaffContract = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: contractKeys.one(id),
    queryFn: () => apiJson<StaffContract>('GET', `/api/contracts/${id}`),
    enabled,
  });

/** A change to one job's money: its billing, its contracts, the lists and tiles are read again. */
function useJobMutation<T, R>(quoteId: number, call: (input: T) => Promise<R>) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: invoiceKeys.job(quoteId) });
      void queries.invalidateQueries({ queryKey: contractKeys.quote(quoteId) });
      void queries.invalidateQueries({ queryKey: invoiceKeys.receivables });
      void queries.invalidateQueries({ queryKey: invoiceKeys.stats });
      // The old after-sales view reads the same payments table.
      void queries.invalidateQueries({ queryKey: ['/api/quotes', quoteId, 'after-sales'] });
    },
  });
}

export const useCountersign = (quoteId: number) =>
  useJobMutation(quoteId, ({ id, body }: { id: number; body: ContractCountersign }) =>
    apiJson<Contract>('POST', `/api/contracts/${id}/countersign`, body),
  );

/** Reissue the unsigned contract; a body sets the new version's emergency facts (s. 489.147(6)). */
export const useReissueContract = (quoteId: number) =>
  useJobMutation(quoteId, (body?: ContractReissue) =>
    apiJson<Contract>('POST', `/api/contracts/quote/${quoteId}/reissue`, body),
  );

export const useUpdatePermitDates = (quoteId: number) =>
  useJobMutation(quoteId, ({ id, body }: { id: number; body: PermitDatesUpdate }) =>
    apiJson<Contract>('PUT', `/api/contracts/${id}/permit-dates`, body),
  );

export const useSetDepositTerms = (quoteId: number) =>
  useJobMutation(quoteId, (body: DepositTerms) =>
    apiJson<JobBilling>('PUT', `/api/invoices/deposit-terms/${quoteId}`, body),
  );

export const useRaiseInvoice = (quoteId: number) =>
  useJobMutation(quoteId, (body: InvoiceCreate) =>
    apiJson<Invoice>('POST', `/api/invoices/quote/${quoteId}`, body),
  );

export const useVoidInvoice = (quoteId: number) =>
  useJobMutation(quoteId, (number: string) =>
    apiJson<Invoice>('POST', `/api/invoices/${encodeURIComponent(number)}/void`),
  );

export const useRecordLedgerEntry = (quoteId: number) =>
  useJobMutation(quoteId, (body: OfflinePaymentCreate) =>
    apiJson<LedgerEntry>('POST', `/api/payments/quote/${quoteId}`, body),
  );

export const useRefundPayment = (quoteId: number) =>
  useJobMutation(quoteId, ({ id, body }: { id: number; body: RefundCreate }) =>
    apiJson<LedgerEntry>('POST', `/api/payments/${id}/refund`, body),
  );

/** GET /api/invoices/receivables: one page, overdue first; the total in X-Total-Count. */
export const useReceivables = (query: ReceivablesQuery) =>
  useQuery({
    queryKey: invoiceKeys.receivablesPage(query),
    queryFn: (): Promise<StaffPage<Receivable>> =>
      readStaffPage<Receivable>('/api/invoices/receivables', { ...query }),
    placeholderData: keepPreviousData,
  });

export const useBillingStats = () =>
  useQuery({
    queryKey: invoiceKeys.stats,
    queryFn: () => apiJson<BillingStats>('GET', '/api/invoices/stats'),
    refetchInterval: 30_000,
  });

/** GET /api/payments/audit (admins): one page, newest first. */
export const useMoneyAudit = (query: MoneyAuditQuery) =>
  useQuery({
    queryKey: paymentKeys.audit(query),
    queryFn: (): Promise<StaffPage<MoneyAuditEntry>> =>
      readStaffPage<MoneyAuditEntry>('/api/payments/audit', {
        page: query.page,
        pageSize: query.pageSize,
        estimateNumber: query.estimateNumber.trim() || undefined,
      }),
    placeholderData: keepPreviousData,
  });
