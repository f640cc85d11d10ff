import { z } from 'zod';
import {
  calendarDate,
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  PageQuerySchema,
  rowIdParam,
  singleLineText,
} from './fields.ts';

/*
 * The money-and-signature half of a job (issue 22), owned by the quote service under
 * /api/contracts, /api/invoices and /api/payments: the contract made from the accepted estimate,
 * signed by the customer (typed name, drawn signature, one-time code) and countersigned by the
 * office; deposit, progress and final invoices; one ledger of payments and refunds, online
 * (Stripe PaymentIntents, real only on Stripe's signed webhook) or recorded by staff.
 * Money on the wire is a string of dollars and cents ("4500.00") in answers, and whole cents
 * (integers) in requests that move money, so no float ever decides a charge.
 */

/** Florida's rule (s. 489.126): a deposit above this share of the price starts the permit clock. */
export const FLORIDA_DEPOSIT_RULE_PERCENT = 10;
/** Apply for the permit within this many days of receiving such a deposit... */
export const PERMIT_APPLY_WITHIN_DAYS = 30;
/** ...and start the work within this many days of the permit's issue. */
export const WORK_START_WITHIN_DAYS = 90;
/** The office is warned this many days before either date lapses. */
export const PERMIT_WARNING_DAYS = 7;
/** The home solicitation sale cancellation window (s. 501.021-501.055): 3 business days. */
export const CANCELLATION_BUSINESS_DAYS = 3;
/**
 * Florida s. 489.147(6): a roof contract entered into based on events that are the subject of a
 * Governor's declaration of a state of emergency may be cancelled within this many (calendar)
 * days after it is signed, or by its official start date, whichever comes first.
 */
export const EMERGENCY_CANCELLATION_DAYS = 10;
/** The 2025 amendment limits that right to contracts made this many days after the declaration. */
export const EMERGENCY_CONTRACT_WITHIN_DAYS = 180;
/** An invoice is due this many days after it is issued unless staff say otherwise. */
export const INVOICE_DUE_DAYS = 14;
/** Overdue reminders: this many days apart, at most this many. */
export const OVERDUE_REMINDER_EVERY_DAYS = 7;
export const OVERDUE_REMINDERS_MAX = 3;

/** INV-2026-0001: the year it was issued and its place in that year. */
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{4,}$/;

export const CONTRACT_STATUSES = [
  'sent',
  'viewed',
  'signed',
  'countersigned',
  'cancelled',
  'voided',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
/** The office's words for each status (dashboard and portal). */
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  signed: 'Signed by customer',
  countersigned: 'Countersigned',
  cancelled: 'Cancelled',
  voided: 'Replaced by a newer version',
};

