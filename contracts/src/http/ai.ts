import { z } from 'zod';
import type { Locale } from '../locale.ts';
import { LocaleSchema, localeField } from '../locale-schema.ts';
import { calendarDate, multiLineText, optionalSingleLineText, singleLineText } from './fields.ts';

/**
 * Payloads of the AI service: the public roofing assistant and its voice, and the staff AI
 * (insights, documents, employment tests). The paths and the fields the spec names are the
 * public contract; fields beyond them (sources, provider) are additions the spec's screens ignore.
 */

/** Longest question the assistant takes; longer text is refused, not truncated. */
export const ASSISTANT_MESSAGE_MAX = 1000;
/** Longest text spoken in one request. */
export const SPEECH_TEXT_MAX = 1200;
/** The fixed deep male voice the site asks for (OpenAI's `onyx`; offline: a male English voice). */
export const ASSISTANT_VOICE = 'onyx';

// POST /api/roofing-assistant ----------------------------------------------------------------

export const RoofingAssistantRequestSchema = z.object({
  message: multiLineText('Message', ASSISTANT_MESSAGE_MAX),
  /**
   * `staff`: the dashboard's assistant, answering in the office's voice (needs a staff session).
   * Absent or `customer`: the public assistant, speaking to a homeowner.
   */
  audience: z.enum(['customer', 'staff']).optional(),
  /**
   * The language to answer in (issue 24): the page's language. Absent, the assistant answers in
   * the question's own language (Spanish or English, read from its words). Optional rather than
   * defaulted to English, so that absent still means "read it from the question".
   */
  language: LocaleSchema.optional(),
});
export type RoofingAssistantRequest = z.input<typeof RoofingAssistantRequestSchema>;

/** Where an answer came from: shown under it so a visitor can read the whole entry or article. */
export const AnswerSourceSchema = z.object({
  kind: z.enum(['faq', 'article', 'company']),
  title: z.string(),
  /** A page of the site (e.g. `/blog/2`), or null for an FAQ entry or a company fact. */
  url: z.string().nullable(),
});
export type AnswerSource = z.infer<typeof AnswerSourceSchema>;

export const RoofingAssistantResponseSchema = z.object({
  /** The reply, plain text with simple formatting (paragraphs, `- ` bullets, **bold**). */
  response: z.string(),
  sources: z.array(AnswerSourceSchema),
  /** false when nothing specific was found: the reply then offers the phone and a free estimate. */
  matched: z.boolean(),
  /** `model` when a language model wrote it, `offline` when it came from the knowledge base. */
  provider: z.enum(['model', 'offline']),
  /**
   * What kind of answer it is: a greeting, an offer to book an inspection, an answer to the
   * question, the closest entries to a one-word query, or nothing specific (`no-match`).
   */
  intent: z.enum(['greeting', 'inspection', 'answer', 'closest', 'no-match']),
  /** The language of the reply: the one asked for, else the question's (issue 24). */
  language: LocaleSchema.optional(),
});
export type RoofingAssistantResponse = z.infer<typeof RoofingAssistantResponseSchema>;

// POST /api/tts, GET /api/tts/welcome ----------------------------------------------------------

export const SpeechRequestSchema = z.object({
  text: multiLineText('Text', SPEECH_TEXT_MAX),
  voice: optionalSingleLineText('Voice', 40),
});
export type SpeechRequest = z.input<typeof SpeechRequestSchema>;

/** The line the assistant says when it opens (rendered once, then served from the cache). */
export const ASSISTANT_WELCOME_TEXT =
  "Hi, I'm the Shorefront Roofing assistant. Ask me anything about your roof, storm damage, materials or financing, and I'll point you to the right answer.";

/** The welcome line in each language (issue 24): a Spanish page greets in Spanish (es-419 voice). */
export const ASSISTANT_WELCOME_TEXTS = {
  en: ASSISTANT_WELCOME_TEXT,
  es: 'Hola, soy el asistente de Shorefront Roofing. Pregúnteme lo que quiera sobre su techo, los daños por tormentas, los materiales o el financiamiento, y le indicaré la respuesta correcta.',
} as const satisfies Record<Locale, string>;

/** GET /api/tts/welcome?language=es: the line in that language (English when absent). */
export const WelcomeSpeechQuerySchema = z.object({ language: localeField });

// POST /api/admin/insights ------------------------------------------------------------------

