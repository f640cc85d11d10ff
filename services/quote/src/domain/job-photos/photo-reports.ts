import { createHash, randomUUID } from 'node:crypto';
import {
  easternToday,
  type PhotoReport,
  type PhotoReportInputSchema,
  type PhotoReportShareSchema,
  photoReportShared,
} from '@roofing/contracts';
import { AppError, notFound, type ServiceContext } from '@roofing/platform';
import { createElement, type ReactNode } from 'react';
import type { z } from 'zod';
import { PhotoReportSections, photoReportHtml } from '../../documents/photo-report.tsx';
import { printDocumentPdfWithin } from '../../documents/print.ts';
import { jobPhotoStore, photoReportStore } from '../../store/job-photos.ts';
import type { PhotoReportRow, QuoteRow } from '../../store/schema.ts';
import { customerOf } from '../estimate-view.ts';
import { toPhotoReport } from './photo-views.ts';

/** Printing a report in the request may take this long before the caller is told to retry. */
const PRINT_TIMEOUT_MS = 45_000;

const NO_REPORT = 'No photo report with that id.';

/** The job's photos the report names, in its order; 400 naming any that is not this job's. */
async function reportPhotos(ctx: ServiceContext, quoteId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const photos = await jobPhotoStore(ctx.db).ofJobInOrder(quoteId, unique);
  if (photos.length !== unique.length) {
    const found = new Set(photos.map((photo) => photo.id));
    const missing = unique.filter((id) => !found.has(id));
    throw new AppError(
      'VALIDATION_FAILED',
      `Photo ${missing.join(', ')} is not one of this job's photos.`,
      { photoIds: "Choose photos of this job (a deleted photo can't go in a new report)" },
    );
  }
  return photos;
}

/**
 * A photo inspection report: printed now to a PDF from the chosen photos (with their marks) and
 * stored as printed, so what the homeowner and the adjuster read never changes under them.
 */
export async function createPhotoReport(
  ctx: ServiceContext,
  quote: QuoteRow,
  input: z.infer<typeof PhotoReportInputSchema>,
  createdBy: string,
): Promise<PhotoReport> {
  const photos = await reportPhotos(ctx, quote.id, input.photoIds);
  const inspectedOn = input.inspectedOn ?? easternToday();
  const html = photoReportHtml({
    title: input.title,
    inspectedOn,
    roofSummary: input.roofSummary,
    findings: input.findings,
    recommendations: input.recommendations,
    photos,
    estimateNumber: quote.estimateNumber,
    customer: {
      name: `${quote.firstName} ${quote.lastName}`,
      phone: quote.phone,
      email: quote.email,
    },
    property: quote,
    preparedBy: createdBy,
    language: quote.language,
  });
  const { pdf, pageCount } = await printDocumentPdfWithin(
    ctx,
    html,
    PRINT_TIMEOUT_MS,
    'The report took too long to print; try again.',
  );
  const row = await photoReportStore(ctx.db).insert({
    quoteId: quote.id,
    estimateNumber: quote.estimateNumber,
    title: input.title,
    inspectedOn,
    roofSummary: input.roofSummary,
    findings: input.findings,
    recommendations: input.recommendations,
    photoIds: photos.map((photo) => photo.id),
    pdf,
    sha256: createHash('sha256').update(pdf).digest('hex'),
    pageCount,
    createdBy,
  });
  return toPhotoReport(row);
}

/** A report by id (with its PDF), or 404. */
export async function photoReportById(ctx: ServiceContext, id: number): Promise<PhotoReportRow> {
  const row = await photoReportStore(ctx.db).byId(id);
  if (!row) throw notFound(NO_REPORT);
  return row;
}

/**
 * A report of the portal's own job that the office shared, or 404: another project's report, or
 * one not shared yet, is no report at all to this session.
 */
export async function sharedPhotoReportOf(
  ctx: ServiceContext,
  quote: QuoteRow,
  id: number,
): Promise<PhotoReportRow> {
  const report = await photoReportStore(ctx.db).byId(id);
  if (!report || report.quoteId !== quote.id || !report.sharedAt) throw notFound(NO_REPORT);
  return report;
}

/** "photo-report-Q-2026-0042-7.pdf" */
export const photoReportPdfName = (row: { estimateNumber: string; id: number }) =>
  `photo-report-${row.estimateNumber}-${row.id}.pdf`;

/**
 * The report into the homeowner's portal, with `quote.photo-report.shared` (messaging e-mails
 * them a link). Sharing one already shared changes nothing and sends nothing again.
 */
export async function sharePhotoReport(
  ctx: ServiceContext,
  quote: QuoteRow,
  reportId: number,
  share: z.infer<typeof PhotoReportShareSchema>,
  correlationId: string = randomUUID(),
): Promise<PhotoReport> {
  return ctx.db.transaction(async (tx) => {
    const store = photoReportStore(tx);
    const report = await store.listing(reportId);
    if (!report || report.quoteId !== quote.id) throw notFound(NO_REPORT);
    if (report.sharedAt) return toPhotoReport(report);
    const sharedAt = new Date();
    const note = share.note ?? null;
    const shared = await store.markShared(reportId, sharedAt, note);
    // Two shares at once: the one that marked it announces it; the other answers as it stands.
    if (!shared) return toPhotoReport((await store.listing(reportId)) ?? report);
    await ctx.publish(
      tx,
      photoReportShared,
      {
        ...customerOf(quote),
        reportId: report.id,
        title: report.title,
        inspectedOn: report.inspectedOn,
        photoCount: report.photoIds.length,
        note,
        sharedAt: sharedAt.toISOString(),
      },
      correlationId,
    );
    return toPhotoReport(shared);
  });
}

/**
 * A report's body without its cover (roof summary, photos two to a page with their marks,
 * findings, recommendations), drawn again from its stored text and photos for another document
 * (a claim packet). Photos deleted since the report was printed still show: it is the same report.
 */
export async function photoReportSections(
  ctx: ServiceContext,
  reportId: number,
): Promise<ReactNode> {
  const report = await photoReportById(ctx, reportId);
  const photos = await jobPhotoStore(ctx.db).ofJobInOrder(report.quoteId, report.photoIds, {
    withDeleted: true,
  });
  return createElement(PhotoReportSections, {
    report: {
      title: report.title,
      inspectedOn: report.inspectedOn,
      roofSummary: report.roofSummary,
      findings: report.findings,
      recommendations: report.recommendations,
      photos,
    },
  });
}
