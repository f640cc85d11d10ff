import {
  type Contract,
  FLORIDA_DEPOSIT_RULE_PERCENT,
  PERMIT_APPLY_WITHIN_DAYS,
  PermitDatesUpdateSchema,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { type PermitDatesUpdate, useUpdatePermitDates } from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormDateField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { day, deadlineState, relativeDays } from './billing-format.ts';

interface PermitValues {
  permitAppliedOn: string;
  permitIssuedOn: string;
  workStartedOn: string;
}

const dayOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const toBody = (values: PermitValues): PermitDatesUpdate => ({
  permitAppliedOn: dayOrNull(values.permitAppliedOn),
  permitIssuedOn: dayOrNull(values.permitIssuedOn),
  workStartedOn: dayOrNull(values.workStartedOn),
});

const DEADLINE_CLASS = {
  past: 'border-danger-700/40 bg-danger-50 text-danger-700',
  soon: 'border-amber-300 bg-amber-50 text-amber-900',
  ok: 'border-navy-100 bg-white text-slate-800',
} as const;

/**
 * Florida's permit clock (s. 489.126), shown when the deposit is above 10 % of the price:
 * apply for the permit within 30 days of the deposit, start within 90 days of the permit.
 * A deadline not yet met is marked within 7 days, and past.
 */
export function PermitClock({ contract }: { contract: Contract }) {
  const { permit } = contract;
  return (
    <section aria-labelledby={`permit-${contract.id}-heading`} className="grid gap-2 text-sm">
      <h5 id={`permit-${contract.id}-heading`} className="font-semibold text-navy-900">
        Florida permit clock
      </h5>
      <p className="text-slate-700">
        The deposit is above {FLORIDA_DEPOSIT_RULE_PERCENT}% of the price: apply for the permit
        within {PERMIT_APPLY_WITHIN_DAYS} days of receiving it
        {permit.depositReceivedOn ? ` (received ${day(permit.depositReceivedOn)})` : ''}, and start
        the work within {WORK_START_WITHIN_DAYS} days of the permit's issue.
      </p>
      <ul aria-label="Permit deadlines" className="grid gap-2 sm:grid-cols-2">
        <Deadline
          label="Apply for the permit by"
          testId="permit-apply-by"
          due={permit.permitApplyBy}
          doneOn={permit.permitAppliedOn}
          doneLabel="Applied on"
          waiting="Starts when the deposit is received."
        />
        <Deadline
          label="Start the work by"
          testId="work-start-by"
          due={permit.workStartBy}
          doneOn={permit.workStartedOn}
          doneLabel="Started on"
          waiting="Starts when the permit is issued."
        />
      </ul>
      <PermitDatesForm key={contract.id} contract={contract} />
    </section>
  );
}

function Deadline({
  label,
  testId,
  due,
  doneOn,
  doneLabel,
  waiting,
}: {
  label: string;
  testId: string;
  due: string | null;
  doneOn: string | null;
  doneLabel: string;
  waiting: string;
}) {
  const state = due && !doneOn ? deadlineState(due) : 'ok';
  return (
    <li
      data-testid={testId}
      data-state={doneOn ? 'done' : state}
      className={`rounded-lg border p-2 ${DEADLINE_CLASS[state]}`}
    >
      <p className="font-semibold">
        {label}: {due ? day(due) : '—'}
      </p>
      {doneOn ? (
        <p>
          {doneLabel} {day(doneOn)}.
        </p>
      ) : due ? (
        <p>
          {state === 'past' ? (
            <strong>Overdue: the deadline was {relativeDays(due)}.</strong>
          ) : state === 'soon' ? (
            <strong>Due {relativeDays(due)}.</strong>
          ) : (
            `Due ${relativeDays(due)}.`
          )}
        </p>
      ) : (
        <p className="text-slate-600">{waiting}</p>
      )}
    </li>
  );
}

function PermitDatesForm({ contract }: { contract: Contract }) {
  const ids = useId();
  const update = useUpdatePermitDates(contract.quoteId);
  const { toast } = useToast();
  const { permit } = contract;
  const form = useForm<PermitValues, unknown, PermitDatesUpdate>({
    defaultValues: {
      permitAppliedOn: permit.permitAppliedOn ?? '',
      permitIssuedOn: permit.permitIssuedOn ?? '',
      workStartedOn: permit.workStartedOn ?? '',
    },
    resolver: contractResolver(PermitDatesUpdateSchema, toBody),
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: contract.id, body });
      toast({ title: 'Permit dates saved', description: `${contract.estimateNumber} is updated.` });
    } catch (failure) {
      showServerFieldErrors(setError, failure, {
        fallback: 'The permit dates could not be saved.',
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Permit dates"
      className="grid gap-3 rounded-xl bg-sand-50 p-4 sm:grid-cols-3"
    >
      <FormDateField
        control={control}
        name="permitAppliedOn"
        id={`${ids}-applied`}
        label="Permit applied on"
      />
      <FormDateField
        control={control}
        name="permitIssuedOn"
        id={`${ids}-issued`}
        label="Permit issued on"
      />
      <FormDateField
        control={control}
        name="workStartedOn"
        id={`${ids}-started`}
        label="Work started on"
      />
      <div className="sm:col-span-3">
        <FormActions
          error={formState.errors.root?.message}
          pending={update.isPending}
          submitLabel="Save permit dates"
          pendingLabel="Saving..."
          spanColumns={false}
        />
      </div>
    </form>
  );
}
