import {
  businessToday,
  type TrainingCompletion,
  type TrainingCompletionCreateSchema,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import type { SafetyStore } from '../store/safety.ts';

type Completion = z.output<typeof TrainingCompletionCreateSchema>;

type CompletionRow = Awaited<ReturnType<SafetyStore['completionsSince']>>[number];

export const toTrainingCompletion = (row: CompletionRow): TrainingCompletion => ({
  id: row.id,
  courseId: row.courseId,
  courseTitle: row.courseTitle,
  employeeRef: row.employeeRef,
  employeeName: `${row.firstName} ${row.lastName}`,
  completedOn: row.completedOn,
  hours: Number(row.hours),
});

/** Training completions of the last year (366 days), newest first, optionally one employee's. */
export async function recentCompletions(
  store: SafetyStore,
  employeeRef?: number,
): Promise<TrainingCompletion[]> {
  const since = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
  const rows = await store.completionsSince(since);
  return rows
    .filter((row) => !employeeRef || row.employeeRef === employeeRef)
    .map(toTrainingCompletion);
}

/**
 * Records that an employee completed a course: the course and the employee are on file, and the
 * day is not to come (400 at the field otherwise).
 */
export async function recordTrainingCompletion(
  store: SafetyStore,
  completion: Completion,
): Promise<TrainingCompletion> {
  const { courseId, employeeRef, completedOn, hours } = completion;
  const [course, employee] = await Promise.all([
    store.course(courseId),
    store.employee(employeeRef),
  ]);
  if (!course)
    throw new AppError('VALIDATION_FAILED', 'No such course.', { courseId: 'Choose a course' });
  if (!employee)
    throw new AppError('VALIDATION_FAILED', 'No such employee.', {
      employeeRef: 'Choose an employee',
    });
  if (completedOn > businessToday()) {
    throw new AppError('VALIDATION_FAILED', 'A completion cannot be in the future.', {
      completedOn: 'The date cannot be in the future',
    });
  }
  const row = await store.insertCompletion({
    courseId,
    employeeRef,
    completedOn,
    hours: String(hours),
  });
  return {
    id: row.id,
    courseId,
    courseTitle: course.title,
    employeeRef,
    employeeName: `${employee.firstName} ${employee.lastName}`,
    completedOn,
    hours,
  };
}
