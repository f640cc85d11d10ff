import {
  type Contract,
  easternToday,
  maskEmail,
  type PortalContract,
  type StaffContract,
} from '@roofing/contracts';
import type { ContractRow, QuoteRow } from '../../store/schema.ts';
import { customerOf } from '../estimate-view.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The contract record as staff read it (the images stay inside the PDF). */
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
    customerSignature:
      row.signedAt && row.signerName
        ? {
            name: row.signerName,
            signedAt: row.signedAt.toISOString(),
            ipAddress: row.signerIp ?? '',
            userAgent: row.signerUserAgent,
            verifiedBy: row.signerVerifiedBy ?? '',
          }
        : null,
    countersignature:
      row.countersignedAt && row.countersignerName
        ? {
            name: row.countersignerName,
            signedAt: row.countersignedAt.toISOString(),
            ipAddress: row.countersignerIp ?? '',
            userAgent: row.countersignerUserAgent,
            verifiedBy: row.countersignerVerifiedBy ?? '',
          }
        : null,
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
  };
}

export const toStaffContract = (row: ContractRow): StaffContract => ({
  ...toContract(row),
  html: row.html,
});

/** The customer may sign the newest version while it is sent or viewed. */
export const canSign = (row: ContractRow) => row.status === 'sent' || row.status === 'viewed';

/** The customer may cancel a signed contract until the end of its cancelBy day (Eastern). */
export const canCancel = (row: ContractRow, now = new Date()) =>
  (row.status === 'signed' || row.status === 'countersigned') &&
  row.cancelBy !== null &&
  easternToday(now) <= row.cancelBy;

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