export const INVOICE_KINDS = ['deposit', 'progress', 'final'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;

/** How money came in (or went out). `card` and `us_bank_account` are Stripe's, online. */
export const PAYMENT_METHODS = [
  'card',
  'us_bank_account',
  'check',
  'insurer_check',
  'financing',
  'cash',
  'bank_transfer',
  'card_by_phone',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card (online)',
  us_bank_account: 'Bank account (ACH, online)',
  check: 'Check',
  insurer_check: 'Insurance company check',
  financing: 'Financing',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  card_by_phone: 'Card by phone',
};
/** The methods staff record by hand (the online ones arrive through Stripe's webhook). */
export const OFFLINE_PAYMENT_METHODS = [
  'check',
  'insurer_check',
  'financing',
  'cash',
  'bank_transfer',
  'card_by_phone',
] as const satisfies readonly PaymentMethod[];
export const LEDGER_ENTRY_KINDS = ['payment', 'refund'] as const;
export const LEDGER_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** Whole cents, positive, within decimal(10,2). */
export const centsField = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of cents, e.g. 150000 for $1,500.00` })
    .int(`${label} must be a whole number of cents, e.g. 150000 for $1,500.00`)
    .positive(`${label} must be more than $0.00`)
    .max(9_999_999_999, `${label} is too large`);

/** A drawn signature: a PNG data URL from the signature pad (at most ~65 KB: the body limit is 100 KB). */
export const signatureImageField = z
  .string({ error: 'Draw your signature in the box' })
  .max(90_000, 'The signature drawing is too large; clear it and sign again')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'Draw your signature in the box');

export const fullNameField = singleLineText('Full name', 200).refine(
  (value) => value.split(/\s+/).filter(Boolean).length >= 2,
  'Type your full name (first and last)',
);

export const ContractIdParamSchema = z.object({ id: rowIdParam });
export const QuoteIdPathSchema = z.object({ quoteId: rowIdParam });
export const InvoiceNumberParamSchema = z.object({
  number: z.string().regex(INVOICE_NUMBER_PATTERN, 'No such invoice'),
});

// ---------------------------------------------------------------- contracts

/** One signature as the record keeps it (the image is served inside the PDF only). */
export const SignatureRecordSchema = z.object({
  name: z.string(),
  signedAt: isoDateTime,
  ipAddress: z.string(),
  userAgent: z.string().nullable(),
  /** How the signer was verified: "one-time code e-mailed to m•••@example.com", "staff session (jlee, two-step)". */
  verifiedBy: z.string(),
});

/** The Florida deposit rule's dates on a job (all null when the deposit is 10 % or less). */
export const PermitDatesSchema = z.object({
  depositOverTenPercent: z.boolean(),
  /** When the deposit was received (the 30 days run from here). */
  depositReceivedOn: z.string().nullable(),
  permitApplyBy: z.string().nullable(),
  permitAppliedOn: z.string().nullable(),
  permitIssuedOn: z.string().nullable(),
  workStartBy: z.string().nullable(),
  workStartedOn: z.string().nullable(),
});
export type PermitDates = z.infer<typeof PermitDatesSchema>;

/**
 * The facts Florida's insurance-claim and emergency rules turn on (docs/florida-rules.md), fixed
 * on each contract version when it is issued: whether the job had an insurance claim, the
 * Governor's declaration of a state of emergency it was entered into under (s. 489.147(6)), and
 * the official start date clause (the day, and the work that starts that day).
 */
export const ContractFloridaTermsSchema = z.object({
  insuranceFunded: z.boolean(),
  /** "Executive Order 24-214 (Hurricane Milton)": null when no declaration applies. */
  emergencyDeclaration: z.string().nullable(),
  emergencyDeclaredOn: z.string().nullable(),
  officialStartDate: z.string().nullable(),
  officialStartWork: z.string().nullable(),
  /** The 10-day emergency right to cancel applies to this version (notice printed, window kept). */
  emergencyCancellation: z.boolean(),
});
export type ContractFloridaTerms = z.infer<typeof ContractFloridaTermsSchema>;

/**
 * POST /api/contracts/quote/:quoteId/reissue (staff), optional body: the emergency facts and the
 * official start date clause for the new version. No body keeps the previous version's facts; a
 * body replaces them all (null or missing clears one). Whether the job is insurance-funded is read
 * from its claim, never typed.
 */
export const ContractReissueSchema = z
  .object({
    emergencyDeclaration: optionalSingleLineText('Emergency declaration', 200),
    emergencyDeclaredOn: calendarDate('Declared on').nullable().optional(),
    officialStartDate: calendarDate('Official start date').nullable().optional(),
    officialStartWork: optionalSingleLineText('Work that starts that day', 300),
  })
  .superRefine((value, check) => {
    if (value.emergencyDeclaration && !value.emergencyDeclaredOn) {
      check.addIssue({
        code: 'custom',
        path: ['emergencyDeclaredOn'],
        message: 'Enter the day the state of emergency was declared',
      });
    }
    if (!value.emergencyDeclaration && value.emergencyDeclaredOn) {
      check.addIssue({
        code: 'custom',
        path: ['emergencyDeclaration'],
        message: 'Name the declaration (executive order number and storm)',
      });
    }
    if (value.officialStartDate && !value.officialStartWork) {
      check.addIssue({
        code: 'custom',
        path: ['officialStartWork'],
        message: 'Say what work starts on the official start date',
      });
    }
    if (!value.officialStartDate && value.officialStartWork) {
      check.addIssue({
        code: 'custom',
        path: ['officialStartDate'],
        message: 'Enter the official start date',
      });
    }
  });
export type ContractReissue = z.infer<typeof ContractReissueSchema>;

export const ContractSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  version: z.number().int(),
  status: z.enum(CONTRACT_STATUSES),
  contractPrice: z.string(),
  depositAmount: z.string(),
  /** SHA-256 of the contract document as issued (what the customer reads and signs). */
  documentHash: z.string(),
  /** SHA-256 of the estimate version it was made from. */
  estimateHash: z.string(),
  issuedAt: isoDateTime,
  viewedAt: isoDateTime.nullable(),
  customerSignature: SignatureRecordSchema.nullable(),
  countersignature: SignatureRecordSchema.nullable(),
  /**
   * The last day the customer may cancel: 3 business days after signing, or the later end of the
   * s. 489.147(6) emergency window (10 days, or the official start date if sooner) where it applies.
   */
  cancelBy: z.string().nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancellationReason: z.string().nullable(),
  voidedAt: isoDateTime.nullable(),
  /** Set once the fully signed PDF is stored (never rewritten). */
  signedPdf: z
    .object({ sha256: z.string(), pageCount: z.number().int(), storedAt: isoDateTime })
    .nullable(),
  permit: PermitDatesSchema,
  florida: ContractFloridaTermsSchema,
});
export type Contract = z.infer<typeof ContractSchema>;

/** GET /api/contracts/:id (staff): the record and the document as issued. */
export const StaffContractSchema = ContractSchema.extend({ html: z.string() });
export type StaffContract = z.infer<typeof StaffContractSchema>;

/** The portal's contract: the document to read plus what the customer may do now. */
export const PortalContractSchema = ContractSchema.omit({
  quoteId: true,
  customerSignature: true,
  countersignature: true,
}).extend({
  /** The contract's body as HTML (rendered by the server, escaped), shown in a sandboxed frame. */
  html: z.string(),
  customerSignedAt: isoDateTime.nullable(),
  customerSignerName: z.string().nullable(),
  countersignedAt: isoDateTime.nullable(),
  canSign: z.boolean(),
  canCancel: z.boolean(),
  /** Where the signing code goes (masked), for the form's hint. */
  codeSentTo: z.string(),
});
export type PortalContract = z.infer<typeof PortalContractSchema>;

/** POST /api/contracts/portal/signing-code — e-mails a one-time code to the address on file. */
export const SigningCodeSentSchema = z.object({ sentTo: z.string(), expiresInMinutes: z.number() });

/** POST /api/contracts/portal/sign */
export const ContractSignSchema = z.object({
  contractId: z.number().int().positive(),
  /** The documentHash of the version the customer read: a changed contract is refused (409). */
  documentHash: z.string().regex(/^[a-f0-9]{64}$/, 'Reload the contract and read it again'),
  fullName: fullNameField,
  signature: signatureImageField,
  code: z
    .string({ error: 'Enter the 6-digit code from the e-mail' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail'),
  /** The customer ticked "I have read the contract and agree to sign it electronically". */
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically' }),
});
export type ContractSign = z.infer<typeof ContractSignSchema>;

/** POST /api/contracts/:id/countersign (staff) */
export const ContractCountersignSchema = z.object({
  fullName: fullNameField,
  signature: signatureImageField,
});

/** POST /api/contracts/portal/cancel — until cancelBy (3 business days, or the emergency window). */
export const ContractCancelSchema = z.object({
  contractId: z.number().int().positive(),
  reason: optionalMultiLineText('Reason', 1000),
});

/** PUT /api/contracts/:id/permit-dates (staff): what has happened on the permit clock. */
export const PermitDatesUpdateSchema = z.object({
  permitAppliedOn: calendarDate('Permit applied on').nullable().optional(),
  permitIssuedOn: calendarDate('Permit issued on').nullable().optional(),
  workStartedOn: calendarDate('Work started on').nullable().optional(),
});

/** A document in the portal's Documents tool and the dashboard's job view. */
export const JobDocumentSchema = z.object({
  /** `photo-report`: a photo inspection report (the portal lists the shared ones). */
  kind: z.enum(['contract', 'invoice', 'photo-report']),
  title: z.string(),
  createdAt: isoDateTime,
  /** A same-origin URL under /api that serves the PDF to this caller. */
  url: z.string(),
});
export const JobDocumentListSchema = z.array(JobDocumentSchema);
export type JobDocument = z.infer<typeof JobDocumentSchema>;
/** What each kind of document is called wherever a list shows it (portal, office). */
export const JOB_DOCUMENT_KIND_LABELS: Record<JobDocument['kind'], string> = {
  contract: 'Contract',
  invoice: 'Invoice',
  'photo-report': 'Photo inspection report',
};

// ---------------------------------------------------------------- invoices

export const InvoiceLineSchema = z.object({
  description: singleLineText('Line description', 300),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .positive('Quantity must be more than 0')
    .max(100_000, 'Quantity is too large'),
  /** Whole cents per unit. */
  unitPriceCents: centsField('Unit price'),
});
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  contractId: z.number().int().nullable(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unitPrice: z.string(),
      amount: z.string(),
    }),
  ),
  subtotal: z.string(),
  taxRatePercent: z.string().nullable(),
  tax: z.string(),
  total: z.string(),
  /** Payments applied, less refunds of them. */
  paid: z.string(),
  balanceDue: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  overdue: z.boolean(),
  notes: z.string().nullable(),
  paidAt: isoDateTime.nullable(),
  voidedAt: isoDateTime.nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** POST /api/invoices/quote/:quoteId (staff): a progress or final invoice. */
export const InvoiceCreateSchema = z.object({
  kind: z.enum(['progress', 'final'], { error: 'Choose progress or final' }),
  lines: z.array(InvoiceLineSchema).min(1, 'Add at least one line').max(50, 'At most 50 lines'),
  taxRatePercent: z
    .number({ error: 'Tax rate must be a number' })
    .min(0, 'Tax rate cannot be negative')
    .max(20, 'Tax rate must be at most 20 %')
    .nullable()
    .optional(),
  dueOn: calendarDate('Due date').optional(),
  notes: optionalMultiLineText('Notes', 2000),
});
export type InvoiceCreate = z.input<typeof InvoiceCreateSchema>;

/** PUT /api/invoices/deposit-terms/:quoteId (staff): an estimate's deposit, amount or percent. */
export const DepositTermsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number({ error: 'Deposit percent must be a number' })
      .min(0, 'Deposit percent cannot be negative')
      .max(100, 'Deposit percent must be at most 100'),
  }),
  z.object({ kind: z.literal('amount'), amountCents: centsField('Deposit amount') }),
]);
export type DepositTerms = z.infer<typeof DepositTermsSchema>;

// ---------------------------------------------------------------- ledger

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  invoiceNumber: z.string().nullable(),
  kind: z.enum(LEDGER_ENTRY_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  status: z.enum(LEDGER_STATUSES),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  recordedBy: z.string(),
  paidAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

/** One job's money: what the dashboard's job view and the portal show. */
export const JobBillingSchema = z.object({
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  customerName: z.string(),
  contract: ContractSchema.nullable(),
  contractPrice: z.string().nullable(),
  deposit: z.object({
    terms: DepositTermsSchema,
    amount: z.string().nullable(),
    paid: z.string(),
    due: z.string(),
  }),
  invoices: z.array(InvoiceSchema),
  ledger: z.array(LedgerEntrySchema),
  /** Invoiced less net paid. */
  balanceDue: z.string(),
  /** Net paid (payments less refunds). */
  paid: z.string(),
  documents: JobDocumentListSchema,
});
export type JobBilling = z.infer<typeof JobBillingSchema>;

/** The portal's view of the same (no staff names, no processor references). */
export const PortalBillingSchema = z.object({
  estimateNumber: z.string(),
  contractPrice: z.string().nullable(),
  invoices: z.array(InvoiceSchema.omit({ quoteId: true, contractId: true, id: true })),
  payments: z.array(
    LedgerEntrySchema.pick({
      invoiceNumber: true,
      kind: true,
      method: true,
      amount: true,
      status: true,
      paidAt: true,
      createdAt: true,
    }),
  ),
  paid: z.string(),
  balanceDue: z.string(),
  payOnline: z.boolean(),
});
export type PortalBilling = z.infer<typeof PortalBillingSchema>;

/** POST /api/payments/quote/:quoteId (staff): money that arrived (or a refund made) by hand. */
export const OfflinePaymentCreateSchema = z.object({
  kind: z.enum(LEDGER_ENTRY_KINDS).default('payment'),
  method: z.enum(OFFLINE_PAYMENT_METHODS, { error: 'Choose how the money came' }),
  amountCents: centsField('Amount'),
  invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN, 'Choose an invoice').nullish(),
  /** Check number, insurer claim number, financing approval… */
  reference: optionalSingleLineText('Reference', 100),
  description: optionalSingleLineText('Note', 300),
  receivedOn: calendarDate('Received on').optional(),
});
export type OfflinePaymentCreate = z.input<typeof OfflinePaymentCreateSchema>;

/** POST /api/payments/:id/refund (staff): an online payment refunded through Stripe. */
export const RefundCreateSchema = z.object({
  amountCents: centsField('Refund amount'),
  reason: singleLineText('Reason', 300),
});

/** GET /api/payments/portal/config — how this customer can pay. */
export const PaymentConfigSchema = z
  .discriminatedUnion('mode', [
    z.object({
      mode: z.literal('stripe'),
      publishableKey: z.string(),
      /** Stripe.js (https://js.stripe.com/v3 in production; the local test server's in tests). */
      stripeJsUrl: z.string(),
    }),
    z.object({ mode: z.literal('offline') }),
  ])
  .and(
    z.object({
      /** How to pay by check or bank transfer: always shown. */
      offline: z.object({
        payableTo: z.string(),
        mailTo: z.string(),
        bankTransfer: z.string(),
        memo: z.string(),
      }),
    }),
  );
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

/** POST /api/payments/portal/intents — start paying an invoice (all or part of its balance). */
export const PaymentIntentCreateSchema = z.object({
  invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN, 'Choose an invoice'),
  amountCents: centsField('Amount'),
});
export const PaymentIntentCreatedSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.string(),
});

// ---------------------------------------------------------------- the office's lists

export const ReceivablesQuerySchema = PageQuerySchema.extend({
  filter: z.enum(['all', 'overdue', 'open']).default('open'),
});
export const ReceivableSchema = z.object({
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  customerName: z.string(),
  contractStatus: z.enum(CONTRACT_STATUSES).nullable(),
  contractPrice: z.string().nullable(),
  invoiced: z.string(),
  paid: z.string(),
  balanceDue: z.string(),
  oldestDueOn: z.string().nullable(),
  daysOverdue: z.number().int(),
  depositDue: z.string(),
  permitApplyBy: z.string().nullable(),
  workStartBy: z.string().nullable(),
});
export type Receivable = z.infer<typeof ReceivableSchema>;

export const BillingStatsSchema = z.object({
  contractsSigned: z.number().int(),
  depositsCollected: z.number().int(),
  depositsCollectedAmount: z.string(),
  outstanding: z.string(),
  overdueInvoices: z.number().int(),
});
export type BillingStats = z.infer<typeof BillingStatsSchema>;

/** GET /api/payments/audit (admin): every money change, newest first. */
export const MoneyAuditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  actor: z.string(),
  estimateNumber: z.string().nullable(),
  entity: z.enum(['contract', 'invoice', 'payment', 'deposit-terms']),
  entityId: z.string(),
  action: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type MoneyAuditEntry = z.infer<typeof MoneyAuditEntrySchema>;
export const MoneyAuditQuerySchema = PageQuerySchema.extend({
  estimateNumber: z.string().max(20).optional(),
});