/** The quote fields insights read (the dashboard sends the quotes it shows). */
export const InsightQuoteSchema = z.object({
  estimateNumber: z.string().max(20),
  status: z.string().max(50),
  serviceType: z.string().max(50).nullish(),
  propertyType: z.string().max(50).nullish(),
  city: z.string().max(100).nullish(),
  createdAt: z.string().max(40),
  updatedAt: z.string().max(40).nullish(),
  estimateAmount: z.union([z.string().max(20), z.number()]).nullish(),
  customerResponse: z.string().max(50).nullish(),
  scheduledDate: z.string().max(40).nullish(),
});
export type InsightQuote = z.infer<typeof InsightQuoteSchema>;

export const InsightsRequestSchema = z.object({
  quotes: z.array(InsightQuoteSchema).max(5000, 'At most 5,000 quotes at a time'),
});
export type InsightsRequest = z.input<typeof InsightsRequestSchema>;

export const InsightTrendSchema = z.object({
  label: z.string(),
  value: z.string(),
  direction: z.enum(['up', 'down', 'flat']),
  detail: z.string(),
});
export const InsightsResponseSchema = z.object({
  dailySummary: z.string(),
  recommendations: z.array(z.string()),
  trends: z.array(InsightTrendSchema),
  provider: z.enum(['model', 'offline']),
});
export type InsightsResponse = z.infer<typeof InsightsResponseSchema>;

// Documents ---------------------------------------------------------------------------------

/** The document wizard's seven types (portal-and-back-office §9). */
export const DOCUMENT_TYPES = [
  { value: 'safety-manual', label: 'Safety Manual' },
  { value: 'roofing-contract', label: 'Roofing Contract' },
  { value: 'lien-waiver', label: 'Lien Waiver' },
  { value: 'invoice', label: 'Invoice' },
  { value: 'estimate', label: 'Estimate' },
  { value: 'warranty', label: 'Warranty Certificate' },
  { value: 'profit-loss', label: 'Profit & Loss Statement' },
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number]['value'];
export const DOCUMENT_TYPE_VALUES = DOCUMENT_TYPES.map((type) => type.value) as [
  DocumentType,
  ...DocumentType[],
];
/**
 * The customer documents the wizard can print in Spanish (issue 24); the internal ones (safety
 * manual, profit and loss) are always English.
 */
export const LOCALIZED_DOCUMENT_TYPES = [
  'estimate',
  'invoice',
  'warranty',
  'lien-waiver',
  'roofing-contract',
] as const satisfies readonly DocumentType[];
export const DocumentTypeSchema = z.enum(DOCUMENT_TYPE_VALUES, {
  error: 'Choose a document type',
});

export const DocumentPreferencesSchema = z
  .object({
    includeLogo: z.boolean().default(true),
    includeCompliance: z.boolean().default(true),
    processNaturalLanguage: z.boolean().default(false),
    floridaCompliant: z.boolean().default(true),
    oshaCompliant: z.boolean().default(true),
    /**
     * The language of a crew document (the safety manual): `es` prints it in Spanish for crew
     * members who read Spanish first (issue 24). Absent: English.
     */
    language: LocaleSchema,
  })
  .partial()
  .default({});
export type DocumentPreferences = z.input<typeof DocumentPreferencesSchema>;

/** The longest text staff may type into one field of the document wizard. */
export const DOCUMENT_TEXT_MAX = 5000;

/** The largest amount a document carries (what decimal(10,2) holds). */
export const DOCUMENT_AMOUNT_MAX = 99_999_999.99;

/** Dollars as staff type them: 38900, 38900.5, $38,900.00 (no sign: an amount is never negative). */
const AMOUNT_TEXT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/**
 * An amount of a document (a contract price, a deposit, a P&L line): a number of dollars from 0
 * up, as a number or as text like "$38,900.00". Anything else says so in the amount's own words.
 */
export const documentAmount = (label: string) => {
  const message = `${label} must be an amount of $0 or more, like 38900 or $38,900.00`;
  return z.union([z.number(), z.string()], { error: message }).refine((value) => {
    const amount =
      typeof value === 'number'
        ? value
        : AMOUNT_TEXT.test(value.trim())
          ? Number(value.replace(/[$,\s]/g, ''))
          : Number.NaN;
    return Number.isFinite(amount) && amount >= 0 && amount <= DOCUMENT_AMOUNT_MAX;
  }, message);
};

/** A count or rate of a document (squares, warranty years, tax rate): a number, 0 or more. */
export const documentNumber = (label: string) => {
  const message = `${label} must be a number of 0 or more`;
  return z.union([z.number(), z.string()], { error: message }).refine((value) => {
    const number = typeof value === 'number' ? value : Number(value.replace(/[,%\s]/g, ''));
    return (
      (typeof value === 'number' || /^[\d,.%\s]+$/.test(value)) &&
      Number.isFinite(number) &&
      number >= 0
    );
  }, message);
};

