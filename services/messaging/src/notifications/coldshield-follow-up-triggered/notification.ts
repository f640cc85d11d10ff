import { coldshieldFollowUpTriggered } from '@roofing/contracts';
import { DAY_MS, defineEmailNotification, office } from '../define-email-notification.ts';
import { coldshieldFollowUpEmail, officeColdshieldNudgeEmail } from './emails.tsx';

/**
 * The lead service triggers one follow-up per lead; an address used for many leads still gets at
 * most one follow-up a day. The office's nudge always goes.
 */
export const COLDSHIELD_FOLLOW_UPS_PER_RECIPIENT_PER_DAY = 1;

/** Nobody reached a ColdShield lead in 2 business days: its one follow-up, and the office's nudge. */
export const coldshieldFollowUpTriggeredNotification = defineEmailNotification({
  event: coldshieldFollowUpTriggered,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-coldshield-follow-up',
  job: { name: 'coldshield-follow-up-emails', version: 1, payload: 'lead' },
  steps: [
    {
      step: 'customer',
      type: 'coldshield_follow_up',
      to: (lead) => lead.email,
      // Answers go to the office, which books the scan.
      replyTo: office,
      cap: { max: COLDSHIELD_FOLLOW_UPS_PER_RECIPIENT_PER_DAY, windowMs: DAY_MS },
      email: (lead) => coldshieldFollowUpEmail(lead),
    },
    {
      step: 'office',
      type: 'office_coldshield_nudge',
      to: office,
      replyTo: (lead) => lead.email,
      email: (lead, { publicUrl }) => officeColdshieldNudgeEmail(lead, publicUrl),
    },
  ],
});
