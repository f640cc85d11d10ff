import { bytea } from '@roofing/platform/database/bytea';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSchema,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Everything the workforce service stores lives in the `workforce` schema. */
export const workforceSchema = pgSchema('workforce');

/**
 * Uploaded and generated files (documents, incident photos, training material, site photos),
 * kept in the database so every replica serves the same bytes and a backup holds them all.
 */
export const storedFiles = workforceSchema.table(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    data: bytea('data').notNull(),
    /** Who stored it: a staff username, or `seed`. */
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_sha_idx').on(table.sha256)],
);
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Which first-start seeds have run: each runs once, even with two replicas starting at once. */
export const seedRuns = workforceSchema.table('seed_runs', {
  name: varchar('name', { length: 100 }).primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface EmergencyContact {
  name: string;
  phone: string;
  relationship: string;
}

/** The company's people (portal §3 employees, plus the directory's client-side fields). */
export const employees = workforceSchema.table(
  'employees',
  {
    id: serial('id').primaryKey(),
    /** The company's own number, e.g. SFR-001; unique. */
    employeeId: varchar('employee_id', { length: 20 }).notNull().unique(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    /** Lower case; unique. */
    email: varchar('email', { length: 254 }).notNull().unique(),
    phone: varchar('phone', { length: 30 }).notNull(),
    address: varchar('address', { length: 300 }),
    position: varchar('position', { length: 100 }).notNull(),
    department: varchar('department', { length: 100 }).notNull(),
    hireDate: date('hire_date').notNull(),
    /** active, inactive, on_leave. */
    status: varchar('status', { length: 20 }).notNull().default('active'),
    certifications: jsonb('certifications').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact | null>(),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('employees_name_idx').on(table.lastName, table.firstName)],
);
export type EmployeeRow = typeof employees.$inferSelect;

/**
 * An employee's signature of the code of conduct (portal §3 code_of_conduct_signatures). Signing
 * again marks the employee's older signatures not current; a new version of the code makes
 * every older signature stop counting.
 */
export const codeOfConductSignatures = workforceSchema.table(
  'code_of_conduct_signatures',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    signatureDate: timestamp('signature_date', { withTimezone: true }).notNull().defaultNow(),
    version: varchar('version', { length: 10 }).notNull().default('1.0'),
    /** The full name the employee typed. */
    digitalSignature: varchar('digital_signature', { length: 200 }).notNull(),
    ipAddress: varchar('ip_address', { length: 45 }),
    /** The staff account whose session took the signature (the office computer it was typed on). */
    recordedBy: varchar('recorded_by', { length: 50 }),
    acknowledgedSections: text('acknowledged_sections').array().notNull(),
    /** The language the code was shown and signed in ('en' or 'es'; issue 24). */
    language: varchar('language', { length: 2 }).notNull().default('en'),
    isCurrentVersion: boolean('is_current_version').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coc_signatures_employee_idx').on(table.employeeId)],
);
export type CodeOfConductSignatureRow = typeof codeOfConductSignatures.$inferSelect;
