import type {
  Claim,
  ClaimDocumentSchema,
  ClaimInput,
  ClaimPacket,
  ClaimPacketInput,
  InsurerPaymentInput,
  JobPhoto,
  PhotoReport,
  ScopeLineInput,
  ScopeSide,
  SupplementInput,
  SupplementStatusInputSchema,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson, apiJsonOrNull, apiRequest } from './client.ts';
import { contractKeys } from './contracts.ts';
import { uploadWithProgress } from './documents.ts';
import { invoiceKeys } from './invoices.ts';

/*
 * A job's insurance claim (issue 23) under /api/claims: its facts and figures, the carrier's
 * scope beside ours, supplements, insurer checks (into the job's ledger) and claim packets.
 * The job's photos and photo reports under /api/job-photos are read here for choosing evidence.
 */

export type ClaimDocument = z.infer<typeof ClaimDocumentSchema>;
export type SupplementStatusInput = z.input<typeof SupplementStatusInputSchema>;

/**
 * Query keys of /api/claims; the first element is the read path. The job-photo reads the claim
 * screens make use the same keys as the Photos tab (web/src/api/job-photos.ts `jobPhotoKeys`:
 * photos and reports under ['/api/job-photos/quote', quoteId]), so both share one cache.
 */
export const claimKeys = {
  all: ['/api/claims'] as const,
  job: (quoteId: number) => ['/api/claims/quote', quoteId] as const,
  packets: (claimId: number) => ['/api/claims', claimId, 'packets'] as const,
  jobPhotos: (quoteId: number) => ['/api/job-photos/quote', quoteId, 'photos'] as const,
  photoReports: (quoteId: number) => ['/api/job-photos/quote', quoteId, 'reports'] as const,
};

/** Same-origin links the staff session's cookie opens. */
export const claimPacketPdfUrl = (packetId: number) => `/api/claims/packets/${packetId}/pdf`;
export const claimDocumentUrl = (claimId: number, documentId: number) =>
  `/api/claims/${claimId}/documents/${documentId}`;

/** The job's claim, or null while it has none (404 "No claim on this job yet."). */
export const useJobClaim = (quoteId: number) =>
  useQuery({
    queryKey: claimKeys.job(quoteId),
    queryFn: () => apiJsonOrNull<Claim>(`/api/claims/quote/${quoteId}`, 404),
  });

/** The claim packets printed for the adjuster, newest first. */
export const useClaimPackets = (claimId: number) =>
  useQuery({
    queryKey: claimKeys.packets(claimId),
    queryFn: () => apiJson<ClaimPacket[]>('GET', `/api/claims/${claimId}/packets`),
  });

/**
 * The job's photos (newest first), to choose evidence from. Read again each time a picker
 * opens (staleTime 0): photos are added in the Photos tab, which keeps its own cache.
 */
export const useJobPhotosForClaim = (quoteId: number) =>
  useQuery({
    queryKey: claimKeys.jobPhotos(quoteId),
    queryFn: () => apiJson<JobPhoto[]>('GET', `/api/job-photos/quote/${quoteId}`),
    staleTime: 0,
  });

/** The job's photo reports, one of which a claim packet may attach. */
export const usePhotoReportsForClaim = (quoteId: number, enabled = true) =>
  useQuery({
    queryKey: claimKeys.photoReports(quoteId),
    queryFn: () => apiJson<PhotoReport[]>('GET', `/api/job-photos/quote/${quoteId}/reports`),
    enabled,
    staleTime: 0,
  });

/**
 * A change to the job's claim: the answer (the whole claim) becomes the cached one. `contract`:
 * the change may reissue the job's unsigned contract (an insurance-funded roof contract carries
 * Florida's cancellation notice), so the contract and billing are read again.
 */
function useClaimMutation<T>(
  quoteId: number,
  call: (input: T) => Promise<Claim>,
  { contract = false } = {},
) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (claim) => {
      queries.setQueryData(claimKeys.job(quoteId), claim);
      void queries.invalidateQueries({ queryKey: claimKeys.all, exact: true });
      if (contract) {
        void queries.invalidateQueries({ queryKey: contractKeys.quote(quoteId) });
        void queries.invalidateQueries({ queryKey: invoiceKeys.job(quoteId) });
      }
    },
  });
}

