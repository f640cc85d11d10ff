import {
  type AppointmentCreateSchema,
  type AppointmentPatchSchema,
  type EmployeeTaskCreateSchema,
  type EmployeeTaskPatchSchema,
  isUpcoming,
  VISIT_PASSED_MESSAGE,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import type { SchedulingStore } from '../store/scheduling.ts';
import { readAppointment, unknownEmployee } from './crew-work.ts';

type NewAppointment = z.output<typeof AppointmentCreateSchema>;
type AppointmentChange = z.output<typeof AppointmentPatchSchema>;
type NewTask = z.output<typeof EmployeeTaskCreateSchema>;
type TaskChange = z.output<typeof EmployeeTaskPatchSchema>;

/** Books a visit on a job with an employee (400 at the field when the employee is not on file). */
export async function bookAppointment(
  store: SchedulingStore,
  visit: NewAppointment,
): Promise<number> {
  return store.insertAppointment({ ...visit, notes: visit.notes ?? null }).catch(unknownEmployee);
}

/**
 * Reschedules, reassigns, confirms, completes or cancels an appointment. A visit is not moved
 * into the past: the contract judges a whole move, and half a move (the day or the hour) is
 * judged here with the stored other half. 404 when there is none.
 */
export async function changeAppointment(
  store: SchedulingStore,
  id: number,
  change: AppointmentChange,
): Promise<void> {
  const { scheduledDate, scheduledTime } = change;
  if ((scheduledDate === undefined) !== (scheduledTime === undefined)) {
    const current = await readAppointment(store, id);
    const moved = {
      scheduledDate: scheduledDate ?? current.scheduledDate,
      scheduledTime: scheduledTime ?? current.scheduledTime,
    };
    if (!isUpcoming(moved)) {
      throw new AppError('VALIDATION_FAILED', VISIT_PASSED_MESSAGE, {
        scheduledDate: VISIT_PASSED_MESSAGE,
      });
    }
  }
  const changed = await store.updateAppointment(id, change).catch(unknownEmployee);
  if (!changed) throw new AppError('NOT_FOUND', 'No such appointment.');
}

/** Assigns a task on a job to an employee (400 at the field when they are not on file). */
export async function assignTask(store: SchedulingStore, task: NewTask): Promise<number> {
  return store
    .insertTask({
      ...task,
      description: task.description ?? null,
      dueDate: task.dueDate ?? null,
    })
    .catch(unknownEmployee);
}

/** Changes a task; completing it records when (reopening clears that). 404 when there is none. */
export async function changeTask(
  store: SchedulingStore,
  id: number,
  change: TaskChange,
): Promise<void> {
  const { status, ...rest } = change;
  const values = {
    ...rest,
    ...(status ? { status, completedAt: status === 'completed' ? new Date() : null } : {}),
  };
  const changed = await store.updateTask(id, values).catch(unknownEmployee);
  if (!changed) throw new AppError('NOT_FOUND', 'No such task.');
}
