import {
  businessToday,
  type Claim,
  COMPANY,
  formatMoney,
  INSURER_PAYMENT_KIND_LABELS,
  INSURER_PAYMENT_KINDS,
  type InsurerPaymentInput,
  InsurerPaymentInputSchema,
} from '@roofing/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordInsurerPayment } from '../../../api/claims.ts';
import { useToast } from '../../../app/toast.tsx';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { withDollarFields } from '../../../components/ui/dollar-fields.ts';
import { FormActions } from '../../../components/ui/form-actions.tsx';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { showServerFieldErrors } from '../../../components/ui/server-field-errors.ts';
import { day } from '../billing/billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import { type PaymentValues, paymentToBody } from './claim-format.ts';

const KIND_OPTIONS = INSURER_PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: INSURER_PAYMENT_KIND_LABELS[kind],
}));

/** An insurer's check into the job's ledger (the Billing tab shows it as an insurer's check). */
function InsurerPaymentForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const ids = useId();
  const record = useRecordInsurerPayment(claim.quoteId);
  const { toast } = useToast();
  const form = useForm<PaymentValues, unknown, InsurerPaymentInput>({
    defaultValues: {
      kind: claim.payments.length === 0 ? 'acv' : '',
      amountCents: '',
      receivedOn: businessToday(),
      checkNumber: '',
      payees: `${claim.customerName} and ${COMPANY.name}`,
    },
    resolver: withDollarFields(
      () => ['amountCents'],
      contractResolver(InsurerPaymentInputSchema, paymentToBody),
    ),
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (body) => {
    try {
      const saved = await record.mutateAsync({ id: claim.id, body });
      toast({
        title: 'Insurer payment recorded',
        description: `${formatMoney(saved.payments.at(-1)?.amount ?? null)} from ${claim.carrier} is in the job’s ledger; the insurer still owes ${formatMoney(saved.totals.insurerStillToPay)}.`,
      });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure, { fallback: 'The payment could not be recorded.' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Record an insurer payment"
      className="grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
      <FormSelectField
        control={control}
        name="kind"
        id={`${ids}-kind`}
        label="What it pays for"
        placeholder="Choose"
        options={KIND_OPTIONS}
        required
      />
      <FormTextField
        control={control}
        name="amountCents"
        id={`${ids}-amount`}
        label="Amount ($)"
        inputMode="decimal"
        required
      />
      <FormDateField
        control={control}
        name="receivedOn"
        id={`${ids}-on`}
        label="Received on"
        required
      />
      <FormTextField
        control={control}
        name="checkNumber"
        id={`${ids}-check`}
        label="Check number"
        limit={40}
      />
      <FormTextField
        control={control}
        name="payees"
        id={`${ids}-payees`}
        label="Payees on the check"
        hint="A two-party check names the homeowner and us (and the mortgage company, if any)."
        limit={200}
        className="sm:col-span-2"
      />
      <FormActions
        error={formState.errors.root?.message}
        pending={record.isPending}
        submitLabel="Record insurer payment"
        pendingLabel="Recording..."
        onCancel={onDone}
      />
    </form>
  );
}

/** The insurer's checks on this claim; each is also a row of the job's payments ledger. */
export function InsurerPayments({ claim }: { claim: Claim }) {
  const [recording, setRecording] = useState(false);
  return (
    <section aria-labelledby={`claim-${claim.id}-payments`} className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h5 id={`claim-${claim.id}-payments`} className="font-semibold text-navy-900">
          Insurer payments
        </h5>
        {recording ? null : (
          <Button variant="outline" onClick={() => setRecording(true)}>
            Record insurer payment
          </Button>
        )}
      </div>
      {recording ? <InsurerPaymentForm claim={claim} onDone={() => setRecording(false)} /> : null}
      {claim.payments.length === 0 ? (
        <EmptyState>No insurer checks yet.</EmptyState>
      ) : (
        <TableScroll label="Insurer payments table">
          <table className={tableClass} data-testid="insurer-payments">
            <caption className="sr-only">Checks from {claim.carrier} on this claim</caption>
            <TableHead columns={['Received', 'For', '$Amount', 'Check no.', 'Payees']} />
            <tbody>
              {claim.payments.map((payment) => (
                <tr key={payment.paymentId}>
                  <td className={cellClass}>{day(payment.receivedOn)}</td>
                  <td className={cellClass}>{INSURER_PAYMENT_KIND_LABELS[payment.kind]}</td>
                  <td className={`${cellClass} text-right font-semibold`}>
                    {formatMoney(payment.amount)}
                  </td>
                  <td className={`${cellClass} font-mono`}>{payment.checkNumber ?? '—'}</td>
                  <td className={`${cellClass} whitespace-normal`}>{payment.payees ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
