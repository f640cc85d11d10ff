import type {
  HiringAssessmentCreateSchema,
  HiringAssessmentUpdateSchema,
} from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import type { z } from 'zod';
import type { HiringAssessmentRow } from '../store/schema.ts';
import type { TestingStore } from '../store/testing.ts';
import { hiringTotals } from './testing.ts';

type AssessmentInput = z.output<typeof HiringAssessmentCreateSchema>;
type AssessmentReview = z.output<typeof HiringAssessmentUpdateSchema>;

/**
 * Records a candidate's assessment under the next HA-<year>-<nnn> of its year, with its total and
 * pass computed (hiringTotals). The year's counter is raised and the assessment written in one
 * transaction: no gap in the numbering when the write fails, no number given twice.
 */
export async function recordHiringAssessment(
  ctx: ServiceContext,
  store: TestingStore,
  input: AssessmentInput,
): Promise<HiringAssessmentRow> {
  return ctx.db.transaction(async (tx) => {
    const assessmentNumber = await store.nextAssessmentNumber(
      tx,
      Number(input.assessmentDate.slice(0, 4)),
    );
    return store.insertAssessment(tx, { ...input, ...hiringTotals(input), assessmentNumber });
  });
}

/** A review of an assessment: its status and notes, signed by the reviewer, now. 404 if none. */
export async function reviewHiringAssessment(
  store: TestingStore,
  id: number,
  review: AssessmentReview,
  reviewer: string,
): Promise<HiringAssessmentRow> {
  const row = await store.reviewAssessment(id, {
    status: review.status,
    reviewerNotes: review.reviewerNotes,
    reviewedBy: reviewer,
    reviewedAt: new Date(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'No such assessment.');
  return row;
}
