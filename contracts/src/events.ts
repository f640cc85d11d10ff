import { z } from 'zod';
import { defineEvent } from './define.ts';
import { QuoteCustomerSchema } from './event-customer.ts';
import { FeedbackSchema, ServiceRequestSchema } from './http/after-sales.ts';
import { GeneratedTestSchema, KeyedTestQuestionSchema } from './http/ai.ts';
import { ContractSchema, InvoiceSchema, LedgerEntrySchema } from './http/billing.ts';
import { InstantQuoteSchema } from './http/instant-quote.ts';
import { ColdshieldLeadSchema, StaffInspectionRequestSchema } from './http/lead.ts';
import { ContactSchema, ProjectMessageSchema } from './http/messaging.ts';
import { QuoteSchema } from './http/quote.ts';
import { localeField } from './locale-schema.ts';
import { PAPERWORK_EVENTS } from './paperwork-events.ts';
import { ESTIMATE_ANSWERS } from './status.ts';
import { STORM_EVENTS } from './storm-events.ts';
import { TextConsentSchema } from './text-consent.ts';

/*
 * Every event: its subject (`type`), payload version and payload schema. A payload carries the
 * fields of the stored record it announces, so its schema is derived from that record's HTTP
 * schema (`.pick()`, `.extend()`) and only what the API does not serve (internal ids, the moment
 * of the event) is declared here. Subjects are on the wire (JetStream stream subjects, durable
 * consumers filter on them): never rename one without a migration.
 */

