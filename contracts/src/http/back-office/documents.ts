import { z } from 'zod';
import {
  DISALLOWED_CHARACTERS_MESSAGE,
  isoDateTime,
  isSingleLineSafe,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
} from '../fields.ts';

/** The company document library (portal §2 "Document management", §3 Document, §9). */

export const DOCUMENT_CATEGORIES = [
  'contracts',
  'safety',
  'employee',
  'compliance',
  'financial',
  'training',
  'policies',
  'legal',
  'estimates',
  'warranty',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** The library's filter (portal §2): all, then these. */
export const DOCUMENT_FILTER_CATEGORIES = [
  'contracts',
  'safety',
  'employee',
  'compliance',
  'financial',
  'training',
  'policies',
] as const;

export const LIBRARY_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const LIBRARY_FILES_PER_UPLOAD = 10;
/** All the files of one upload together (a request is held in memory while it is checked). */
export const LIBRARY_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** What the library takes, judged by content and extension. */
export const LIBRARY_FILE_TYPES = [
  'PDF',
  'DOCX',
  'XLSX',
  'DOC',
  'XLS',
  'TXT',
  'CSV',
  'HTML',
  'PNG',
  'JPEG',
] as const;

export const LibraryDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  type: z.string(),
  description: z.string().nullable(),
  filename: z.string(),
  byteSize: z.number().int(),
  fileUrl: z.string(),
  uploadedBy: z.string(),
  uploadedAt: isoDateTime,
  tags: z.array(z.string()),
  isConfidential: z.boolean(),
  source: z.enum(['upload', 'generated', 'seed']),
  archivedAt: isoDateTime.nullable(),
});
export type LibraryDocument = z.infer<typeof LibraryDocumentSchema>;

export const LibraryListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
  /** true: only archived documents; absent or false: the current library. */
  archived: z.enum(['true', 'false']).optional(),
});

/** The longest text of an upload's fields: the form shows each limit in its field. */
export const LIBRARY_TEXT_LIMITS = { title: 200, description: 1000, tags: 500 } as const;

/** The text fields of an upload (multipart), checked after the files are read. */
export const LibraryUploadFieldsSchema = z.object({
  title: optionalSingleLineText('Title', LIBRARY_TEXT_LIMITS.title),
  category: z.enum(DOCUMENT_CATEGORIES, {
    error: `Category must be one of: ${DOCUMENT_CATEGORIES.join(', ')}`,
  }),
  description: optionalMultiLineText('Description', LIBRARY_TEXT_LIMITS.description),
  tags: z
    .string()
    .max(
      LIBRARY_TEXT_LIMITS.tags,
      `Tags must be at most ${LIBRARY_TEXT_LIMITS.tags} characters in all`,
    )
    .refine(isSingleLineSafe, `Tags ${DISALLOWED_CHARACTERS_MESSAGE}`)
    .optional(),
  confidential: z.enum(['true', 'false']).optional(),
});

/** POST /api/documents/generated — a document the AI assistant generated, saved into the library. */
export const GeneratedDocumentSaveSchema = z.object({
  title: singleLineText('Title', 200),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'Choose a category' }),
  documentType: singleLineText('Document type', 40),
  html: z.string().min(1, 'The document is empty').max(2_000_000),
  tags: z.array(singleLineText('Tag', 40)).max(20).default([]),
  isConfidential: z.boolean().default(false),
});
export type GeneratedDocumentSaveInput = z.input<typeof GeneratedDocumentSaveSchema>;

export const SecurityAuditSchema = z.object({
  signIns: z.array(z.object({ username: z.string(), ipAddress: z.string(), at: isoDateTime })),
  failedAttempts: z.array(
    z.object({ username: z.string(), ipAddress: z.string(), at: isoDateTime }),
  ),
  confidentialDownloads: z.array(
    z.object({ title: z.string(), username: z.string(), at: isoDateTime }),
  ),
});
export type SecurityAudit = z.infer<typeof SecurityAuditSchema>;
