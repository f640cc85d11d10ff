import {
  businessToday,
  formatMoney,
  type Invoice,
  type LedgerEntry,
  OFFLINE_PAYMENT_METHODS,
  type OfflinePaymentCreate,
  OfflinePaymentCreateSchema,
  PAYMENT_METHOD_LABELS,
} from '@roofing/contracts';
import { useWatch } from 'react-hook-form';
import { useRecordLedgerEntry } from '../../../api/billing.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';

interface LedgerValues {
  kind: 'payment' | 'refund';
  method: string;
  /** Dollars as typed; sent as whole cents. */
  amountCents: string;
  invoiceNumber: string;
  reference: string;
  description: string;
  receivedOn: string;
}

const toBody = (values: LedgerValues): OfflinePaymentCreate => ({
  kind: values.kind,
  method: values.method as OfflinePaymentCreate['method'],
  amountCents: requestCents(values.amountCents),
  invoiceNumber: values.invoiceNumber === '' ? null : values.invoiceNumber,
  reference: values.reference,
  description: values.description,
  receivedOn: values.receivedOn.trim() === '' ? undefined : values.receivedOn,
});

const KIND_OPTIONS = [
  { value: 'payment', label: 'Payment received' },
  { value: 'refund', label: 'Refund paid out' },
] as const;
const METHOD_OPTIONS = OFFLINE_PAYMENT_METHODS.map((method) => ({
  value: method,
  label: PAYMENT_METHOD_LABELS[method],
}));

/**
 * Money that came in by hand (check, insurer's check, financing, cash, transfer, card by phone),
 * or a refund paid out the same way, into the job's ledger.
 */
export function PaymentRecordForm({
  quoteId,
  invoices,
  onDone,
}: {
  quoteId: number;
  invoices: Invoice[];
  onDone: () => void;
}) {
  const record = useRecordLedgerEntry(quoteId);
  const open = invoices.filter((invoice) => invoice.status !== 'void');
  const firstOpen = invoices.find((invoice) => invoice.status === 'open');
  const state = useOfficeForm<LedgerValues, OfflinePaymentCreate, LedgerEntry>({
    defaultValues: {
      kind: 'payment',
      method: '',
      amountCents: firstOpen ? firstOpen.balanceDue : '',
      invoiceNumber: firstOpen?.number ?? '',
      reference: '',
      description: '',
      receivedOn: businessToday(),
    },
    resolver: contractResolver(OfflinePaymentCreateSchema, toBody),
    dollarFields: ['amountCents'],
    save: (body) => record.mutateAsync(body),
    saved: (entry) => ({
      title: entry.kind === 'refund' ? 'Refund recorded' : 'Payment recorded',
      description: `${formatMoney(entry.amount)} ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()}${entry.invoiceNumber ? ` on ${entry.invoiceNumber}` : ''}.`,
    }),
    failed: 'The entry could not be recorded.',
    onDone,
  });
  const { ids } = state;
  const { control } = state.form;
  const kind = useWatch({ control, name: 'kind' });

  return (
    <OfficeForm
      state={state}
      label="Record a payment or refund"
      submitLabel={kind === 'refund' ? 'Record refund' : 'Record payment'}
      pendingLabel="Saving..."
      onCancel={onDone}
    >
      <FormSelectField
        control={control}
        name="kind"
        id={`${ids}-kind`}
        label="Entry"
        placeholder="Choose"
        options={KIND_OPTIONS}
      />
      <FormSelectField
        control={control}
        name="method"
        id={`${ids}-method`}
        label="Method"
        placeholder={kind === 'refund' ? 'How it was paid back' : 'How the money came'}
        options={METHOD_OPTIONS}
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
      <FormSelectField
        control={control}
        name="invoiceNumber"
        id={`${ids}-invoice`}
        label="Invoice"
        placeholder="Not against an invoice"
        options={open.map((invoice) => ({
          value: invoice.number,
          label: `${invoice.number} (${invoice.kind}, ${formatMoney(invoice.balanceDue)} due)`,
        }))}
      />
      <FormTextField
        control={control}
        name="reference"
        id={`${ids}-reference`}
        label="Reference"
        hint="Check number, claim number, financing approval…"
        limit={100}
      />
      <FormDateField
        control={control}
        name="receivedOn"
        id={`${ids}-on`}
        label={kind === 'refund' ? 'Paid out on' : 'Received on'}
      />
      <FormTextField
        control={control}
        name="description"
        id={`${ids}-note`}
        label="Note"
        limit={300}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}
