import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles, workforceSchema } from './core.ts';

/** The company document library (portal §3 client-side Document, stored here). */
export const libraryDocuments = workforceSchema.table(
  'library_documents',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull(),
    category: varchar('category', { length: 30 }).notNull(),
    /** PDF, DOCX, HTML… judged from the file. */
    type: varchar('type', { length: 10 }).notNull(),
    description: text('description'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    isConfidential: boolean('is_confidential').notNull().default(false),
    /** upload, generated (by the AI assistant), seed. */
    source: varchar('source', { length: 20 }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('library_documents_category_idx').on(table.category)],
);
export type LibraryDocumentRow = typeof libraryDocuments.$inferSelect;

/** Every download from the library (the security audit lists the confidential ones). */
export const documentDownloads = workforceSchema.table(
  'document_downloads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => libraryDocuments.id, { onDelete: 'cascade' }),
    username: varchar('username', { length: 100 }).notNull(),
    confidential: boolean('confidential').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_downloads_at_idx').on(table.at)],
);
