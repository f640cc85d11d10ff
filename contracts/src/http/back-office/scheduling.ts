import { z } from 'zod';
import { easternInstant } from '../../eastern-time.ts';
import { calendarDate, isoDateTime, optionalMultiLineText, singleLineText } from '../fields.ts';

/**
 * The crew's work on a job (portal §3 appointments and employee_tasks): visits booked with the
 * customer and tasks assigned to employees, both linked to the estimate number so the quote's
 * workspace in the dashboard shows who does what, and when.
 */

export const APPOINTMENT_TYPES = [
  'inspection',
  'estimate_review',
  'installation',
  'repair',
  'final_walkthrough',
  'warranty_service',
] as const;
export const APPOINTMENT_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled'] as const;
export const TASK_TYPES = [
  'inspection',
  'material_order',
  'tear_off',
  'installation',
  'repair',
  'cleanup',
  'permit',
  'follow_up',
] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export const TASK_STATUSES = ['assigned', 'in_progress', 'completed', 'cancelled'] as const;

/** Any stored estimate number (SFR-… or older forms), read upper-cased. */
const estimateNumber = singleLineText('Estimate number', 20)
  .regex(/^[A-Za-z0-9-]+$/, 'Estimate number contains characters that are not allowed')
  .toUpperCase();
const time = z
  .string({ error: 'Time is required' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM (24-hour)');
// In a body the employee is a JSON number (never coerced: `true` is not employee 1); in a query
// string it is read from text.
const employeeRef = z
  .number({ error: 'Choose an employee' })
  .int('Choose an employee')
  .positive('Choose an employee');
const employeeRefQuery = z.coerce
  .number({ error: 'Choose an employee' })
  .int('Choose an employee')
  .positive('Choose an employee');

/** Who works on it, as the dashboard shows them. */
const AssigneeSchema = z.object({ id: z.number().int(), name: z.string(), position: z.string() });

export const AppointmentSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  employee: AssigneeSchema,
  appointmentType: z.enum(APPOINTMENT_TYPES),
  scheduledDate: z.string(),
  scheduledTime: z.string(),
  notes: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/**
 * A visit's date and time are a Florida wall time (ET), stored as typed; one that has already
 * passed there is refused at its date.
 */
export const VISIT_PASSED_MESSAGE = 'Choose a date and time that has not passed (ET)';
// A new object per schema: zod normalises (rewrites) the params object it is handed.
const notInThePast = () => ({ message: VISIT_PASSED_MESSAGE, path: ['scheduledDate'] });
export const isUpcoming = (visit: { scheduledDate?: string; scheduledTime?: string }) => {
  if (!visit.scheduledDate || !visit.scheduledTime) return true;
  const at = easternInstant(`${visit.scheduledDate}T${visit.scheduledTime}`);
  return !at || at.getTime() >= Date.now();
};

export const AppointmentCreateSchema = z
  .object({
    estimateNumber,
    employeeId: employeeRef,
    appointmentType: z.enum(APPOINTMENT_TYPES, { error: 'Choose the kind of visit' }),
    scheduledDate: calendarDate('Date'),
    /** Eastern wall time, HH:MM. */
    scheduledTime: time,
    notes: optionalMultiLineText('Notes', 1000),
  })
  .refine(isUpcoming, notInThePast());
export type AppointmentCreate = z.input<typeof AppointmentCreateSchema>;

export const AppointmentPatchSchema = z
  .object({
    employeeId: employeeRef,
    scheduledDate: calendarDate('Date'),
    scheduledTime: time,
    notes: optionalMultiLineText('Notes', 1000),
    status: z.enum(APPOINTMENT_STATUSES),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change')
  .refine(isUpcoming, notInThePast());

export const EmployeeTaskSchema = z.object({
  id: z.number().int(),
  estimateNumber: z.string(),
  employee: AssigneeSchema,
  taskType: z.enum(TASK_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string().nullable(),
  completedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EmployeeTask = z.infer<typeof EmployeeTaskSchema>;

export const EmployeeTaskCreateSchema = z.object({
  estimateNumber,
  employeeId: employeeRef,
  taskType: z.enum(TASK_TYPES, { error: 'Choose the kind of task' }),
  title: singleLineText('Title', 200),
  description: optionalMultiLineText('Description', 2000),
  priority: z.enum(TASK_PRIORITIES).default('medium'),
  dueDate: calendarDate('Due date').nullish(),
});
export type EmployeeTaskCreate = z.input<typeof EmployeeTaskCreateSchema>;

export const EmployeeTaskPatchSchema = z
  .object({
    employeeId: employeeRef,
    title: singleLineText('Title', 200),
    description: optionalMultiLineText('Description', 2000),
    priority: z.enum(TASK_PRIORITIES),
    status: z.enum(TASK_STATUSES),
    dueDate: calendarDate('Due date').nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');

/** GET /api/appointments and /api/employee-tasks: one job's, one employee's, or all. */
export const CrewWorkQuerySchema = z.object({
  estimateNumber: estimateNumber.optional(),
  employeeId: employeeRefQuery.optional(),
});
