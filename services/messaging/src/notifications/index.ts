import type { ConsumerDefinition, JobHandlerDefinition } from '@roofing/platform';
import { coldshieldFollowUpTriggeredNotification } from './coldshield-follow-up-triggered/notification.ts';
import { coldshieldLeadCreatedNotification } from './coldshield-lead-created/notification.ts';
import { contactReceivedNotification } from './contact-received/notification.ts';
import { contractCancelledNotification } from './contract-cancelled/notification.ts';
import { contractCountersignedNotification } from './contract-countersigned/notification.ts';
import { contractIssuedNotification } from './contract-issued/notification.ts';
import { contractSignedNotification } from './contract-signed/notification.ts';
import { estimatePreparedNotification } from './estimate-prepared/notification.ts';
import { estimateRespondedNotification } from './estimate-responded/notification.ts';
import { feedbackReceivedNotification } from './feedback-received/notification.ts';
import { inspectionRecordedNotification } from './inspection-recorded/notification.ts';
import { inspectionRequestedNotification } from './inspection-requested/notification.ts';
import { instantQuoteGeneratedNotification } from './instant-quote-generated/notification.ts';
import { invoiceIssuedNotification } from './invoice-issued/notification.ts';
import { onInvoiceSettled } from './invoice-settled/consumer.ts';
import { lookupMissesSpikedNotification } from './lookup-misses-spiked/notification.ts';
import { messagePostedNotification } from './message-posted/notification.ts';
import { paymentReceivedNotification } from './payment-received/notification.ts';
import { paymentRefundedNotification } from './payment-refunded/notification.ts';
import { permitDeadlineApproachingNotification } from './permit-deadline-approaching/notification.ts';
import { permitIssuedNotification } from './permit-issued/notification.ts';
import { photoReportSharedNotification } from './photo-report-shared/notification.ts';
import { portalCodeRequestedNotification } from './portal-code-requested/notification.ts';
import { quoteRequestedNotification } from './quote-requested/notification.ts';
import { quoteStatusChangedNotification } from './quote-status-changed/notification.ts';
import { serviceRequestOpenedNotification } from './service-request-opened/notification.ts';
import { staffSignInAlertNotification } from './staff-sign-in-alert/notification.ts';
import { visitRescheduledNotification } from './visit-rescheduled/notification.ts';

/** Every e-mail the service sends, one declaration each (one folder each beside this file). */
const NOTIFICATIONS = [
  quoteRequestedNotification,
  contactReceivedNotification,
  inspectionRequestedNotification,
  messagePostedNotification,
  quoteStatusChangedNotification,
  visitRescheduledNotification,
  portalCodeRequestedNotification,
  estimatePreparedNotification,
  estimateRespondedNotification,
  coldshieldLeadCreatedNotification,
  coldshieldFollowUpTriggeredNotification,
  instantQuoteGeneratedNotification,
  serviceRequestOpenedNotification,
  feedbackReceivedNotification,
  lookupMissesSpikedNotification,
  staffSignInAlertNotification,
  contractIssuedNotification,
  contractSignedNotification,
  contractCountersignedNotification,
  contractCancelledNotification,
  invoiceIssuedNotification,
  paymentReceivedNotification,
  paymentRefundedNotification,
  permitDeadlineApproachingNotification,
  permitIssuedNotification,
  inspectionRecordedNotification,
  photoReportSharedNotification,
];

// biome-ignore lint/suspicious/noExplicitAny: consumers of different events
export const NOTIFICATION_CONSUMERS: ConsumerDefinition<any>[] = [
  ...NOTIFICATIONS.map((notification) => notification.consumer),
  // No e-mail: records that an invoice is settled, which stops its overdue reminders.
  onInvoiceSettled,
];
export const NOTIFICATION_JOBS: JobHandlerDefinition[] = NOTIFICATIONS.flatMap(
  (notification) => notification.handlers,
);
