import { z } from 'zod';
import { COMPANY } from '../company.ts';
import { localeField } from '../locale-schema.ts';
import { CONTACT_SUBJECT_VALUES } from '../quote-options.ts';
import { textUpdatesField } from '../text-consent.ts';
import {
  emailField,
  isoDateTime,
  multiLineText,
  PageQuerySchema,
  phoneField,
  singleLineText,
} from './fields.ts';
import { TextDeliverySchema } from './sms.ts';

/** POST /api/contacts — the Send us a Message form. name, phone, email and message are required. */
export const ContactRequestSchema = z.object({
  name: singleLineText('Name', 100),
  phone: phoneField,
  email: emailField,
  subject: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(CONTACT_SUBJECT_VALUES, {
        error: `Subject must be one of: ${CONTACT_SUBJECT_VALUES.join(', ')}`,
      })
      .nullish()
      .transform((value) => value ?? null),
  ),
  message: multiLineText('Message', 5000),
  /** The unticked "Text me updates" box (issue 24): consent to texts, recorded with its proof. */
  textUpdates: textUpdatesField,
  /** The language the form was shown in. */
  language: localeField,
});
export type ContactRequestInput = z.input<typeof ContactRequestSchema>;
export type ContactRequest = z.output<typeof ContactRequestSchema>;

/** What `POST /api/contacts` answers: the stored message, without its internal id. */
export const ContactSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: isoDateTime,
});
export type Contact = z.infer<typeof ContactSchema>;

/**
 * A contact message as the office reads it (`GET /api/contacts`, staff): the stored message with
 * its id, the form's language and whether someone has answered it.
 */
export const StaffContactSchema = ContactSchema.extend({
  id: z.number().int(),
  language: z.enum(['en', 'es']),
  /** Whether the sender asked for text updates on the form. */
  textUpdates: z.boolean(),
  answeredAt: isoDateTime.nullable(),
  answeredBy: z.string().nullable(),
});
export type StaffContact = z.infer<typeof StaffContactSchema>;

export const CONTACT_LIST_STATES = ['open', 'answered'] as const;

/**
 * GET /api/contacts (staff): one page, newest first; `state` keeps the messages still to answer
 * (`open`) or those answered; total in `X-Total-Count`.
 */
