import { createHash } from 'node:crypto';
import {
  type ClaimPacket,
  type ClaimPacketInputSchema,
  easternDay,
  easternToday,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import { and, eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { claimPacketHtml } from '../../documents/claim-packet.tsx';
import type { ContractReference } from '../../documents/claim-packet-sections.tsx';
import { printDocumentPdfWithin } from '../../documents/print.ts';
import { claimStore } from '../../store/claims.ts';
import { contractStore } from '../../store/contracts.ts';
import { firstRow } from '../../store/first-row.ts';
import { jobPhotoStore } from '../../store/job-photos.ts';
import { type ClaimRow, photoReports } from '../../store/schema.ts';
import { photoReportSections } from '../job-photos/photo-reports.ts';
import { claimView } from './claim-view.ts';

type PacketInput = z.output<typeof ClaimPacketInputSchema>;

/** Printing a packet (photos included) may take this long before the caller is told to retry. */
const PRINT_TIMEOUT_MS = 60_000;

/**
 * A letter that offers to waive, rebate, absorb or credit the deductible (or says it will be
 * covered for the homeowner) is refused: Florida forbids the offer (s. 489.147, s. 817.234(7)).
 */
const DEDUCTIBLE_OFFER =
  /\b(waiv\w*|rebat\w*|absorb\w*|credit\w*|discount\w*|forgiv\w*)\b[^.!?\n]{0,60}\bdeductibles?\b|\bdeductibles?\b[^.!?\n]{0,60}\b(waiv\w*|rebat\w*|absorb\w*|credit\w*|forgiv\w*|covered by us|free)\b/i;

export function checkCoverLetter(text: string | null | undefined): void {
  if (text && DEDUCTIBLE_OFFER.test(text)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'A cover letter may not offer to waive, rebate or absorb the deductible.',
      {
        coverLetter:
          'Take out what the letter says about the deductible: the packet states that the homeowner pays it',
      },
    );
  }
}

/** The contract the homeowner signed (the newest signed version), as the packet cites it. */
async function contractReference(
  ctx: ServiceContext,
  quoteId: number,
): Promise<ContractReference | null> {
  const versions = await contractStore(ctx.db).ofQuote(quoteId);
  const signed = versions.find(
    (row) => row.signedAt && ['signed', 'countersigned'].includes(row.status),
  );
  if (!signed?.signedAt) return null;
  return {
    version: signed.version,
    signedOn: easternDay(signed.signedAt),
    signerName: signed.signerName,
    countersignedOn: signed.countersignedAt ? easternDay(signed.countersignedAt) : null,
    contractPrice: signed.contractPrice,
    documentSha256: signed.documentHash,
    signedPdfSha256: signed.signedPdfSha256,
  };
}

/** "claim-FL-2291-packet-3.pdf" */
export const packetPdfName = (claim: Pick<ClaimRow, 'claimNumber'>, packetId: number) =>
  `claim-${claim.claimNumber.replace(/[^A-Za-z0-9-]+/g, '-')}-packet-${packetId}.pdf`;

/**
 * The claim packet printed now and kept as printed (its SHA-256 and page count beside it): the
 * supplement chosen must be this claim's, the photos and the photo report this job's.
 */
export async function createClaimPacket(
  ctx: ServiceContext,
  claimRow: ClaimRow,
  input: PacketInput,
  staff: StaffIdentity,
): Promise<ClaimPacket> {
  checkCoverLetter(input.coverLetter);
  const claim = await claimView(ctx.db, claimRow);
  const supplement = input.supplementId
    ? claim.supplements.find((each) => each.id === input.supplementId)
    : null;
  if (input.supplementId && !supplement) {
    throw new AppError('VALIDATION_FAILED', 'Choose a supplement of this claim.', {
      supplementId: 'Choose a supplement of this claim',
    });
  }
  const photoIds = [...new Set(input.photoIds)];
  const photos = await jobPhotoStore(ctx.db).ofJobInOrder(claim.quoteId, photoIds);
  if (photos.length !== photoIds.length) {
    throw new AppError('VALIDATION_FAILED', 'Choose photos of this job.', {
      photoIds: 'Some of these photos are not on this job',
    });
  }
  let attachedReport: ReactNode;
  if (input.photoReportId) {
    const report = await firstRow(
      ctx.db,
      photoReports,
      and(eq(photoReports.id, input.photoReportId), eq(photoReports.quoteId, claim.quoteId)),
    );
    if (!report) throw notFound('No such photo report on this job.');
    // The report's own pages (its photos with their marks, findings, recommendations) go last.
    attachedReport = await photoReportSections(ctx, report.id);
  }
  const html = claimPacketHtml({
    claim,
    supplement: supplement ?? null,
    photos,
    contract: await contractReference(ctx, claim.quoteId),
    coverLetter: input.coverLetter ?? null,
    preparedBy: staff.displayName,
    preparedOn: easternToday(),
    attachedReport,
  });
  const { pdf, pageCount } = await printDocumentPdfWithin(
    ctx,
    html,
    PRINT_TIMEOUT_MS,
    'The claim packet took too long to print; try again.',
  );
  const row = await claimStore(ctx.db).insertPacket(ctx.db, {
    claimId: claim.id,
    supplementId: supplement?.id ?? null,
    pdf,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    pageCount,
    createdBy: staff.displayName.slice(0, 100),
  });
  return toPacket(row);
}

export const toPacket = (row: {
  id: number;
  claimId: number;
  supplementId: number | null;
  sha256: string;
  pageCount: number;
  createdAt: Date;
  createdBy: string;
}): ClaimPacket => ({
  id: row.id,
  claimId: row.claimId,
  supplementId: row.supplementId,
  sha256: row.sha256,
  pageCount: row.pageCount,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.createdBy,
});
