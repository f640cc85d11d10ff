import { addCalendarDays, permitDeadlineSweep } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { scheduleSweep, sweepPermitDeadlines } from '../domain/contracts/permit-dates.ts';

/** Once a day: the permit-clock warnings, then the next day's sweep. */
export const runPermitDeadlineSweep = handleJob(
  permitDeadlineSweep,
  async ({ data, job, ctx }) => {
    const warned = await sweepPermitDeadlines(ctx, data.day, data.correlationId);
    ctx.logger.info({ jobId: job.id, day: data.day, warned }, 'permit deadlines swept');
    await scheduleSweep(ctx, addCalendarDays(data.day, 1));
  },
  { concurrency: 1 },
);
