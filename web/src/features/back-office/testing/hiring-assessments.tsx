import {
  HIRING_PASSING_SCORE,
  HIRING_STATUSES,
  type HiringAssessment,
  type HiringStatus,
} from '@roofing/contracts';
import { useState } from 'react';
import { useHiringAssessments, useReviewHiringAssessment } from '../../../api/testing.ts';
import { QueryState } from '../../../components/back-office/list-states.tsx';
import { StaffDialog } from '../../../components/back-office/staff-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { HiringAssessmentForm } from './hiring-assessment-form.tsx';
import { statusLabel } from './testing-labels.ts';

/** The Hiring Assessments tab: candidates' scores, their review status, and a new assessment. */
export function HiringAssessments() {
  const assessments = useHiringAssessments();
  const [open, setOpen] = useState(false);
  const list = assessments.data ?? [];
  return (
    <section aria-labelledby="hiring-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="hiring-heading" className="font-display text-xl font-bold text-navy-900">
          Hiring assessments
        </h2>
        <Button onClick={() => setOpen(true)}>New Assessment</Button>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        The total is the average of integrity, competence and attitude; {HIRING_PASSING_SCORE}{' '}
        passes.
      </p>
      <div className="mt-4">
        <QueryState query={assessments} empty={list.length === 0} emptyText="No assessments yet." />
        <ul aria-label="Hiring assessments" className="grid gap-3 md:grid-cols-2">
          {list.map((assessment) => (
            <AssessmentCard key={assessment.id} assessment={assessment} />
          ))}
        </ul>
      </div>
      <StaffDialog
        open={open}
        onOpenChange={setOpen}
        title="New Assessment"
        description="Scores are 0 to 100."
        wide
      >
        <HiringAssessmentForm onDone={() => setOpen(false)} />
      </StaffDialog>
    </section>
  );
}

function AssessmentCard({ assessment }: { assessment: HiringAssessment }) {
  const review = useReviewHiringAssessment();
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-4 text-sm">
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="font-display text-lg font-bold text-navy-900">{assessment.candidateName}</p>
          <p className="text-slate-700">
            {assessment.assessmentNumber} · {assessment.positionApplied} ·{' '}
            {assessment.assessmentDate}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${assessment.passingGrade ? 'bg-green-100 text-green-900' : 'bg-red-100 text-red-800'}`}
        >
          {assessment.passingGrade ? 'Pass' : 'Below pass'}: {assessment.totalScore}
        </span>
      </div>
      <p className="mt-2 text-slate-800">
        Integrity {assessment.integrityScore} · Competence {assessment.competenceScore} · Attitude{' '}
        {assessment.attitudeScore}
      </p>
      {assessment.reviewerNotes ? (
        <p className="mt-1 text-slate-700">
          “{assessment.reviewerNotes}” {assessment.reviewedBy ? `– ${assessment.reviewedBy}` : ''}
        </p>
      ) : null}
      <label className="mt-3 flex items-center gap-2">
        <span className="font-semibold">Status</span>
        <select
          aria-label={`Status of ${assessment.candidateName}`}
          value={assessment.status}
          onChange={(event) =>
            review.mutate({
              id: assessment.id,
              changes: {
                status: event.target.value as HiringStatus,
                reviewerNotes: assessment.reviewerNotes,
              },
            })
          }
          className={`${inputClass} w-auto`}
        >
          {HIRING_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </label>
    </li>
  );
}
