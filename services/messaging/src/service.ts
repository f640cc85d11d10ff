import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { useLinkTokens } from './emails/format.ts';
import { onColdshieldFollowUpTriggered } from './events/on-coldshield-follow-up-triggered.ts';
import { onColdshieldLeadCreated } from './events/on-coldshield-lead-created.ts';
import { onContactReceived } from './events/on-contact-received.ts';
import { onEstimatePrepared } from './events/on-estimate-prepared.ts';
import { onEstimateResponded } from './events/on-estimate-responded.ts';
import { onFeedbackReceived } from './events/on-feedback-received.ts';
import { onInspectionRequested } from './events/on-inspection-requested.ts';
import { onInstantQuoteGenerated } from './events/on-instant-quote-generated.ts';
import { onLookupMissesSpiked } from './events/on-lookup-misses-spiked.ts';
import { onMessagePosted } from './events/on-message-posted.ts';
import { onPortalCodeRequested } from './events/on-portal-code-requested.ts';
import { onQuoteRequested } from './events/on-quote-requested.ts';
import { onQuoteRequestedEstimateCustomer } from './events/on-quote-requested-estimate-customer.ts';
import { onQuoteStatusChanged } from './events/on-quote-status-changed.ts';
import { onServiceRequestOpened } from './events/on-service-request-opened.ts';
import { onStaffSignInAlert } from './events/on-staff-sign-in-alert.ts';
import { onVisitRescheduled } from './events/on-visit-rescheduled.ts';
import { sendColdshieldFollowUpEmails } from './jobs/send-coldshield-follow-up-emails.ts';
import { sendColdshieldLeadEmails } from './jobs/send-coldshield-lead-emails.ts';
import { sendContactReceivedEmails } from './jobs/send-contact-received-emails.ts';
import { sendEstimatePreparedEmails } from './jobs/send-estimate-prepared-emails.ts';
import { sendEstimateReminder } from './jobs/send-estimate-reminder.ts';
import { sendEstimateRespondedEmails } from './jobs/send-estimate-responded-emails.ts';
import { sendFeedbackEmails } from './jobs/send-feedback-emails.ts';
import { sendInspectionRequestedEmails } from './jobs/send-inspection-requested-emails.ts';
import { sendInstantQuoteEmails } from './jobs/send-instant-quote-emails.ts';
import { sendLookupMissesSpikedEmails } from './jobs/send-lookup-misses-spiked-emails.ts';
import { sendMessagePostedEmails } from './jobs/send-message-posted-emails.ts';
import { sendPortalCodeEmails } from './jobs/send-portal-code-emails.ts';
import { sendQuoteRequestedEmails } from './jobs/send-quote-requested-emails.ts';
import { sendQuoteStatusEmails } from './jobs/send-quote-status-emails.ts';
import { sendServiceRequestEmails } from './jobs/send-service-request-emails.ts';
import { sendStaffSignInAlertEmails } from './jobs/send-staff-sign-in-alert-emails.ts';
import { sendVisitRescheduledEmails } from './jobs/send-visit-rescheduled-emails.ts';
import { contactRoutes } from './routes/contact-routes.ts';
import { messageImageRoutes } from './routes/message-image-routes.ts';
import {
  projectMessageRoutes,
  staffProjectMessageRoutes,
} from './routes/project-message-routes.ts';
import * as schema from './store/schema.ts';

/** The messaging service: contact messages, project messages and every e-mail we send. */
export const messagingService = defineService({
  name: 'messaging',
  prefixes: ['/api/contacts', '/api/project-messages'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async start(ctx) {
    // Links in customer e-mails carry a sealed single-use token, never the estimate number.
    useLinkTokens((estimateNumber) => ctx.portalLink(estimateNumber));
  },
  async routes(app, ctx) {
    await ctx.publicRoutes(app, (scope) => contactRoutes(scope, ctx));
    // The conversation is its customer's (portal session) and the team's: see message-access.ts.
    await ctx.customerOrStaffRoutes(app, async (scope) => {
      await projectMessageRoutes(scope, ctx);
      await messageImageRoutes(scope, ctx);
    });
    await ctx.staffRoutes(app, (scope) => staffProjectMessageRoutes(scope, ctx));
  },
  consumers: [
    onQuoteRequested,
    onContactReceived,
    onInspectionRequested,
    onQuoteRequestedEstimateCustomer,
    onMessagePosted,
    onQuoteStatusChanged,
    onVisitRescheduled,
    onPortalCodeRequested,
    onEstimatePrepared,
    onEstimateResponded,
    onColdshieldLeadCreated,
    onColdshieldFollowUpTriggered,
    onInstantQuoteGenerated,
    onServiceRequestOpened,
    onFeedbackReceived,
    onLookupMissesSpiked,
    onStaffSignInAlert,
  ],
  jobs: [
    sendQuoteRequestedEmails,
    sendContactReceivedEmails,
    sendInspectionRequestedEmails,
    sendMessagePostedEmails,
    sendQuoteStatusEmails,
    sendVisitRescheduledEmails,
    sendPortalCodeEmails,
    sendEstimatePreparedEmails,
    sendEstimateRespondedEmails,
    sendEstimateReminder,
    sendColdshieldLeadEmails,
    sendColdshieldFollowUpEmails,
    sendInstantQuoteEmails,
    sendServiceRequestEmails,
    sendFeedbackEmails,
    sendLookupMissesSpikedEmails,
    sendStaffSignInAlertEmails,
  ],
});
