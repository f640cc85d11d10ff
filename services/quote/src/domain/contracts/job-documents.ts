import type { JobDocumentSchema } from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import type { z } from 'zod';
import { invoicesOf } from '../../store/billing.ts';
import type { ContractStore } from '../../store/contracts.ts';
import { photoReportStore } from '../../store/job-photos.ts';
import { photoReportPdfUrl } from '../job-photos/photo-views.ts';

type JobDocument = z.infer<typeof JobDocumentSchema>;
const KIND_WORDS: Record<string, string> = {
  deposit: 'Deposit',
  progress: 'Progress',
  final: 'Final',
};

/**
 * A job's documents for the portal or the dashboard: each signed contract once its PDF is stored,
 * then the standing invoices, then the photo inspection reports (the portal: those shared with
 * the homeowner), each with the URL that serves its PDF to that audience.
 */
export async function jobDocuments(
  db: Db,
  store: ContractStore,
  quote: { id: number; estimateNumber: string },
  audience: 'portal' | 'staff',
): Promise<JobDocument[]> {
  const portal = audience === 'portal';
  const signed = (await store.ofQuote(quote.id))
    .filter((row) => row.signedPdfStoredAt && row.status !== 'voided')
    .map((row) => ({
      kind: 'contract' as const,
      title: `Signed contract (version ${row.version})`,
      createdAt: (row.signedPdfStoredAt ?? row.issuedAt).toISOString(),
      url: portal ? `/api/contracts/portal/${row.id}/pdf` : `/api/contracts/${row.id}/pdf`,
    }));
  const standing = (await invoicesOf(db, quote.estimateNumber)).filter(
    (row) => row.status !== 'void',
  );
  const invoices = standing.map((row) => ({
    kind: 'invoice' as const,
    title: `${KIND_WORDS[row.kind] ?? 'Invoice'} invoice ${row.number}`,
    createdAt: row.createdAt.toISOString(),
    url: portal ? `/api/invoices/portal/${row.number}/pdf` : `/api/invoices/${row.number}/pdf`,
  }));
  const reports = (await photoReportStore(db).ofJob(quote.id, portal)).map((row) => ({
    kind: 'photo-report' as const,
    title: portal || row.sharedAt ? row.title : `${row.title} (not shared yet)`,
    createdAt: (row.sharedAt ?? row.createdAt).toISOString(),
    url: photoReportPdfUrl(row.id, audience),
  }));
  return [...signed, ...invoices, ...reports];
}
