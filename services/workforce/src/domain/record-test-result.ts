import { businessToday, type TestResultCreateSchema } from '@roofing/contracts';
import type { z } from 'zod';
import type { TestingStore } from '../store/testing.ts';
import { expiryOf, fieldError, templateAndEmployee, verdict } from './testing.ts';

type TestResultInput = z.output<typeof TestResultCreateSchema>;

/**
 * Records a test sat on paper: passed or failed from the template's passing score, and a passed
 * test expires after the template's frequency. The template and the employee are on file and
 * the test date is not to come (400 at the field otherwise). Answers the new result's id.
 */
export async function recordTestResult(
  store: TestingStore,
  input: TestResultInput,
  recordedBy: string,
): Promise<number> {
  const { template } = await templateAndEmployee(store, input);
  if (input.testDate > businessToday())
    throw fieldError('testDate', 'The test date cannot be in the future');
  const status = verdict(input.score, input.maxScore, template.passingScore);
  return store.insertResult({
    ...input,
    testType: template.name,
    status,
    expiryDate: status === 'passed' ? expiryOf(template, input.testDate) : null,
    recordedBy,
  });
}