export const EventEnvelopeSchema = z.object({
  /** Unique; also the JetStream Nats-Msg-Id, so a re-published event is dropped. */
  id: z.uuid(),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string(),
  /** The request id of the HTTP call that caused the event. */
  correlationId: z.string(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof EventEnvelopeSchema>, 'data'> & {
  data: T;
};

/** The stored quote request as the quote service announces it (no status or staff fields). */
export const QuoteRequestedDataSchema = QuoteSchema.pick({
  estimateNumber: true,
  serviceType: true,
  propertyType: true,
  currentRoofMaterial: true,
  roofAge: true,
  projectDescription: true,
  isVeteran: true,
  isSenior: true,
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  streetAddress: true,
  city: true,
  state: true,
  zipCode: true,
  preferredDate: true,
  preferredTime: true,
  specialInstructions: true,
}).extend({
  quoteId: z.number().int(),
  requestedAt: z.string(),
  /** The customer's language (issue 24); absent on events from before it: English. */
  language: localeField,
  /** The consent to texts given on the form, with its proof; null when not given. */
  textConsent: TextConsentSchema.nullable().default(null),
});
export type QuoteRequestedData = z.infer<typeof QuoteRequestedDataSchema>;

/** The stored contact message as the messaging service announces it, with its internal id. */
export const ContactReceivedDataSchema = ContactSchema.pick({
  name: true,
  phone: true,
  email: true,
  subject: true,
  message: true,
}).extend({
  contactId: z.number().int(),
  receivedAt: z.string(),
  /** The form's language and its consent to texts (issue 24); absent on older events. */
  language: localeField,
  textConsent: TextConsentSchema.nullable().default(null),
});
/** Input: the fields added later (language, textConsent) may be absent (their defaults apply). */
export type ContactReceivedData = z.input<typeof ContactReceivedDataSchema>;

/** The stored inspection request as the lead service announces it (no status or staff fields). */
export const InspectionRequestedDataSchema = StaffInspectionRequestSchema.pick({
  requestNumber: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  propertyAddress: true,
  inspectionType: true,
  urgencyLevel: true,
  description: true,
  /** YYYY-MM-DD */
  preferredDate: true,
}).extend({
  requestedAt: z.string(),
  /** The form's language and its consent to texts (issue 24); absent on older events. */
  language: localeField,
  textConsent: TextConsentSchema.nullable().default(null),
});
/** Input: the fields added later (language, textConsent) may be absent (their defaults apply). */
export type InspectionRequestedData = z.input<typeof InspectionRequestedDataSchema>;

/** A homeowner asked for a roof inspection (POST /api/inspection-requests). */
export const inspectionRequested = defineEvent({
  type: 'lead.inspection.requested',
  version: 1,
  schema: InspectionRequestedDataSchema,
});

/**
 * Staff moved an inspection request to another status (`PATCH /api/inspection-requests/:id`,
 * setting the visit included): published only when the status really changes. Carries the status
 * and the moment, so a consumer keeps the newest whatever order they arrive in.
 */
export const inspectionStatusChanged = defineEvent({
  type: 'lead.inspection.status-changed',
  version: 1,
  schema: StaffInspectionRequestSchema.pick({
    requestNumber: true,
    status: true,
    urgencyLevel: true,
  }).extend({
    previousStatus: z.string(),
    /** When the change was stored (the request's `updatedAt`), ISO. */
    changedAt: z.string(),
  }),
});
export type InspectionStatusChangedData = z.infer<typeof inspectionStatusChanged.schema>;

/** A new quote request was stored. */
export const quoteRequested = defineEvent({
  type: 'quote.quote.requested',
  version: 1,
  schema: QuoteRequestedDataSchema,
});

/** A contact-form message was stored. */
export const contactReceived = defineEvent({
  type: 'messaging.contact.received',
  version: 1,
  schema: ContactReceivedDataSchema,
});

/** Staff changed a quote's status (any stored status, at any time). */
export const quoteStatusChanged = defineEvent({
  type: 'quote.quote.status-changed',
  version: 1,
  schema: QuoteCustomerSchema.extend({
    from: z.string(),
    to: z.string(),
    /** The site visit, when one is scheduled (ISO time). */
    scheduledDate: QuoteSchema.shape.scheduledDate,
    changedBy: z.string(),
    changedAt: z.string(),
  }),
});
export type QuoteStatusChangedData = z.infer<typeof quoteStatusChanged.schema>;

/**
 * Staff set, moved or cleared the site visit without changing the status (a status change that
 * schedules the visit is `quote.quote.status-changed`, which carries the date). Its own event: a
 * status-changed whose `from` equals its `to` would read as a transition to every consumer.
 */
export const visitRescheduled = defineEvent({
  type: 'quote.visit.rescheduled',
  version: 1,
  schema: QuoteCustomerSchema.extend({
    /** The quote's status, unchanged by this edit. */
    status: QuoteSchema.shape.status,
    /** The visit before the change (ISO time), or null when none was set. */
    previousDate: QuoteSchema.shape.scheduledDate,
    /** The visit now (ISO time), or null when staff took it off the calendar. */
    scheduledDate: QuoteSchema.shape.scheduledDate,
    changedBy: z.string(),
    changedAt: z.string(),
  }),
});
export type VisitRescheduledData = z.infer<typeof visitRescheduled.schema>;

/** Staff entered the estimate amount and proposal notes: the estimate is ready to answer. */
export const estimatePrepared = defineEvent({
  type: 'quote.estimate.prepared',
  version: 1,
  schema: QuoteCustomerSchema.extend({
    /** Set: a prepared estimate always has its amount. */
    estimateAmount: QuoteSchema.shape.estimateAmount.unwrap(),
    proposalNotes: QuoteSchema.shape.proposalNotes,
    /** Until when the customer can answer (30 days from the request). */
    expiresAt: z.string(),
    preparedBy: z.string(),
    preparedAt: z.string(),
  }),
});
export type EstimatePreparedData = z.infer<typeof estimatePrepared.schema>;

/** The customer answered a prepared estimate (track page or portal). */
export const estimateResponded = defineEvent({
  type: 'quote.estimate.responded',
  version: 1,
  schema: QuoteCustomerSchema.extend({
    /** `changes` is the portal's Request Changes; like questions it leaves the estimate open. */
    response: z.enum(ESTIMATE_ANSWERS),
    notes: QuoteSchema.shape.responseNotes,
    /** The status after the answer (questions and changes leave it at estimate_prepared). */
    status: QuoteSchema.shape.status,
    estimateAmount: QuoteSchema.shape.estimateAmount,
    respondedAt: z.string(),
    /** For an acceptance: what was accepted, when, from where (the customer's receipt). */
    acceptance: z
      .object({
        acceptedAt: z.string(),
        ipAddress: z.string(),
        userAgent: z.string().nullable(),
        estimateAmount: z.string(),
        proposalNotes: z.string().nullable(),
        estimateHash: z.string(),
        /**
         * The staff member who recorded the acceptance on the customer's behalf (from their
         * session); the address and browser are then theirs. null or absent: the customer's own.
         */
        recordedBy: z.string().nullish(),
      })
      .nullable(),
  }),
});
export type EstimateRespondedData = z.infer<typeof estimateResponded.schema>;

/**
 * A customer asked for service on a completed job from the portal (a leak, storm damage, a
 * warranty claim…). Carries their description: it goes to the office only.
 */
export const serviceRequestOpened = defineEvent({
  type: 'quote.service-request.opened',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    ServiceRequestSchema.pick({ requestType: true, priority: true, description: true }).shape,
  ).extend({ serviceRequestId: z.number().int(), openedAt: z.string() }),
});
export type ServiceRequestOpenedData = z.infer<typeof serviceRequestOpened.schema>;

const rating = FeedbackSchema.shape.overallRating.min(1).max(5);

/**
 * A customer rated their completed job from the portal (once per job). Carries their comments:
 * they go to the office only. A low rating is the office's cue to call before it becomes a
 * public review.
 */
export const feedbackReceived = defineEvent({
  type: 'quote.feedback.received',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    FeedbackSchema.pick({ wouldRecommend: true, comments: true }).shape,
  ).extend({
    feedbackId: z.number().int(),
    // The ratings keep the 1 to 5 bound the form enforces (the response schema does not state it).
    overallRating: rating,
    qualityRating: rating.nullable(),
    timelinessRating: rating.nullable(),
    communicationRating: rating.nullable(),
    receivedAt: z.string(),
  }),
});
export type FeedbackReceivedData = z.infer<typeof feedbackReceived.schema>;

/** A project message was stored (either side). Carries an excerpt, never the whole text. */
export const MessagePostedDataSchema = ProjectMessageSchema.pick({
  estimateNumber: true,
  senderType: true,
  senderName: true,
}).extend({
  /** The internal id (the API serves a random one): the office alert reloads the message by it. */
  id: z.number().int(),
  /** At most 280 characters of the text; the office alert reloads the whole message. */
  excerpt: z.string().max(280),
  hasImage: z.boolean(),
  postedAt: z.string(),
});
export type MessagePostedData = z.infer<typeof MessagePostedDataSchema>;

export const messagePosted = defineEvent({
  type: 'messaging.message.posted',
  version: 1,
  schema: MessagePostedDataSchema,
});

/** A lead for the ColdShield refrigeration-roof offer, as the lead service stored it. */
export const ColdshieldLeadCreatedDataSchema = ColdshieldLeadSchema.pick({
  name: true,
  email: true,
  phone: true,
  /** The facility's address. */
  address: true,
  message: true,
}).extend({
  leadId: z.number().int(),
  requestedAt: z.string(),
  /** The form's language (issue 24); absent on older events: English. */
  language: localeField,
});
export type ColdshieldLeadCreatedData = z.infer<typeof ColdshieldLeadCreatedDataSchema>;

/** Someone asked for a free thermal scan (POST /api/coldshield-leads). */
export const coldshieldLeadCreated = defineEvent({
  type: 'lead.coldshield.created',
  version: 1,
  schema: ColdshieldLeadCreatedDataSchema,
});

/**
 * Nobody on staff moved a ColdShield lead on within 2 business days: the lead service marked its
 * follow-up sent (once per lead) and the lead is owed one follow-up e-mail.
 */
export const coldshieldFollowUpTriggered = defineEvent({
  type: 'lead.coldshield.follow-up-triggered',
  version: 1,
  schema: ColdshieldLeadCreatedDataSchema.omit({ message: true }).extend({
    triggeredAt: z.string(),
  }),
});
export type ColdshieldFollowUpTriggeredData = z.infer<typeof coldshieldFollowUpTriggered.schema>;

/** Who an instant quote is for and what it says (money in whole dollars). */
const InstantQuoteFactsSchema = InstantQuoteSchema.pick({
  estimateNumber: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  address: true,
  city: true,
  state: true,
  zipCode: true,
  roofSquares: true,
  pricePerSquare: true,
  totalPrice: true,
  roofType: true,
  /** The satellite measurement, or null for a size entered by hand. */
  measurement: true,
  needsReview: true,
}).extend({
  /** The customer's language (issue 24); absent on older events: English. */
  language: localeField,
  /** The material priced (issue 25); absent on older events: shingle. */
  material: InstantQuoteSchema.shape.material.default('shingle'),
});

/** An instant quote was generated (POST /api/instant-quotes). */
export const instantQuoteGenerated = defineEvent({
  type: 'instantquote.quote.generated',
  version: 1,
  schema: InstantQuoteFactsSchema.extend({ generatedAt: z.string() }),
});
export type InstantQuoteGeneratedData = z.infer<typeof instantQuoteGenerated.schema>;

/**
 * Staff turned an instant quote into a full quote request; the quote service, which owns quotes,
 * creates it. Phone, city and ZIP are complete here (staff filled in what the customer left out).
 */
export const instantQuoteConversionRequested = defineEvent({
  type: 'instantquote.quote.conversion-requested',
  version: 1,
  schema: InstantQuoteFactsSchema.extend({
    customerPhone: z.string(),
    city: z.string(),
    zipCode: z.string(),
    requestedBy: z.string(),
    requestedAt: z.string(),
  }),
});
export type InstantQuoteConversionRequestedData = z.infer<
  typeof instantQuoteConversionRequested.schema
>;

/**
 * The AI service generated an employment test. The test, with its answer key, is the workforce
 * service's to keep: it stores it under `id` and scores the answers against that copy, once. The
 * browser only ever receives the questions (`GeneratedTestSchema`).
 */
export const employmentTestGenerated = defineEvent({
  type: 'ai.employment-test.generated',
  version: 1,
  schema: GeneratedTestSchema.extend({
    /** English or Spanish (issue 24); absent on events published before: English. */
    language: localeField,
    questions: z.array(KeyedTestQuestionSchema).min(1),
    generatedBy: z.string(),
    generatedAt: z.string(),
  }),
});
export type EmploymentTestGeneratedData = z.infer<typeof employmentTestGenerated.schema>;

/**
 * A customer asked for a one-time code to act on an estimate: the messaging service e-mails it to
 * the address on file. The only event that carries a secret: the code is worth something for 10
 * minutes and 5 tries, once (the quote service keeps only its hash).
 */
export const portalCodeRequested = defineEvent({
  type: 'quote.portal.code-requested',
  version: 1,
  schema: QuoteSchema.pick({ estimateNumber: true, firstName: true, email: true }).extend({
    code: z.string().regex(/^\d{6}$/),
    expiresAt: z.string(),
    /** What the code is for: opening the portal (absent on older events) or signing a contract. */
    purpose: z.enum(['portal', 'sign-contract']).default('portal'),
    /** The customer's language for the e-mail (issue 24); absent on older events: English. */
    language: localeField,
  }),
});
export type PortalCodeRequestedData = z.infer<typeof portalCodeRequested.schema>;

/**
 * Failed sign-ins for one staff account passed the per-account ceiling within the window, from
 * any number of addresses. The account is not locked (a stranger could then lock the office
 * out); the office is told, once per window.
 */
export const StaffSignInAlertDataSchema = z.object({
  username: z.string(),
  failures: z.number().int(),
  clients: z.number().int(),
  windowMinutes: z.number().int(),
  detectedAt: z.string(),
});
export type StaffSignInAlertData = z.infer<typeof StaffSignInAlertDataSchema>;
export const staffSignInAlert = defineEvent({
  type: 'workforce.staff.sign-in-alert',
  version: 1,
  schema: StaffSignInAlertDataSchema,
});

// ---------------------------------------------------------------- contracts, invoices, payments

const ContractFactsSchema = ContractSchema.pick({
  version: true,
  contractPrice: true,
  depositAmount: true,
  documentHash: true,
}).extend({ contractId: z.number().int() });

/** A contract was made from an accepted estimate (or a corrected version replaced one). */
export const contractIssued = defineEvent({
  type: 'quote.contract.issued',
  version: 1,
  schema: QuoteCustomerSchema.extend(ContractFactsSchema.shape).extend({
    issuedAt: z.string(),
    /** The version this one replaces (voided), if any. */
    replacesVersion: z.number().int().nullable(),
  }),
});
export type ContractIssuedData = z.infer<typeof contractIssued.schema>;

/** The customer signed (typed name, drawn signature, one-time code): the office countersigns. */
export const contractSigned = defineEvent({
  type: 'quote.contract.signed',
  version: 1,
  schema: QuoteCustomerSchema.extend(ContractFactsSchema.shape).extend({
    signerName: z.string(),
    signedAt: z.string(),
    cancelBy: z.string(),
  }),
});
export type ContractSignedData = z.infer<typeof contractSigned.schema>;

/**
 * The office countersigned and the fully signed PDF is stored: it travels here (base64, a few
 * hundred KB at most) so messaging can attach it to the customer's and the office's e-mails.
 */
export const contractCountersigned = defineEvent({
  type: 'quote.contract.countersigned',
  version: 1,
  schema: QuoteCustomerSchema.extend(ContractFactsSchema.shape).extend({
    signerName: z.string(),
    countersignedBy: z.string(),
    countersignedAt: z.string(),
    cancelBy: z.string(),
    pdfSha256: z.string(),
    pdfBase64: z.string(),
  }),
});
export type ContractCountersignedData = z.infer<typeof contractCountersigned.schema>;

/** The customer cancelled within the 3 business days (home solicitation sale). */
export const contractCancelled = defineEvent({
  type: 'quote.contract.cancelled',
  version: 1,
  schema: QuoteCustomerSchema.extend(ContractFactsSchema.shape).extend({
    cancelledAt: z.string(),
    reason: z.string().nullable(),
    /** Paid so far, to be refunded within 10 days of the cancellation. */
    refundDue: z.string(),
  }),
});
export type ContractCancelledData = z.infer<typeof contractCancelled.schema>;

/** An invoice was issued (deposit on signing, progress, final): e-mailed with its PDF link. */
export const invoiceIssued = defineEvent({
  type: 'quote.invoice.issued',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    InvoiceSchema.pick({
      number: true,
      kind: true,
      lines: true,
      subtotal: true,
      tax: true,
      total: true,
      balanceDue: true,
      issuedOn: true,
      dueOn: true,
      notes: true,
    }).shape,
  ).extend({ invoiceId: z.number().int() }),
});
export type InvoiceIssuedData = z.infer<typeof invoiceIssued.schema>;

