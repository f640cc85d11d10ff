import {
  formatCents,
  formatMoney,
  type Invoice,
  type InvoiceCreate,
  InvoiceCreateSchema,
} from '@roofing/contracts';
import { type FieldPath, useFieldArray, useWatch } from 'react-hook-form';
import { useRaiseInvoice } from '../../../api/billing.ts';
import { OfficeForm, useOfficeForm } from '../../../components/back-office/office-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { contractResolver } from '../../../components/ui/contract-resolver.ts';
import { requestCents } from '../../../components/ui/dollar-fields.ts';
import {
  FormDateField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '../../../components/ui/hook-form-fields.tsx';
import { numberOrNull } from './billing-format.ts';

interface LineValues {
  description: string;
  quantity: string;
  /** Dollars as typed; sent as whole cents. */
  unitPriceCents: string;
}
interface InvoiceValues {
  kind: string;
  lines: LineValues[];
  taxRatePercent: string;
  dueOn: string;
  notes: string;
}

const EMPTY_LINE: LineValues = { description: '', quantity: '1', unitPriceCents: '' };

const toBody = (values: InvoiceValues): InvoiceCreate => ({
  kind: values.kind as InvoiceCreate['kind'],
  lines: values.lines.map((line) => ({
    description: line.description,
    quantity: line.quantity.trim() === '' ? Number.NaN : Number(line.quantity),
    unitPriceCents: requestCents(line.unitPriceCents),
  })),
  taxRatePercent: numberOrNull(values.taxRatePercent),
  dueOn: values.dueOn.trim() === '' ? undefined : values.dueOn,
  notes: values.notes,
});

/** Every line's unit price is typed in dollars. */
const priceFields = (values: InvoiceValues) =>
  values.lines.map((_, index) => `lines.${index}.unitPriceCents` as FieldPath<InvoiceValues>);

const KIND_OPTIONS = [
  { value: 'progress', label: 'Progress' },
  { value: 'final', label: 'Final' },
] as const;

/** Raise a progress or final invoice: its lines (dollars here, cents on the wire), tax, due date. */
export function InvoiceForm({ quoteId, onDone }: { quoteId: number; onDone: () => void }) {
  const raise = useRaiseInvoice(quoteId);
  const state = useOfficeForm<InvoiceValues, InvoiceCreate, Invoice>({
    defaultValues: { kind: '', lines: [EMPTY_LINE], taxRatePercent: '', dueOn: '', notes: '' },
    resolver: contractResolver(InvoiceCreateSchema, toBody),
    dollarFields: priceFields,
    save: (body) => raise.mutateAsync(body),
    saved: (invoice) => ({
      title: 'Invoice raised',
      description: `${invoice.number} for ${formatMoney(invoice.total)} is e-mailed to the customer.`,
    }),
    failed: 'The invoice could not be raised.',
    onDone,
  });
  const { ids } = state;
  const { control, formState } = state.form;
  const lines = useFieldArray({ control, name: 'lines' });
  const typed = useWatch({ control, name: ['lines', 'taxRatePercent'] });
  const subtotalCents = typed[0].reduce((sum, line) => {
    const cents = requestCents(line.unitPriceCents);
    const quantity = Number(line.quantity);
    return Number.isFinite(cents) && Number.isFinite(quantity) ? sum + cents * quantity : sum;
  }, 0);
  const taxRate = Number(typed[1]) || 0;
  const linesError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;
  const totalCents = Math.round(subtotalCents * (1 + taxRate / 100));

  return (
    <OfficeForm
      state={state}
      label="Raise an invoice"
      submitLabel="Raise invoice"
      pendingLabel="Raising..."
      onCancel={onDone}
    >
      <FormSelectField
        control={control}
        name="kind"
        id={`${ids}-kind`}
        label="Kind"
        placeholder="Choose progress or final"
        options={KIND_OPTIONS}
        required
      />
      <FormDateField
        control={control}
        name="dueOn"
        id={`${ids}-due`}
        label="Due on"
        hint="Blank: 14 days after it is issued."
      />
      <fieldset
        className="grid gap-3 sm:col-span-2"
        aria-describedby={linesError ? `${ids}-lines-error` : undefined}
      >
        <legend className="mb-1 font-semibold text-navy-900">Lines</legend>
        {lines.fields.map((line, index) => (
          <fieldset
            key={line.id}
            aria-label={`Line ${index + 1}`}
            className="grid items-end gap-2 rounded-lg border border-navy-100 bg-white p-3 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto]"
          >
            <FormTextField
              control={control}
              name={`lines.${index}.description`}
              id={`${ids}-line-${index}-description`}
              label="Description"
              limit={300}
            />
            <FormTextField
              control={control}
              name={`lines.${index}.quantity`}
              id={`${ids}-line-${index}-quantity`}
              label="Quantity"
              inputMode="decimal"
            />
            <FormTextField
              control={control}
              name={`lines.${index}.unitPriceCents`}
              id={`${ids}-line-${index}-price`}
              label="Unit price ($)"
              inputMode="decimal"
            />
            <Button
              variant="ghost"
              disabled={lines.fields.length === 1}
              onClick={() => lines.remove(index)}
            >
              Remove<span className="sr-only"> line {index + 1}</span>
            </Button>
          </fieldset>
        ))}
        {linesError ? (
          <p id={`${ids}-lines-error`} role="alert" className="font-medium text-danger-700">
            {linesError}
          </p>
        ) : null}
        <div>
          <Button
            variant="outline"
            disabled={lines.fields.length >= 50}
            onClick={() => lines.append(EMPTY_LINE)}
          >
            Add line
          </Button>
        </div>
      </fieldset>
      <FormTextField
        control={control}
        name="taxRatePercent"
        id={`${ids}-tax`}
        label="Tax (%)"
        hint="Optional, up to 20%."
        inputMode="decimal"
      />
      <p aria-live="polite" className="self-center font-semibold text-navy-900">
        Total {formatCents(totalCents)}
      </p>
      <FormTextAreaField
        control={control}
        name="notes"
        id={`${ids}-notes`}
        label="Notes (shown on the invoice)"
        limit={2000}
        rows={3}
        className="sm:col-span-2"
      />
    </OfficeForm>
  );
}
