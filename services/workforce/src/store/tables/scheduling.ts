import { date, index, integer, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { employees, workforceSchema } from './core.ts';

/**
 * Visits booked with a customer (portal §3 appointments). customerId is the quote service's
 * customer when known; the estimate number links the visit to its job.
 */
export const appointments = workforceSchema.table(
  'appointments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id'),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    appointmentType: varchar('appointment_type', { length: 30 }).notNull(),
    scheduledDate: date('scheduled_date').notNull(),
    scheduledTime: varchar('scheduled_time', { length: 10 }).notNull(),
    notes: text('notes'),
    status: varchar('status', { length: 20 }).notNull().default('scheduled'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('appointments_estimate_idx').on(table.estimateNumber),
    index('appointments_employee_idx').on(table.employeeId, table.scheduledDate),
  ],
);
export type AppointmentRow = typeof appointments.$inferSelect;

/** Work assigned to an employee on a job (portal §3 employee_tasks). */
export const employeeTasks = workforceSchema.table(
  'employee_tasks',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    estimateNumber: varchar('estimate_number', { length: 20 }).notNull(),
    taskType: varchar('task_type', { length: 30 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description'),
    priority: varchar('priority', { length: 10 }).notNull().default('medium'),
    status: varchar('status', { length: 20 }).notNull().default('assigned'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('employee_tasks_estimate_idx').on(table.estimateNumber),
    index('employee_tasks_employee_idx').on(table.employeeId, table.status),
  ],
);
export type EmployeeTaskRow = typeof employeeTasks.$inferSelect;