/** A date of a document: a real calendar day (YYYY-MM-DD). */
export const documentDate = (label: string) => calendarDate(label);

/** A value staff typed into the wizard: text, a number, a yes/no, or a list (line items). */
const documentValue = z.union([
  z.string().max(DOCUMENT_TEXT_MAX, `A field holds at most ${DOCUMENT_TEXT_MAX} characters`),
  z.number(),
  z.boolean(),
  z.null(),
  z
    .array(
      z.union([
        z.string().max(1000),
        z.record(z.string(), z.union([z.string().max(1000), z.number()])),
      ]),
    )
    .max(200),
]);
export const DocumentDataSchema = z
  .record(z.string().max(60), documentValue)
  .refine((data) => Object.keys(data).length <= 80, 'At most 80 fields')
  .default({});
export type DocumentData = z.input<typeof DocumentDataSchema>;

/** POST /api/document-assistant/generate and POST /api/ai/generate-document. */
export const GenerateDocumentRequestSchema = z.object({
  templateType: DocumentTypeSchema,
  documentData: DocumentDataSchema,
  preferences: DocumentPreferencesSchema,
  /**
   * The customer's language (issue 24), default English: the customer documents
   * (`LOCALIZED_DOCUMENT_TYPES`) are printed in it; internal ones ignore it.
   */
  language: localeField,
});
export type GenerateDocumentRequest = z.input<typeof GenerateDocumentRequestSchema>;
export const GeneratedDocumentSchema = z.object({
  /** A whole HTML document, every inserted value escaped. */
  document: z.string(),
  title: z.string(),
  provider: z.enum(['model', 'offline']),
});
export const DocumentPreviewSchema = z.object({
  preview: z.string(),
  title: z.string(),
  provider: z.enum(['model', 'offline']),
});

/** POST /api/ai/prefill-document. */
export const PrefillDocumentRequestSchema = z.object({
  documentType: DocumentTypeSchema,
  partialData: DocumentDataSchema,
  /**
   * The fields the form asking has (the wizard's five): only those are filled. Absent: every
   * field of the document type.
   */
  fields: z.array(z.string().max(60)).max(80).optional(),
  learningContext: z
    .object({
      recentDocuments: z
        .array(
          z.object({
            documentType: z.string().max(40),
            documentData: DocumentDataSchema.optional(),
          }),
        )
        .max(10)
        .optional(),
    })
    .partial()
    .optional(),
});
export type PrefillDocumentRequest = z.input<typeof PrefillDocumentRequestSchema>;
export const PrefillDocumentResponseSchema = z.object({
  prefillData: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** What was filled ("Filled Client name and Start date."), or that there was nothing to add. */
  message: z.string(),
});

/** POST /api/ai/document-assistant. */
export const DocumentChatRequestSchema = z.object({
  message: multiLineText('Message', 2000),
  context: z
    .object({
      recentDocuments: z.array(z.unknown()).max(10),
      documentType: z.string().max(40).nullable(),
      projectDetails: z.record(z.string(), z.unknown()),
    })
    .partial()
    .optional(),
  /**
   * The chat box sends true: the server then applies the spec's rule (create, generate, make or
   * need → a document; services/ai/src/domain/document-intent.ts) and answers with the draft.
   * Absent or false: the message is a question for the paperwork assistant, as the spec's call is.
   */
  decideIntent: z.boolean().optional(),
});
export type DocumentChatRequest = z.input<typeof DocumentChatRequestSchema>;
export const DocumentChatResponseSchema = z.object({
  response: z.string(),
  suggestions: z.array(z.string()).optional(),
  provider: z.enum(['model', 'offline']),
  /** With `decideIntent`: which the server chose. */
  intent: z.enum(['chat', 'generate']).optional(),
  /** With `decideIntent` and a document the request names: the draft, as generate-document's preview. */
  document: z
    .object({ documentType: DocumentTypeSchema, title: z.string(), preview: z.string() })
    .optional(),
});
export type DocumentChatResponse = z.infer<typeof DocumentChatResponseSchema>;

/** POST /api/document-assistant/generate-pdf: answers application/pdf. */
export const GeneratePdfRequestSchema = z.object({
  documentContent: z.string().min(1, 'Document content is required').max(2_000_000),
  documentType: singleLineText('Document type', 60),
});
export type GeneratePdfRequest = z.input<typeof GeneratePdfRequestSchema>;

// Employment tests --------------------------------------------------------------------------

