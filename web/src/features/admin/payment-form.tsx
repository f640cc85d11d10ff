import {
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentCreate,
  PaymentCreateSchema,
} from '@roofing/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useRecordPayment } from '../../api/after-sales.ts';
import { ApiError } from '../../api/client.ts';
import { useToast } from '../../app/toast.tsx';
import { invalidProps, LabelledControl } from '../../components/back-office/labelled-control.tsx';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';
import { JobFormFoot, jobFormInput } from './job-form-parts.tsx';

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
  const ids = useId();
  const record = useRecordPayment(quoteId);
  const { toast } = useToast();
  const { register, handleSubmit, setError, formState } = useForm<
    PaymentValues,
    unknown,
    PaymentCreate
  >({
    defaultValues: { amount: '', paymentType: '', description: '', status: 'paid' },
    resolver: contractResolver(PaymentCreateSchema, toBody),
  });
  const { errors } = formState;
  const field = (name: keyof PaymentValues) => ({
    error: errors[name]?.message,
    errorId: `${ids}-${name}-error`,
  });
  const aria = (name: keyof PaymentValues) =>
    invalidProps(errors[name]?.message, `${ids}-${name}-error`);

  const submit = handleSubmit(async (body) => {
    try {
      await record.mutateAsync(body);
      toast({ title: 'Saved', description: 'The payment was recorded.' });
      onDone();
    } catch (failure) {
      showServerFieldErrors(setError, failure);
      setError('root', {
        type: 'server',
        message:
          (failure instanceof ApiError && failure.serverMessage) || 'Could not save. Try again.',
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Record a payment"
      className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
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
      <JobFormFoot
        failure={errors.root?.message}
        pending={record.isPending}
        submitLabel="Record payment"
        onCancel={onDone}
      />
    </form>
  );
}