/** An invoice's balance reached zero (or it was voided): its overdue reminders stop. */
export const invoiceSettled = defineEvent({
  type: 'quote.invoice.settled',
  version: 1,
  schema: z.object({
    invoiceId: z.number().int(),
    number: z.string(),
    estimateNumber: z.string(),
    how: z.enum(['paid', 'void']),
    settledAt: z.string(),
  }),
});
export type InvoiceSettledData = z.infer<typeof invoiceSettled.schema>;

/** Money arrived and is in the ledger (online on Stripe's webhook, or recorded by staff). */
export const paymentReceived = defineEvent({
  type: 'quote.payment.received',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    LedgerEntrySchema.pick({ invoiceNumber: true, method: true, amount: true, reference: true })
      .shape,
  ).extend({
    paymentId: z.number().int(),
    paidAt: z.string(),
    /** The job's balance after this payment. */
    balanceDue: z.string(),
  }),
});
export type PaymentReceivedData = z.infer<typeof paymentReceived.schema>;

/** Money went back to the customer (a Stripe refund, or one staff recorded). */
export const paymentRefunded = defineEvent({
  type: 'quote.payment.refunded',
  version: 1,
  schema: QuoteCustomerSchema.extend(
    LedgerEntrySchema.pick({ invoiceNumber: true, method: true, amount: true }).shape,
  ).extend({ refundId: z.number().int(), refundedAt: z.string(), balanceDue: z.string() }),
});
export type PaymentRefundedData = z.infer<typeof paymentRefunded.schema>;

