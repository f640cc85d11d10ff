import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentCreate,
  PaymentCreateSchema,
} from '@roofing/contracts';
import { useRecordPayment } from '../../api/after-sales.ts';
import { LabelledControl } from '../../components/back-office/labelled-control.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { jobFormInput } from './job-form-parts.tsx';
import { JobForm, useJobForm } from './use-job-form.tsx';

interface PaymentValues {
  amount: string;
  paymentType: string;
  description: string;
  status: string;
}

/** The amount as typed → a number (blank is not one, so the contract names the field). */
const toBody = (values: PaymentValues): PaymentCreate => ({
  amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
  paymentType: values.paymentType as PaymentCreate['paymentType'],
  description: values.description || null,
  status: (values.status || 'paid') as PaymentCreate['status'],
});

/** Record a payment received (or expected) on this job, checked by the contract's rules. */
export function PaymentForm({ quoteId, onDone }: { quoteId: number; onDone: () => void }) {
  const record = useRecordPayment(quoteId);
  const { form, submit, field, aria } = useJobForm({
    schema: PaymentCreateSchema,
    toBody,
    defaultValues: { amount: '', paymentType: '', description: '', status: 'paid' },
    save: (body) => record.mutateAsync(body),
    savedText: 'The payment was recorded.',
    onDone,
  });
  const { register, formState } = form;
  const { errors } = formState;

  return (
    <JobForm label="Record a payment" onSubmit={submit}>
      <LabelledControl label="Amount (USD) *" {...field('amount')}>
        <input
          inputMode="decimal"
          className={jobFormInput}
          {...register('amount')}
          {...aria('amount')}
        />
      </LabelledControl>
      <LabelledControl label="Kind *" {...field('paymentType')}>
        <select className={jobFormInput} {...register('paymentType')} {...aria('paymentType')}>
          <option value="">Choose the kind of payment</option>
          {PAYMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl label="Note (shown to the customer)" {...field('description')}>
        <input
          maxLength={300}
          placeholder="Deposit received, thank you"
          className={jobFormInput}
          {...register('description')}
          {...aria('description')}
        />
      </LabelledControl>
      <LabelledControl label="Status" {...field('status')}>
        <select className={jobFormInput} {...register('status')}>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </LabelledControl>
      <FormActions
        error={errors.root?.message}
        pending={record.isPending}
        submitLabel="Record payment"
        pendingLabel="Saving..."
        onCancel={onDone}
      />
    </JobForm>
  );
}
