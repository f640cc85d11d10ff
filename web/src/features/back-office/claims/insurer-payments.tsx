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
import { useState } from 'react';
import { useRecordInsurerPayment } from '../../../api/claims.ts';
import { EmptyState } from '../../../components/back-office/list-states.tsx';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { PanelSection } from '../../../components/back-office/panel-section.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { day } from '../billing/billing-format.ts';
import { cellClass, TableHead, TableScroll, tableClass } from '../billing/invoices-table.tsx';
import { type PaymentValues, paymentToBody } from './claim-format.ts';

const KIND_OPTIONS = INSURER_PAYMENT_KINDS.map((kind) => ({
  value: kind,
  label: INSURER_PAYMENT_KIND_LABELS[kind],
}));

/** An insurer's check into the job's ledger (the Billing tab shows it as an insurer's check). */
function InsurerPaymentForm({ claim, onDone }: { claim: Claim; onDone: () => void }) {
  const record = useRecordInsurerPayment(claim.quoteId);
  const state = useOfficeForm<PaymentValues, InsurerPaymentInput, Claim>({
    defaultValues: {
      kind: claim.payments.length === 0 ? 'acv' : '',
      amountCents: '',
      receivedOn: businessToday(),
      checkNumber: '',
      payees: `${claim.customerName} and ${COMPANY.name}`,
    },
    resolver: contractResolver(InsurerPaymentInputSchema, paymentToBody),
    dollarFields: ['amountCents'],
    save: (body) => record.mutateAsync({ id: claim.id, body }),
    saved: (saved) => ({
      title: 'Insurer payment recorded',
      description: `${formatMoney(saved.payments.at(-1)?.amount ?? null)} from ${claim.carrier} is in the job’s ledger; the insurer still owes ${formatMoney(saved.totals.insurerStillToPay)}.`,
    }),
    failed: 'The payment could not be recorded.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;

  return (
    <OfficeForm
      state={state}
      label="Record an insurer payment"
      submitLabel="Record insurer payment"
      pendingLabel="Recording..."
      onCancel={onDone}
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
    </OfficeForm>
  );
}

/** The insurer's checks on this claim; each is also a row of the job's payments ledger. */
export function InsurerPayments({ claim }: { claim: Claim }) {
  const [recording, setRecording] = useState(false);
  return (
    <PanelSection
      headingId={`claim-${claim.id}-payments`}
      title="Insurer payments"
      action={
        recording ? null : (
          <Button variant="outline" onClick={() => setRecording(true)}>
            Record insurer payment
          </Button>
        )
      }
    >
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
    </PanelSection>
  );
}