/** The five test templates (portal-and-back-office §9). */
export const TEST_TEMPLATES = [
  {
    id: 'osha-30',
    name: 'OSHA 30-Hour',
    category: 'Safety',
    durationHours: 30,
    passingPercent: 80,
    questionCount: 50,
    required: true,
    frequency: 'Annual',
  },
  {
    id: 'fall-protection',
    name: 'Fall Protection',
    category: 'Safety',
    durationHours: 8,
    passingPercent: 85,
    questionCount: 30,
    required: true,
    frequency: 'Annual',
  },
  {
    id: 'roofing-materials',
    name: 'Roofing Materials',
    category: 'Technical',
    durationHours: 4,
    passingPercent: 75,
    questionCount: 40,
    required: false,
    frequency: 'Bi-annual',
  },
  {
    id: 'customer-service',
    name: 'Customer Service',
    category: 'Soft Skills',
    durationHours: 2,
    passingPercent: 80,
    questionCount: 25,
    required: true,
    frequency: 'Annual',
  },
  {
    id: 'quality-control',
    name: 'Quality Control',
    category: 'Quality',
    durationHours: 6,
    passingPercent: 90,
    questionCount: 35,
    required: true,
    frequency: 'Annual',
  },
] as const;
export type TestTemplateId = (typeof TEST_TEMPLATES)[number]['id'];

export const TestingAssistantRequestSchema = z.object({
  message: multiLineText('Message', 2000),
  context: z
    .object({
      selectedEmployee: z.unknown(),
      testType: z.string().max(60).nullable(),
      isAuthenticated: z.boolean(),
    })
    .partial()
    .optional(),
});
export type TestingAssistantRequest = z.input<typeof TestingAssistantRequestSchema>;
export const TestingAssistantResponseSchema = z.object({
  response: z.string(),
  provider: z.enum(['model', 'offline']),
});

/** POST /api/ai/generate-skill-test and /api/ai/generate-personality-test. */
export const GenerateTestRequestSchema = z.object({
  employeeId: singleLineText('Employee', 40),
  /** A template id or name for a skill test (e.g. `fall-protection`); free for personality. */
  testType: singleLineText('Test type', 60),
  /** The employee's name when the page knows it; the AI service keeps no directory. */
  employeeName: optionalSingleLineText('Employee name', 120),
  /**
   * How many questions a personality assessment has (default 10, at most the bank's size). A
   * skill test has its template's count and refuses this field.
   */
  questionCount: z
    .number({ error: 'Question count must be a whole number from 1 to 50' })
    .int('Question count must be a whole number from 1 to 50')
    .min(1, 'Question count must be a whole number from 1 to 50')
    .max(50, 'Question count must be a whole number from 1 to 50')
    .optional(),
  /** A practice run: scored, but never a certification and never in the pass rate. */
  practice: z.boolean({ error: 'Practice must be true or false' }).optional().default(false),
  /**
   * The language the questions and answers are written in: `es` for a crew member who reads
   * Spanish first (OSHA expects training in a language the worker understands). Absent: English.
   */
  language: localeField,
});
export type GenerateTestRequest = z.input<typeof GenerateTestRequestSchema>;

/** One question as the person taking the test sees it: no answer key. */
export const TestQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(z.string()).min(2),
});
export type TestQuestion = z.infer<typeof TestQuestionSchema>;

/** A question with its key, as the server keeps it (never sent to the browser before scoring). */
export const KeyedTestQuestionSchema = TestQuestionSchema.extend({
  /** Index into `options` of the correct (for personality: the preferred) answer. */
  correctAnswer: z.number().int().min(0),
  explanation: z.string(),
});
export type KeyedTestQuestion = z.infer<typeof KeyedTestQuestionSchema>;

/**
 * A generated test as the browser receives it: stored on the server under `id` (the answers are
 * scored against that copy, once, with `POST /api/employment-tests/generated`).
 */
export const GeneratedTestSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  kind: z.enum(['skill', 'personality']),
  /** The template of a skill test (`fall-protection`); null for a personality assessment. */
  templateId: z.string().nullable(),
  employeeId: z.string(),
  employeeName: z.string(),
  /** Minutes allowed (a skill test: its template's hours × 60). */
  duration: z.number().int(),
  passingPercent: z.number().int(),
  /** How many questions the template asks; null for a personality assessment. */
  templateQuestionCount: z.number().int().nullable(),
  /** A practice run: scored, never a certification, not in the pass rate. */
  practice: z.boolean(),
  /** The language the test is written in. */
  language: LocaleSchema,
  questions: z.array(TestQuestionSchema),
});
export type GeneratedTest = z.infer<typeof GeneratedTestSchema>;
export const GenerateTestResponseSchema = z.object({
  test: GeneratedTestSchema,
  provider: z.enum(['model', 'offline']),
});