export const useOpenClaim = (quoteId: number) =>
  useClaimMutation(
    quoteId,
    (body: ClaimInput) => apiJson<Claim>('POST', `/api/claims/quote/${quoteId}`, body),
    { contract: true },
  );

export const useUpdateClaim = (quoteId: number) =>
  useClaimMutation(
    quoteId,
    ({ id, body }: { id: number; body: ClaimInput }) =>
      apiJson<Claim>('PUT', `/api/claims/${id}`, body),
    { contract: true },
  );

export const useSaveScope = (quoteId: number) =>
  useClaimMutation(
    quoteId,
    ({ id, side, lines }: { id: number; side: ScopeSide; lines: ScopeLineInput[] }) =>
      apiJson<Claim>('PUT', `/api/claims/${id}/scope/${side}`, { lines }),
  );

export const useCreateSupplement = (quoteId: number) =>
  useClaimMutation(quoteId, ({ id, body }: { id: number; body: SupplementInput }) =>
    apiJson<Claim>('POST', `/api/claims/${id}/supplements`, body),
  );

export const useUpdateSupplement = (quoteId: number) =>
  useClaimMutation(
    quoteId,
    ({ id, supplementId, body }: { id: number; supplementId: number; body: SupplementInput }) =>
      apiJson<Claim>('PUT', `/api/claims/${id}/supplements/${supplementId}`, body),
  );

export const useSupplementStatus = (quoteId: number) =>
  useClaimMutation(
    quoteId,
    ({
      id,
      supplementId,
      body,
    }: {
      id: number;
      supplementId: number;
      body: SupplementStatusInput;
    }) => apiJson<Claim>('POST', `/api/claims/${id}/supplements/${supplementId}/status`, body),
  );

/** Deletes a draft supplement (204), then reads the claim again. */
export function useDeleteSupplement(quoteId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, supplementId }: { id: number; supplementId: number }) =>
      apiRequest('DELETE', `/api/claims/${id}/supplements/${supplementId}`),
    onSuccess: () => queries.invalidateQueries({ queryKey: claimKeys.job(quoteId) }),
  });
}

/** Uploads one evidence document (PDF, JPEG or PNG) to a supplement, reporting progress. */
export function useUploadSupplementDocument(quoteId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      supplementId,
      file,
      onProgress,
    }: {
      id: number;
      supplementId: number;
      file: File;
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadWithProgress<ClaimDocument>(
        `/api/claims/${id}/supplements/${supplementId}/documents`,
        form,
        onProgress,
      );
    },
    onSuccess: () => queries.invalidateQueries({ queryKey: claimKeys.job(quoteId) }),
  });
}

/**
 * An insurer check: the claim comes back with it, and the job's billing (ledger, balance), the
 * receivables and the money tiles are read again, so the Billing tab shows it.
 */
export function useRecordInsurerPayment(quoteId: number) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: InsurerPaymentInput }) =>
      apiJson<Claim>('POST', `/api/claims/${id}/payments`, body),
    onSuccess: (claim) => {
      queries.setQueryData(claimKeys.job(quoteId), claim);
      void queries.invalidateQueries({ queryKey: claimKeys.all, exact: true });
      void queries.invalidateQueries({ queryKey: invoiceKeys.job(quoteId) });
      void queries.invalidateQueries({ queryKey: invoiceKeys.receivables });
      void queries.invalidateQueries({ queryKey: invoiceKeys.stats });
      // The old after-sales view reads the same payments table.
      void queries.invalidateQueries({ queryKey: ['/api/quotes', quoteId, 'after-sales'] });
    },
  });
}

/** Prints a claim packet (the PDF is made before the answer); the packets list is read again. */
export function useCreateClaimPacket() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClaimPacketInput }) =>
      apiJson<ClaimPacket>('POST', `/api/claims/${id}/packet`, body),
    onSuccess: (packet) =>
      queries.invalidateQueries({ queryKey: claimKeys.packets(packet.claimId) }),
  });
}
