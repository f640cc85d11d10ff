import { businessToday, type ScheduledTestCreateSchema } from '@roofing/contracts';
import type { z } from 'zod';
import type { TestingStore } from '../store/testing.ts';
import { fieldError, templateAndEmployee } from './testing.ts';

type ScheduledTestInput = z.output<typeof ScheduledTestCreateSchema>;

/**
 * Schedules a test for an employee: the template and the employee are on file and the day is
 * today or later (400 at the field otherwise). Answers the scheduled test's id.
 */
export async function scheduleTest(
  store: TestingStore,
  input: ScheduledTestInput,
): Promise<number> {
  await templateAndEmployee(store, input);
  if (input.scheduledDate < businessToday())
    throw fieldError('scheduledDate', 'Choose today or a later date');
  return store.insertScheduled(input);
}