export const ContactListQuerySchema = PageQuerySchema.extend({
  state: z.enum(CONTACT_LIST_STATES).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

/** PATCH /api/contacts/:id (staff): marked answered, or back to be answered. */
export const ContactUpdateSchema = z.object({
  answered: z.boolean({ error: 'answered must be true or false' }),
});
export type ContactUpdate = z.infer<typeof ContactUpdateSchema>;

/** Paths with a contact message's id (staff only). */
export const ContactIdParamSchema = z.object({
  id: z.coerce.number().int().positive('Id must be a positive number'),
});

/** Who wrote a project message. The server decides it from the caller, never from the body. */
export const SENDER_TYPES = ['customer', 'project_manager', 'admin'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];
export const MESSAGE_TYPES = ['text', 'image'] as const;

/** The sender name of every message staff post (portal §6: the team name). */
export const PROJECT_TEAM_NAME = `${COMPANY.name} Team`;

/** Message images: one file per upload, judged by its content, at most 10 MB. */
export const MESSAGE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** What the upload answers for anything that is not an image (the screen shows Invalid File). */
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file.';
/** Where an uploaded image is served; a message's imageUrl must be one of these. */
export const MESSAGE_IMAGE_PATH = '/api/project-messages/images/';
const MESSAGE_IMAGE_URL =
  /^\/api\/project-messages\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The image id an imageUrl names, or null when it is not one of our image URLs. */
export function messageImageId(imageUrl: string): string | null {
  return MESSAGE_IMAGE_URL.exec(imageUrl)?.[1] ?? null;
}

/** Any stored estimate number (SFR-… or older forms), any letter case; read upper-cased. */
const projectEstimateNumber = singleLineText('Estimate number', 20)
  .regex(/^[A-Za-z0-9-]+$/, 'Estimate number contains characters that are not allowed')
  .toUpperCase();

export const ProjectMessagesParamsSchema = z.object({ estimateNumber: projectEstimateNumber });
export const ProjectMessageIdParamsSchema = z.object({
  id: z.uuid('Not a message id'),
});
export const MessageImageParamsSchema = z.object({ id: z.uuid() });

/**
 * POST /api/project-messages (portal §7). The screens also send senderType, senderName and
 * senderEmail: the server ignores them and takes the sender from the session (a customer's name
 * and e-mail from their estimate; staff post as the team). Staff may ask for project_manager.
 */
export const ProjectMessageRequestSchema = z
  .object({
    estimateNumber: projectEstimateNumber,
    messageContent: multiLineText('Message', 5000),
    messageType: z.enum(MESSAGE_TYPES).optional(),
    imageUrl: z
      .string()
      .trim()
      .refine((value) => value === '' || messageImageId(value) !== null, 'Upload the image first')
      .nullish()
      .transform((value) => value || null),
    senderType: z.string().max(50).nullish(),
    senderName: z.unknown().optional(),
    senderEmail: z.unknown().optional(),
  })
  .refine((body) => body.messageType !== 'image' || body.imageUrl !== null, {
    path: ['imageUrl'],
    message: 'An image message needs an uploaded image',
  });
export type ProjectMessageRequestInput = z.input<typeof ProjectMessageRequestSchema>;
export type ProjectMessageRequest = z.output<typeof ProjectMessageRequestSchema>;

/**
 * One project message, with both readings the screens use (SPEC-DECISIONS "Messages"):
 * `messageContent`/`createdAt` (portal) and `message`/`timestamp` (admin). `senderEmail` is the
 * office's address on team messages and null on customer messages (never a customer's address).
 */
export const ProjectMessageSchema = z.object({
  /** Random (a UUID): message ids tell nothing of other conversations. */
  id: z.uuid(),
  estimateNumber: z.string(),
  senderType: z.enum(SENDER_TYPES),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  messageContent: z.string(),
  message: z.string(),
  messageType: z.enum(MESSAGE_TYPES),
  imageUrl: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: isoDateTime,
  timestamp: isoDateTime,
  /** A customer message that arrived as a text (SMS reply), not from the portal (issue 24). */
  viaText: z.boolean().optional(),
  /**
   * A team message that also went to the customer by text: where that text is (queued, sent,
   * delivered, failed …); null or absent when it was not texted.
   */
  textStatus: TextDeliverySchema.nullable().optional(),
});
export type ProjectMessage = z.infer<typeof ProjectMessageSchema>;
export const ProjectMessageListSchema = z.array(ProjectMessageSchema);

/** `senderType` names the reader; the count is of unread messages from the other side. */
export const UnreadCountQuerySchema = z.object({ senderType: z.enum(SENDER_TYPES).optional() });
export const UnreadCountSchema = z.object({ count: z.number().int() });

/** At most this many estimates are counted in one GET /api/project-messages/unread-counts. */
export const UNREAD_COUNTS_MAX_ESTIMATES = 100;

/**
 * GET /api/project-messages/unread-counts?estimateNumbers=SFR-…,SFR-… (staff): the customer
 * messages the team has not read, for a page of estimates in one call (the Recent Quotes list).
 */
export const UnreadCountsQuerySchema = z.object({
  estimateNumbers: z
    .string()
    .max(UNREAD_COUNTS_MAX_ESTIMATES * 21)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(projectEstimateNumber)
        .min(1, 'Name at least one estimate number')
        .max(
          UNREAD_COUNTS_MAX_ESTIMATES,
          `At most ${UNREAD_COUNTS_MAX_ESTIMATES} estimate numbers`,
        ),
    ),
});
/** Unread customer messages per estimate number (upper case); 0 for one without any. */
export const UnreadCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()) });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

/** What POST /api/project-messages/images answers: where the stored image is served. */
export const MessageImageUploadSchema = z.object({ imageUrl: z.string() });
export type MessageImageUpload = z.infer<typeof MessageImageUploadSchema>;
