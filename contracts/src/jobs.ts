import { z } from 'zod';
import { defineJob } from './define.ts';
import {
  ColdshieldLeadCreatedDataSchema,
  ContactReceivedDataSchema,
  coldshieldFollowUpTriggered,
  estimatePrepared,
  estimateResponded,
  feedbackReceived,
  InspectionRequestedDataSchema,
  instantQuoteGenerated,
  lookupMissesSpiked,
  MessagePostedDataSchema,
  portalCodeRequested,
  QuoteRequestedDataSchema,
  quoteStatusChanged,
  StaffSignInAlertDataSchema,
  serviceRequestOpened,
  visitRescheduled,
} from './events.ts';
import { QUEUES } from './queues.ts';

export * from './queues.ts';

/**
 * Job data carries the event that caused it (event-carried state), so the worker needs no other
 * service; `eventId` is the business key the job id and each e-mail's dedupe key derive from.
 */
const caused = { eventId: z.string(), correlationId: z.string() };

/** The customer's confirmation and the office's alert for a new quote request. */
export const quoteRequestedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'quote-requested-emails',
  version: 1,
  schema: z.object({ ...caused, quote: QuoteRequestedDataSchema }),
});

/** The office's alert that a staff account is under a guessing attack (not locked). */
export const staffSignInAlertEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'staff-sign-in-alert-emails',
  version: 1,
  schema: z.object({ ...caused, alert: StaffSignInAlertDataSchema }),
});

/** The office's alert and the sender's acknowledgement for a contact-form message. */
export const contactReceivedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'contact-received-emails',
  version: 1,
  schema: z.object({ ...caused, contact: ContactReceivedDataSchema }),
});

/** The office's alert and the homeowner's confirmation for a new inspection request. */
export const inspectionRequestedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'inspection-requested-emails',
  version: 1,
  schema: z.object({ ...caused, inspection: InspectionRequestedDataSchema }),
});

/**
 * The e-mails of a project message: a customer's message alerts the office (key: the event id);
 * team messages reach the customer through a digest (`customerDigestId`), at most one e-mail per
 * estimate in 10 minutes, counting the messages it covers (key: the digest id).
 */
export const messagePostedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'message-posted-emails',
  version: 1,
  schema: z.object({
    ...caused,
    message: MessagePostedDataSchema,
    customerDigestId: z.number().int().nullable(),
  }),
});

/** The customer's e-mail for a status they hear about: visit scheduled, work started, completed. */
export const quoteStatusEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'quote-status-emails',
  version: 1,
  schema: z.object({ ...caused, change: quoteStatusChanged.schema }),
});

/** The one-time code to act on an estimate, to the e-mail on file (key: the event id). */
export const portalCodeEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'portal-code-emails',
  version: 1,
  schema: z.object({ ...caused, request: portalCodeRequested.schema }),
});

/** The customer's e-mail when staff set, move or clear the site visit (key: the event id). */
export const visitRescheduledEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'visit-rescheduled-emails',
  version: 1,
  schema: z.object({ ...caused, visit: visitRescheduled.schema }),
});

/** "Your estimate is ready" to the customer (`revised`: it replaces one they already had). */
export const estimatePreparedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'estimate-prepared-emails',
  version: 1,
  schema: z.object({ ...caused, estimate: estimatePrepared.schema, revised: z.boolean() }),
});

/** The customer's receipt or acknowledgement of their answer, and the office's alert. */
export const estimateRespondedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'estimate-responded-emails',
  version: 1,
  schema: z.object({ ...caused, answer: estimateResponded.schema }),
});

/** The office's alert and the customer's acknowledgement for a service request after the job. */
export const serviceRequestOpenedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'service-request-opened-emails',
  version: 1,
  schema: z.object({ ...caused, request: serviceRequestOpened.schema }),
});

/** The office's note of a customer's rating of a completed job (flagged when it needs a call). */
export const feedbackReceivedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'feedback-received-emails',
  version: 1,
  schema: z.object({ ...caused, feedback: feedbackReceived.schema }),
});

/**
 * A reminder 3 or 7 days after an estimate became ready (key
 * `<estimateNumber>-<preparedAt>-d3|d7`), sent only while still owed and never in quiet hours;
 * `notBefore` is set on a reminder moved out of quiet hours. `eventId` is the preparation's.
 */
export const estimateReminder = defineJob({
  queue: QUEUES.notifications,
  name: 'estimate-reminder',
  version: 1,
  schema: z.object({
    ...caused,
    reminder: z.enum(['d3', 'd7']),
    estimate: estimatePrepared.schema,
    notBefore: z.string().optional(),
  }),
});

/** The office's alert and the lead's acknowledgement for a ColdShield thermal-scan request. */
export const coldshieldLeadEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'coldshield-lead-emails',
  version: 1,
  schema: z.object({ ...caused, lead: ColdshieldLeadCreatedDataSchema }),
});

/**
 * Lead service: 2 business days after a ColdShield lead arrived (key `lead-<id>`, delayed), it
 * checks whether staff moved the lead on; if not, marks its follow-up sent and announces it.
 */
export const coldshieldFollowUp = defineJob({
  queue: QUEUES.leads,
  name: 'coldshield-follow-up',
  version: 1,
  schema: z.object({
    leadId: z.number().int(),
    correlationId: z.string(),
    /** When it was due (ISO): the follow-up is owed from then on. */
    dueAt: z.string(),
  }),
});

/** The one follow-up e-mail to a ColdShield lead nobody reached, and a nudge to the office. */
export const coldshieldFollowUpEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'coldshield-follow-up-emails',
  version: 1,
  schema: z.object({ ...caused, lead: coldshieldFollowUpTriggered.schema }),
});

/** The customer's instant quote e-mail and the office's alert (flagged when it needs review). */
export const instantQuoteEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'instant-quote-emails',
  version: 1,
  schema: z.object({ ...caused, quote: instantQuoteGenerated.schema }),
});

/**
 * Speak one text (queue `tts`, AI worker). The text and voice live in the AI service's speech
 * table under `clipKey` (a hash of voice and text); the worker reads them and stores the audio.
 */
export const renderSpeech = defineJob({
  queue: QUEUES.tts,
  name: 'render-speech',
  version: 1,
  schema: z.object({ clipKey: z.string().regex(/^[a-f0-9]{64}$/), correlationId: z.string() }),
});

/** Print one HTML document to PDF (queue `documents`, AI worker); the HTML waits in its row. */
export const renderPdf = defineJob({
  queue: QUEUES.documents,
  name: 'render-pdf',
  version: 1,
  schema: z.object({ renderId: z.string().uuid(), correlationId: z.string() }),
});

/** The office's alert that unknown estimate or instant-quote numbers are being guessed. */
export const lookupMissesSpikedEmails = defineJob({
  queue: QUEUES.notifications,
  name: 'lookup-misses-spiked-emails',
  version: 1,
  schema: z.object({ ...caused, spike: lookupMissesSpiked.schema }),
});
