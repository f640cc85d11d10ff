import { renderSignedContract } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { storeSignedPdf } from '../domain/contracts/countersign-contract.ts';
import { quoteStore } from '../store/quotes.ts';

/** After the office countersigned: the fully signed PDF, stored once and announced. */
export const runRenderSignedContract = handleJob(
  renderSignedContract,
  async ({ data, job, ctx }) => {
    const outcome = await storeSignedPdf(
      ctx,
      quoteStore(ctx.db),
      data.contractId,
      data.correlationId,
    );
    ctx.logger.info(
      { jobId: job.id, correlationId: data.correlationId, contractId: data.contractId, outcome },
      'signed contract PDF',
    );
  },
  // Chromium is heavy: two prints at a time per worker.
  { concurrency: 2 },
);
