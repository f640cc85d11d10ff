import type { Contract } from '@roofing/contracts';
import type { ContractRow } from '../../store/schema.ts';

// The billing screens show the job's contract as ContractSchema describes it, read straight from
// quote.contracts (same service). The contracts module has its own view of a contract with the
// same shape; this one serves billing only.

const signature = (
  name: string | null,
  at: Date | null,
  ip: string | null,
  userAgent: string | null,
  verifiedBy: string | null,
) =>
  name && at
    ? {
        name,
        signedAt: at.toISOString(),
        ipAddress: ip ?? '',
        userAgent,
        verifiedBy: verifiedBy ?? '',
      }
    : null;

export function contractSummary(row: ContractRow): Contract {
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
    viewedAt: row.viewedAt?.toISOString() ?? null,
    customerSignature: signature(
      row.signerName,
      row.signedAt,
      row.signerIp,
      row.signerUserAgent,
      row.signerVerifiedBy,
    ),
    countersignature: signature(
      row.countersignerName,
      row.countersignedAt,
      row.countersignerIp,
      row.countersignerUserAgent,
      row.countersignerVerifiedBy,
    ),
    cancelBy: row.cancelBy,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    signedPdf:
      row.signedPdfSha256 && row.signedPdfStoredAt
        ? {
            sha256: row.signedPdfSha256,
            pageCount: row.signedPdfPages ?? 0,
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

/** A contract the customer signed (and perhaps the office countersigned): it binds. */
export const isSignedContract = <T extends Pick<ContractRow, 'status'>>(
  row: T | undefined,
): row is T => row?.status === 'signed' || row?.status === 'countersigned';
