import { randomUUID } from 'node:crypto';
import { renderPdf } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { awaitJobResult } from '../jobs/await-job-result.ts';
import type { RenderStore } from '../store/pdf-renders.ts';

const POLL_MS = 100;
/** A browser hiccup is worth a second try; a third would outlast the request's wait. */
export const PDF_JOB_ATTEMPTS = 2;

export type PdfResult =
  | { kind: 'pdf'; pdf: Buffer; pageCount: number | null; documentType: string }
  | { kind: 'failed'; error: string }
  | { kind: 'timeout' };

/**
 * A PDF of sanitised HTML from a `documents` job. The web tier never prints: it stores the HTML,
 * enqueues the job (keyed by the render's id) and waits at most PDF_WAIT_MS for the worker.
 */
export async function requestPdf(
  ctx: ServiceContext,
  store: RenderStore,
  input: {
    html: string;
    documentType: string;
    requestedBy: string;
    correlationId: string;
    waitMs: number;
    signal?: AbortSignal;
  },
): Promise<PdfResult> {
  const id = randomUUID();
  await store.insert({
    id,
    documentType: input.documentType,
    html: input.html,
    requestedBy: input.requestedBy,
  });
  await ctx.enqueue(
    renderPdf,
    { renderId: id, correlationId: input.correlationId },
    { key: id, attempts: PDF_JOB_ATTEMPTS, backoffMs: 500 },
  );
  const settled = await awaitJobResult(
    async () => {
      const state = await store.state(id);
      return state && state.status !== 'pending' ? state : undefined;
    },
    { timeoutMs: input.waitMs, intervalMs: POLL_MS, signal: input.signal },
  );
  if (!settled) return { kind: 'timeout' };
  if (settled.status === 'failed') return { kind: 'failed', error: settled.error ?? '' };
  const finished = await store.finished(id);
  return finished ? { kind: 'pdf', ...finished } : { kind: 'timeout' };
}
