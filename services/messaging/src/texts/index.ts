import type { ConsumerDefinition, JobHandlerDefinition } from '@roofing/platform';
import { sendTextHandler } from '../sms/send-text.ts';
import { textsOnContactReceived } from './contact-received.ts';
import { textsOnEstimatePrepared } from './estimate-prepared.ts';
import { textsOnInspectionRecorded } from './inspection-recorded.ts';
import { textsOnInspectionRequested } from './inspection-requested.ts';
import { textsOnMessagePosted } from './message-posted.ts';
import { textsOnPaymentReceived } from './payment-received.ts';
import { textsOnPortalCodeRequested } from './portal-code-requested.ts';
import { textsOnQuoteRequested } from './quote-requested.ts';
import { textsOnQuoteStatusChanged } from './quote-status-changed.ts';
import { textsOnServiceRequestOpened } from './service-request-opened.ts';
import { visitReminderHandler } from './visit-reminder.ts';
import { textsOnVisitRescheduled } from './visit-rescheduled.ts';

/** Every text the service sends, one consumer per event (one file each beside this one). */
// biome-ignore lint/suspicious/noExplicitAny: consumers of different events
export const TEXT_CONSUMERS: ConsumerDefinition<any>[] = [
  textsOnQuoteRequested,
  textsOnContactReceived,
  textsOnInspectionRequested,
  textsOnQuoteStatusChanged,
  textsOnVisitRescheduled,
  textsOnEstimatePrepared,
  textsOnPortalCodeRequested,
  textsOnInspectionRecorded,
  textsOnPaymentReceived,
  textsOnServiceRequestOpened,
  textsOnMessagePosted,
];

/** The `sms` queue's jobs: sending one recorded text, and the day-before visit reminder. */
export const TEXT_JOBS: JobHandlerDefinition[] = [sendTextHandler, visitReminderHandler];
