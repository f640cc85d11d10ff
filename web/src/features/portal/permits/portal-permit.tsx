import { FLORIDA_DEPOSIT_RULE_PERCENT, type PortalPermit as Permit } from '@roofing/contracts';
import { usePortalPermit } from '../../../api/permits.ts';
import { ErrorState, LoadingState } from '../../../components/back-office/list-states.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { useT } from '../../../i18n/catalogue.ts';
import { useEstimateFormat } from '../../estimate-tracker/use-estimate-format.ts';
import { messages, messagesEnglish } from './messages.ts';
import {
  depositClockLines,
  inspectionOutcome,
  inspectionTitle,
  type PermitWords,
  stepDetail,
  stepOn,
  timelineStates,
} from './portal-permit-format.ts';

export const NO_PERMIT_TEXT = messagesEnglish.none;

/** The permit's words and days in the page's language. */
function usePermitWords(): PermitWords {
  const say = useT(messages);
  const { calendarDate } = useEstimateFormat();
  return { say, day: calendarDate };
}

const DOT_CLASS = {
  done: 'bg-success-700 text-white',
  next: 'bg-ocean-600 text-white ring-4 ring-ocean-100',
  waiting: 'border-2 border-slate-300 bg-white',
} as const;

const OUTCOME_CLASS = {
  pass: 'text-success-700',
  fail: 'text-danger-700',
  scheduled: 'text-navy-900',
  cancelled: 'text-slate-600',
} as const;

/**
 * "Permit and inspections" in the portal: the timeline applied → issued → dry-in inspection
 * passed → final inspection passed with their days, each inspection's result (a fail with the
 * inspector's notes), and the deposit clock's dates Florida law owes the homeowner. Before the
 * estimate is accepted there is nothing to say unless a permit exists already.
 */
export function PortalPermit({ accepted }: { accepted: boolean }) {
  const t = useT(messages);
  const query = usePortalPermit();
  const permit = query.data;
  if (!accepted && !permit) return null;
  return (
    <Card>
      <section
        aria-labelledby="portal-permit-heading"
        data-testid="portal-permit"
        className="space-y-5"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="portal-permit-heading" className="font-display text-lg font-bold text-navy-900">
            {t('heading')}
          </h3>
          {permit ? (
            <p className="text-sm text-slate-700">
              {permit.jurisdiction}
              {permit.permitNumber ? (
                <>
                  {t('permitNumber')}
                  <span className="font-mono font-semibold">{permit.permitNumber}</span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {query.isPending ? (
          <LoadingState text={t('loading')} />
        ) : query.isError ? (
          <ErrorState
            text={t('loadError')}
            retryLabel={t('tryAgain')}
            onRetry={() => void query.refetch()}
          />
        ) : permit ? (
          <PermitDetails permit={permit} />
        ) : (
          <p className="rounded-xl bg-sand-100 p-4 text-slate-800" data-testid="portal-permit-none">
            {t('none')}
          </p>
        )}
      </section>
    </Card>
  );
}

function PermitDetails({ permit }: { permit: Permit }) {
  const words = usePermitWords();
  const t = words.say;
  const states = timelineStates(permit.steps);
  const clock = depositClockLines(
    permit.depositClock,
    { appliedOn: stepOn(permit, 'applied') },
    words,
  );
  return (
    <>
      <ol aria-label={t('timeline')} className="space-y-4">
        {permit.steps.map((step, index) => {
          const state = states[index] ?? 'waiting';
          const detail = stepDetail(step, state, words);
          return (
            <li
              key={step.step}
              data-step={step.step}
              data-state={state}
              aria-current={state === 'next' ? 'step' : undefined}
              className="flex gap-3"
            >
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full ${DOT_CLASS[state]}`}
              >
                {state === 'done' ? <CheckIcon className="size-4" /> : null}
              </span>
              <div>
                <p className="font-semibold text-slate-900">
                  {t(`step_${step.step}`)}
                  {state === 'done' ? <span className="sr-only">{t('done')}</span> : null}
                </p>
                {detail ? <p className="text-sm text-slate-700">{detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>

      {permit.inspections.length > 0 ? (
        <section aria-labelledby="portal-inspections-heading">
          <h4 id="portal-inspections-heading" className="font-semibold text-navy-900">
            {t('inspections')}
          </h4>
          <ul className="mt-2 divide-y divide-navy-100 rounded-xl border border-navy-100">
            {permit.inspections.map((inspection) => {
              const outcome = inspectionOutcome(inspection, words);
              return (
                <li key={inspection.id} data-result={inspection.result} className="p-4">
                  <p className="font-semibold text-slate-900">
                    {inspectionTitle(inspection, words)}
                  </p>
                  <p className={`text-sm ${OUTCOME_CLASS[outcome.tone]}`}>{outcome.text}</p>
                  {inspection.notes && inspection.result === 'fail' ? (
                    <p className="mt-1 whitespace-pre-line text-sm text-slate-800">
                      <span className="font-semibold">{t('inspectorNoted')}</span>
                      {inspection.notes}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {clock.length > 0 ? (
        <section
          aria-labelledby="portal-permit-clock-heading"
          className="rounded-xl bg-ocean-100/50 p-4 text-sm text-navy-900"
          data-testid="portal-permit-clock"
        >
          <h4 id="portal-permit-clock-heading" className="font-semibold">
            {t('clockHeading')}
          </h4>
          <p className="mt-1 text-slate-700">
            {t('clockIntro', { percent: FLORIDA_DEPOSIT_RULE_PERCENT })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {clock.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
