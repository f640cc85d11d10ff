import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { employees, storedFiles, workforceSchema } from './core.ts';

/** Safety incidents (portal §3 safety_incidents, with the page's client-side fields). */
export const safetyIncidents = workforceSchema.table(
  'safety_incidents',
  {
    id: serial('id').primaryKey(),
    /** SI-<year>-<n>, n counting per year. */
    incidentNumber: varchar('incident_number', { length: 20 }).notNull().unique(),
    employeeRef: integer('employee_ref').references(() => employees.id, { onDelete: 'set null' }),
    employeeName: varchar('employee_name', { length: 200 }).notNull(),
    incidentDate: date('incident_date').notNull(),
    incidentTime: varchar('incident_time', { length: 5 }).notNull(),
    jobSiteAddress: varchar('job_site_address', { length: 300 }).notNull(),
    incidentType: varchar('incident_type', { length: 50 }).notNull(),
    severity: varchar('severity', { length: 20 }).notNull(),
    description: text('description').notNull(),
    injuryType: varchar('injury_type', { length: 100 }),
    bodyPart: varchar('body_part', { length: 100 }),
    treatmentRequired: boolean('treatment_required').notNull().default(false),
    workDaysLost: integer('work_days_lost').notNull().default(0),
    actionsTaken: text('actions_taken'),
    preventiveMeasures: text('preventive_measures'),
    correctiveActions: jsonb('corrective_actions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    witnesses: jsonb('witnesses').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    reportedBy: varchar('reported_by', { length: 100 }).notNull(),
    investigationStatus: varchar('investigation_status', { length: 20 })
      .notNull()
      .default('pending'),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('safety_incidents_date_idx').on(table.incidentDate)],
);
export type SafetyIncidentRow = typeof safetyIncidents.$inferSelect;

/** The last incident number given out each year (numbers are taken under a row lock). */
export const incidentNumberCounters = workforceSchema.table('incident_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const safetyIncidentPhotos = workforceSchema.table(
  'safety_incident_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: integer('incident_id')
      .notNull()
      .references(() => safetyIncidents.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('incident_photos_incident_idx').on(table.incidentId)],
);

export const trainingCourses = workforceSchema.table('training_courses', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 60 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  category: varchar('category', { length: 60 }).notNull(),
  description: text('description').notNull(),
  duration: varchar('duration', { length: 50 }).notNull(),
  required: boolean('required').notNull().default(true),
  /** Annual or Bi-annual (every six months). */
  frequency: varchar('frequency', { length: 20 }).notNull(),
  lastUpdated: date('last_updated').notNull(),
  /** The course handout, downloaded from the Training Materials tab. */
  materialFileId: uuid('material_file_id').references(() => storedFiles.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TrainingCourseRow = typeof trainingCourses.$inferSelect;

export const trainingCompletions = workforceSchema.table(
  'training_completions',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => trainingCourses.id, { onDelete: 'cascade' }),
    employeeRef: integer('employee_ref')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    completedOn: date('completed_on').notNull(),
    hours: numeric('hours', { precision: 5, scale: 1 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('training_completions_on_idx').on(table.completedOn)],
);
