import { renderPdf } from '@roofing/contracts';
import { ChromiumMissing, sharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { printPdf } from '@roofing/documents/pdf/print-pdf';
import { handleJob, PermanentJobError } from '@roofing/platform';
import { aiSettings, workerConcurrency } from '../config.ts';
import { PDF_JOB_ATTEMPTS } from '../pdf/request-pdf.ts';
import { renderStore } from '../store/pdf-renders.ts';

/** Printed PDFs are fetched once by the request that waits for them; kept a day for a look. */
const KEEP_RENDERS_HOURS = 24;
const PRUNE_EVERY_MS = 3600_000;
let lastPrune = 0;

/**
 * Prints one stored document to PDF (queue `documents`) with the worker's shared Chromium.
 * Without Chromium the render fails at once with what to install; another failure is retried
 * once, then recorded, so the waiting request can answer instead of running out its wait.
 */
export const renderPdfHandler = handleJob(
  renderPdf,
  async ({ data, job, ctx }) => {
    const store = renderStore(ctx.db);
    const log = ctx.logger.child({ jobId: job.id, correlationId: data.correlationId });
    const render = await store.forPrinting(data.renderId);
    if (!render || render.status === 'ready') return;
    const started = performance.now();
    try {
      const browser = await sharedBrowser(aiSettings.of(ctx).CHROMIUM_PATH);
      const printed = await printPdf(browser, render.html);
      await store.storePdf(data.renderId, printed);
      log.info(
        {
          pages: printed.pageCount,
          bytes: printed.pdf.length,
          ms: Math.round(performance.now() - started),
        },
        'PDF printed',
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof ChromiumMissing) {
        await store.markFailed(data.renderId, message);
        log.error({ reason: message }, 'cannot print PDFs');
        throw new PermanentJobError(message);
      }
      if (job.attempt >= PDF_JOB_ATTEMPTS) await store.markFailed(data.renderId, message);
      throw error;
    }
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      const pruned = await store.pruneOlderThan(KEEP_RENDERS_HOURS);
      if (pruned > 0) log.info({ pruned }, 'old PDF renders deleted');
    }
  },
  { concurrency: workerConcurrency },
);
