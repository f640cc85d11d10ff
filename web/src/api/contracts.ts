import type {
  Contract,
  ContractCancelSchema,
  ContractSign,
  JobDocumentListSchema,
  PortalContract,
  SigningCodeSentSchema,
} from '@roofing/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiJsonOrNull, apiRequest } from './client.ts';
import { invoiceKeys } from './invoices.ts';

export type SigningCodeSent = z.infer<typeof SigningCodeSentSchema>;
export type ContractCancel = z.input<typeof ContractCancelSchema>;
export type JobDocuments = z.infer<typeof JobDocumentListSchema>;

/** While a countersigned contract's signed PDF is being printed, it is read again this often. */
export const SIGNED_PDF_POLL_MS = 3_000;

/** Countersigned, its signed PDF not stored yet (the portal and the office wait for the link). */
export const awaitingSignedPdf = (
  contract: Pick<Contract, 'status' | 'signedPdf'> | undefined | null,
) => contract?.status === 'countersigned' && contract.signedPdf === null;

/**
 * Query keys of /api/contracts: the portal's contract and documents, and the office's versions
 * of a job's contract and one contract's document; the first element is the read path.
 */
export const contractKeys = {
  portal: ['/api/contracts/portal'] as const,
  documents: ['/api/contracts/portal/documents'] as const,
  quote: (quoteId: number) => ['/api/contracts/quote', quoteId] as const,
  one: (id: number) => ['/api/contracts', id] as const,
};

/** The portal's PDF of a contract (404 until the fully signed one is stored). */
export const portalContractPdfUrl = (contractId: number) =>
  `/api/contracts/portal/${contractId}/pdf`;

/** The current version of this portal session's contract, or null while there is none (404). */
export const getPortalContract = () => apiJsonOrNull<PortalContract>('/api/contracts/portal', 404);

/**
 * The portal's contract. Once countersigned and until its signed PDF is stored, it is read
 * again every few seconds so the download link appears without a reload.
 */
export function usePortalContract() {
  return useQuery({
    queryKey: contractKeys.portal,
    queryFn: getPortalContract,
    refetchInterval: (query) => (awaitingSignedPdf(query.state.data) ? SIGNED_PDF_POLL_MS : false),
  });
}

/** The contract was opened: sent → viewed (204). */
export function markContractViewed(contractId: number) {
  return apiRequest('POST', '/api/contracts/portal/viewed', { contractId });
}

/** E-mails a one-time signing code to the address on file (202). */
export function requestSigningCode() {
  return apiJson<SigningCodeSent>('POST', '/api/contracts/portal/signing-code', {});
}

export function signContract(body: ContractSign) {
  return apiJson<PortalContract>('POST', '/api/contracts/portal/sign', body);
}

export function cancelContract(body: ContractCancel) {
  return apiJson<PortalContract>('POST', '/api/contracts/portal/cancel', body);
}

/**
 * After signing or cancelling, the answer is the contract as it now stands: it replaces the
 * cached one, and the documents and the billing view (a deposit invoice issued, invoices
 * voided) are read again.
 */
export function useContractChange() {
  const queries = useQueryClient();
  return (contract: PortalContract) => {
    queries.setQueryData(contractKeys.portal, contract);
    void queries.invalidateQueries({ queryKey: contractKeys.documents });
    void queries.invalidateQueries({ queryKey: invoiceKeys.portal });
  };
}

/** Reads the contract again (a revised version replaced the one on screen). */
export function useReloadContract() {
  const queries = useQueryClient();
  return () => queries.invalidateQueries({ queryKey: contractKeys.portal });
}

/** The Documents tool: the contract and invoices issued for this project, newest first. */
export function usePortalDocuments() {
  return useQuery({
    queryKey: contractKeys.documents,
    queryFn: () => apiJson<JobDocuments>('GET', '/api/contracts/portal/documents'),
    staleTime: 0,
  });
}
