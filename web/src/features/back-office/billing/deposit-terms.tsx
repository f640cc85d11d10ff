import {
  type DepositTerms,
  DepositTermsSchema,
  formatMoney,
  type JobBilling,
} from '@roofing/contracts';
import { type ReactNode, useState } from 'react';
import { useSetDepositTerms } from '../../../api/billing.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';
import { FormSelectField, FormTextField } from '../../../components/ui/hook-form-fields.tsx';

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
    <PanelSection
      headingId={`deposit-${billing.quoteId}-heading`}
      title="Deposit"
      className="grid gap-2 text-sm"
      action={
        editing ? null : (
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
        )
      }
    >
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
    </PanelSection>
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
  const save = useSetDepositTerms(billing.quoteId);
  const { terms } = billing.deposit;
  const state = useOfficeForm<DepositValues, DepositTerms, unknown>({
    defaultValues: {
      kind: terms.kind,
      percent: terms.kind === 'percent' ? String(terms.percent) : '',
      amountCents: terms.kind === 'amount' ? (terms.amountCents / 100).toFixed(2) : '',
    },
    resolver: contractResolver(DepositTermsSchema, toBody),
    dollarFields: (values) => (values.kind === 'amount' ? ['amountCents'] : []),
    save: (body) => save.mutateAsync(body),
    saved: () => ({
      title: 'Deposit terms saved',
      description: billing.contract
        ? 'The unsigned contract was reissued with the new deposit.'
        : 'The contract will use these terms.',
    }),
    failed: 'The deposit terms could not be saved.',
    onDone,
  });
  const { ids } = state;
  const { control, watch } = state.form;
  const kind = watch('kind');
  return (
    <OfficeForm
      state={state}
      label="Deposit terms"
      className="grid gap-3 rounded-xl bg-sand-50 p-4 sm:grid-cols-2"
      submitLabel="Save deposit terms"
      pendingLabel="Saving..."
      onCancel={onDone}
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
    </OfficeForm>
  );
}
