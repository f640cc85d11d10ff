import { coldshieldFollowUp } from '@roofing/contracts';
import { handleJob } from '@roofing/platform';
import { followUpColdshieldLead } from '../domain/follow-up-coldshield-lead.ts';
import { coldshieldLeadStore } from '../store/coldshield-leads.ts';

/** Runs when a lead's 2 business days are over (see followUpColdshieldLead). */
export const runColdshieldFollowUp = handleJob(coldshieldFollowUp, async ({ data, job, ctx }) => {
  const outcome = await followUpColdshieldLead(ctx, coldshieldLeadStore(ctx.db), data);
  ctx.logger.info(
    { jobId: job.id, correlationId: data.correlationId, leadId: data.leadId, outcome },
    'ColdShield follow-up checked',
  );
});