/** A Florida permit-clock date (apply within 30 days of a >10 % deposit; start within 90) nears. */
export const permitDeadlineApproaching = defineEvent({
  type: 'quote.permit.deadline-approaching',
  version: 1,
  schema: QuoteCustomerSchema.extend({
    deadline: z.enum(['permit-application', 'work-start']),
    dueOn: z.string(),
    daysLeft: z.number().int(),
  }),
});
export type PermitDeadlineApproachingData = z.infer<typeof permitDeadlineApproaching.schema>;

/** Every event the system publishes. Never rename a type: consumers are durable. */
export const EVENTS = {
  portalCodeRequested,
  quoteRequested,
  contactReceived,
  messagePosted,
  inspectionRequested,
  inspectionStatusChanged,
  quoteStatusChanged,
  visitRescheduled,
  estimatePrepared,
  estimateResponded,
  serviceRequestOpened,
  feedbackReceived,
  coldshieldLeadCreated,
  coldshieldFollowUpTriggered,
  instantQuoteGenerated,
  instantQuoteConversionRequested,
  employmentTestGenerated,
  staffSignInAlert,
  contractIssued,
  contractSigned,
  contractCountersigned,
  contractCancelled,
  invoiceIssued,
  invoiceSettled,
  paymentReceived,
  paymentRefunded,
  permitDeadlineApproaching,
  ...PAPERWORK_EVENTS,
  ...STORM_EVENTS,
} as const;
export type EventType = (typeof EVENTS)[keyof typeof EVENTS]['type'];

/**
 * Unknown numbers (estimate, portal, progress search, estimate answers, instant quotes) looked up
 * across all clients passed the spike level within one window: someone is probably guessing from
 * many addresses. Published at most once per window, by the process whose miss crossed the level
 * (the quote or the instant-quote service); the office is e-mailed. Carries counts only.
 */
export const lookupMissesSpiked = defineEvent({
  type: 'quote.lookup.misses-spiked',
  version: 1,
  schema: z.object({
    /** Misses counted across all clients in the window when the level was passed. */
    misses: z.number().int(),
    /** The spike level (LOOKUP_MISS_SPIKE) and the window's start and length. */
    threshold: z.number().int(),
    windowStartedAt: z.string(),
    windowSeconds: z.number().int(),
    /** The added wait on every unknown-number answer until the window ends. */
    delayMs: z.number().int(),
    /** What the crossing miss looked up: estimate, portal-login, search, response, instant-quote. */
    kind: z.string(),
    detectedAt: z.string(),
  }),
});
export type LookupMissesSpikedData = z.infer<typeof lookupMissesSpiked.schema>;
