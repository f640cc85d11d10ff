import {
  type Contract,
  easternToday,
  maskEmail,
  type PortalContract,
  type StaffContract,
} from '@roofing/contracts';
import type { ContractRow, QuoteRow } from '../../store/schema.ts';
import { customerOf } from '../estimate-view.ts';
import { toFloridaTerms } from './florida-terms.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** One signature's record (the image stays inside the PDF), or null while unsigned. */
const signatureOf = (
  name: string | null,
  signedAt: Date | null,
  ipAddress: string | null,
  userAgent: string | null,
  verifiedBy: string | null,
) =>
  name && signedAt
    ? {
        name,
        signedAt: signedAt.toISOString(),
        ipAddress: ipAddress ?? '',
        userAgent,
        verifiedBy: verifiedBy ?? '',
      }
    : null;

/** The contract record, for the office and billing (the images stay inside the PDF). */
export function toContract(row: ContractRow): Contract {
  return {
    id: row.id,
    quoteId: row.quoteId,
    estimateNumber: row.estimateNumber,
    version: row.version,
    status: row.status as Contract['status'],
    contractPrice: row.contractPrice,
    depositAmount: row.depositAmount,
    documentHash: row.documentHash,
    estimateHash: row.estimateHash,
    issuedAt: row.issuedAt.toISOString(),
    viewedAt: iso(row.viewedAt),
    customerSignature: signatureOf(
      row.signerName,
      row.signedAt,
      row.signerIp,
      row.signerUserAgent,
      row.signerVerifiedBy,
    ),
    countersignature: signatureOf(
      row.countersignerName,
      row.countersignedAt,
      row.countersignerIp,
      row.countersignerUserAgent,
      row.countersignerVerifiedBy,
    ),
    cancelBy: row.cancelBy,
    cancelledAt: iso(row.cancelledAt),
    cancellationReason: row.cancellationReason,
    voidedAt: iso(row.voidedAt),
    signedPdf:
      row.signedPdfSha256 && row.signedPdfStoredAt
        ? {
            sha256: row.signedPdfSha256,
            pageCount: row.signedPdfPages ?? 1,
            storedAt: row.signedPdfStoredAt.toISOString(),
          }
        : null,
    permit: {
      depositOverTenPercent: row.depositOverTenPercent,
      depositReceivedOn: row.depositReceivedOn,
      permitApplyBy: row.permitApplyBy,
      permitAppliedOn: row.permitAppliedOn,
      permitIssuedOn: row.permitIssuedOn,
      workStartBy: row.workStartBy,
      workStartedOn: row.workStartedOn,
    },
    florida: toFloridaTerms(row),
  };
}

/** A contract the customer signed (and perhaps the office countersigned): it binds. */
export const isSignedContract = <T extends Pick<ContractRow, 'status'>>(
  row: T | undefined,
): row is T => row?.status === 'signed' || row?.status === 'countersigned';

export const toStaffContract = (row: ContractRow): StaffContract => ({
  ...toContract(row),
  html: row.html,
});

/** The customer may sign the newest version while it is sent or viewed. */
export const canSign = (row: ContractRow) => row.status === 'sent' || row.status === 'viewed';

/** The customer may cancel a signed contract until the end of its cancelBy day (Eastern). */
export const canCancel = (row: ContractRow, now = new Date()) =>
  isSignedContract(row) && row.cancelBy !== null && easternToday(now) <= row.cancelBy;

/** The portal's contract: the document, who signed when, and what the customer may do now. */
export function toPortalContract(row: ContractRow, quote: QuoteRow): PortalContract {
  const { quoteId, customerSignature, countersignature, ...record } = toContract(row);
  return {
    ...record,
    html: row.html,
    customerSignedAt: customerSignature?.signedAt ?? null,
    customerSignerName: customerSignature?.name ?? null,
    countersignedAt: countersignature?.signedAt ?? null,
    canSign: canSign(row),
    canCancel: canCancel(row),
    codeSentTo: maskEmail(quote.email),
  };
}

/** What every contract event carries: who it is for and the contract's facts. */
export const contractFacts = (row: ContractRow, quote: QuoteRow) => ({
  ...customerOf(quote),
  contractId: row.id,
  version: row.version,
  contractPrice: row.contractPrice,
  depositAmount: row.depositAmount,
  documentHash: row.documentHash,
});
