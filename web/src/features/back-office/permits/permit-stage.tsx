import { PERMIT_STAGE_LABELS, type PermitStage } from '@roofing/contracts';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { type StepState, stageSteps, stageSummary } from './permit-format.ts';

const DOT_CLASS: Record<StepState, string> = {
  done: 'bg-success-700 text-white',
  current: 'bg-ocean-600 text-white ring-4 ring-ocean-100',
  upcoming: 'border-2 border-slate-300 bg-white text-slate-600',
};

/**
 * The permit's stage as steps (to apply → applied → issued → dry-in passed → final passed): an
 * ordered list, the current step marked with aria-current so a screen reader says where it is.
 */
export function PermitStageSteps({ stage }: { stage: PermitStage }) {
  const steps = stageSteps(stage);
  return (
    <div>
      <p className="sr-only">{stageSummary(stage)}</p>
      <ol
        aria-label="Permit stage"
        data-testid="permit-stage"
        data-stage={stage}
        className="grid grid-cols-5 gap-1 text-center text-xs"
      >
        {steps.map((step, index) => (
          <li
            key={step.stage}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex flex-col items-center gap-1"
          >
            <span
              aria-hidden="true"
              className={`flex size-7 items-center justify-center rounded-full font-semibold ${DOT_CLASS[step.state]}`}
            >
              {step.state === 'done' ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            <span
              className={
                step.state === 'current' ? 'font-semibold text-navy-900' : 'text-slate-700'
              }
            >
              {step.label}
              {step.state === 'done' ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const BADGE_CLASS: Record<PermitStage, string> = {
  'to-apply': 'bg-sand-100 text-navy-900 ring-sand-300',
  applied: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  issued: 'bg-ocean-100 text-navy-900 ring-ocean-600/30',
  'dry-in-passed': 'bg-success-50 text-success-700 ring-success-700/30',
  'final-passed': 'bg-success-50 text-success-700 ring-success-700/30',
};

/** A permit's stage in a compact badge (the board's rows). */
export function StageBadge({ stage }: { stage: PermitStage }) {
  return (
    <span
      data-stage={stage}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE_CLASS[stage]}`}
    >
      {PERMIT_STAGE_LABELS[stage]}
    </span>
  );
}

/** The red "Overdue" badge of a permit with a deadline passed unmet. */
export function OverdueBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-danger-700 px-2.5 py-0.5 text-xs font-bold text-white">
      Overdue
    </span>
  );
}
