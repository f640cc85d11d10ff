import type { Appointment, EmployeeTask } from '@roofing/contracts';
import { AppError, postgresErrorCode } from '@roofing/platform';
import type { SchedulingStore, WithAssignee } from '../store/scheduling.ts';
import type { AppointmentRow, EmployeeTaskRow } from '../store/schema.ts';

/** A missing employee is the caller's mistake: say so at the field. */
export function unknownEmployee(error: unknown): never {
  if (postgresErrorCode(error) === '23503') {
    throw new AppError('VALIDATION_FAILED', 'No such employee.', {
      employeeId: 'No such employee',
    });
  }
  throw error;
}

const employeeOf = (row: {
  employeeId: number;
  employeeName: string;
  employeePosition: string;
}) => ({
  id: row.employeeId,
  name: row.employeeName,
  position: row.employeePosition,
});

export const toAppointment = (row: WithAssignee<AppointmentRow>): Appointment => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  employee: employeeOf(row),
  appointmentType: row.appointmentType as Appointment['appointmentType'],
  scheduledDate: row.scheduledDate,
  scheduledTime: row.scheduledTime,
  notes: row.notes,
  status: row.status as Appointment['status'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toTask = (row: WithAssignee<EmployeeTaskRow>): EmployeeTask => ({
  id: row.id,
  estimateNumber: row.estimateNumber,
  employee: employeeOf(row),
  taskType: row.taskType as EmployeeTask['taskType'],
  title: row.title,
  description: row.description,
  priority: row.priority as EmployeeTask['priority'],
  status: row.status as EmployeeTask['status'],
  dueDate: row.dueDate,
  completedAt: row.completedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** One appointment as the API answers it; 404 when there is none. */
export async function readAppointment(store: SchedulingStore, id: number): Promise<Appointment> {
  const [row] = await store.appointments({}, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such appointment.');
  return toAppointment(row);
}

/** One task as the API answers it; 404 when there is none. */
export async function readTask(store: SchedulingStore, id: number): Promise<EmployeeTask> {
  const [row] = await store.tasks({}, id);
  if (!row) throw new AppError('NOT_FOUND', 'No such task.');
  return toTask(row);
}
