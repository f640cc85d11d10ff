import {
  type DepositTerms,
  DepositTermsSchema,
  formatMoney,
  type JobBilling,
} from '@roofing/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSetDepositTerms } from '../../../api/billing.ts';
import { useToast } from '../../../app/toast.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents, withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';

interface DepositValues {
  kind: 'percent' | 'amount';
  percent: string;
  /** Dollars as typed; sent as whole cents. */
  amountCents: string;
}

const toBody = (values: DepositValues): DepositTerms =>
  values.kind === 'amount'
    ? { kind: 'amount', amountCents: requestCents(values.amountCents) }
    : {
        kind: 'percent',
        percent: values.percent.trim() === '' ? Number.NaN : Number(values.percent),
      };

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percent of the price' },
  { value: 'amount', label: 'A fixed amount' },
] as const;

export const termsText = (terms: DepositTerms) =>
  terms.kind === 'percent'
    ? `${terms.percent}% of the price`
    : formatMoney((terms.amountCents / 100).toFixed(2));

/** The deposit: its terms (changeable until the customer signs), what is due and what is paid. */
export function DepositPanel({ billing }: { billing: JobBilling }) {
  const [editing, setEditing] = useState(false);
  const status = billing.contract?.status;
  const locked = status === 'signed' || status === 'countersigned';
  const { deposit } = billing;
  return (
    <section aria-labelledby={`deposit-${billing.quoteId}-heading`} className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={`deposit-${billing.quoteId}-heading`} className="font-semibold text-navy-900">
          Deposit
        </h5>
        {editing ? null : (
          <Button
            variant="outline"
            disabled={locked}
            title={
              locked ? 'The customer has signed: the deposit is part of the contract.' : undefined
            }
            onClick={() => setEditing(true)}
          >
            Change deposit terms
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="deposit-summary">
        <Figure label="Terms">{termsText(deposit.terms)}</Figure>
        <Figure label="Deposit">{deposit.amount ? formatMoney(deposit.amount) : '—'}</Figure>
        <Figure label="Deposit paid">{formatMoney(deposit.paid)}</Figure>
        <Figure label="Deposit due">{formatMoney(deposit.due)}</Figure>
      </dl>
      {locked ? (
        <p className="text-slate-600">
          The customer has signed: the deposit is part of the contract.
        </p>
      ) : null}
      {editing && !locked ? (
        <DepositTermsForm billing={billing} onDone={() => setEditing(false)} />
      ) : null}
    </section>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-sand-50 p-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

function DepositTermsForm({ billing, onDone }: { billing: JobBilling; onDone: () => void }) {
  const ids = useId();
  const save = useSetDepositTerms(billing.quoteId);
  const { toast } = useToast();
  const { terms } = billing.deposit;
  const form = useForm<DepositValues, unknown, DepositTerms>({
    defaultValues: {
      kind: terms.kind,
      percent: terms.kind === 'percent' ? String(terms.percent) : '',
      amountCents: terms.kind === 'amount' ? (terms.amountCents / 100).toFixed(2) : '',
    },
    resolver: withDollarFields(
      (values) => (values.kind === 'amount' ? ['amountCents'] : []),
      contractResolver(DepositTermsSchema, toBody),
    ),
  });
  const { control, handleSubmit, setError, formState, watch } = form;
  const kind = watch('kind');
  const submit = handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      toast({
        title: 'Deposit terms saved',
        description: billing.contract
          ? 'The unsigned contract was reissued with the new deposit.'
          : 'The contract will use these terms.',
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, {
        fallback: 'The deposit terms could not be saved.',
      });
    }
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Deposit terms"
      className="grid gap-3 rounded-xl bg-sand-50 p-4 sm:grid-cols-2"
    >
      <FormSelectField
        control={control}
        name="kind"
        id={`${ids}-kind`}
        label="Deposit as"
        placeholder="Choose"
        options={KIND_OPTIONS}
      />
      {kind === 'amount' ? (
        <FormTextField
          control={control}
          name="amountCents"
          id={`${ids}-amount`}
          label="Deposit amount ($)"
          inputMode="decimal"
        />
      ) : (
        <FormTextField
          control={control}
          name="percent"
          id={`${ids}-percent`}
          label="Deposit percent"
          hint="Above 10% starts Florida's permit clock."
          inputMode="decimal"
        />
      )}
      <FormActions
        error={formState.errors.root?.message}
        pending={save.isPending}
        submitLabel="Save deposit terms"
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </form>
  );
}
