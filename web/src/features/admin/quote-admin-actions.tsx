import type { Quote, QuoteUpdate } from '@roofing/contracts';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { useUpdateQuote } from '../../api/staff-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SelectMenu } from '../../components/ui/select-menu.tsx';
import {
  isoToLocalInput,
  localInputToIso,
  QUOTE_STATUS_OPTIONS,
  quoteStatusLabel,
} from './admin-format.ts';

type FieldErrors = Partial<Record<keyof QuoteUpdate | 'form', string>>;

function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    const fields = error.fields as FieldErrors;
    if (Object.keys(fields).length > 0) return fields;
    return { form: error.serverMessage ?? 'The quote could not be updated. Please try again.' };
  }
  return { form: 'The quote could not be updated. Please try again.' };
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-danger-700">
      {message}
    </p>
  );
}

function ActionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-navy-100 p-4">
      <h4 className="font-display text-base font-bold text-navy-900">{title}</h4>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/**
 * Staff changes to one quote: any stored status, the site visit, and the estimate (amount and
 * proposal notes, which makes the estimate ready). Server field errors show at their fields.
 */
export function QuoteAdminActions({
  quote,
  onUpdated,
}: {
  quote: Quote;
  onUpdated: (quote: Quote) => void;
}) {
  const ids = useId();
  const update = useUpdateQuote();
  const { toast } = useToast();
  const [status, setStatus] = useState(quote.status);
  const [visit, setVisit] = useState(() => isoToLocalInput(quote.scheduledDate));
  const [amount, setAmount] = useState(quote.estimateAmount ?? '');
  const [notes, setNotes] = useState(quote.proposalNotes ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pendingAction, setPendingAction] = useState<string | null>(null);

  const save = (action: string, change: QuoteUpdate, title: string) => {
    setErrors({});
    setPendingAction(action);
    update.mutate(
      { id: quote.id, update: change },
      {
        onSuccess: (updated) => {
          onUpdated(updated);
          setStatus(updated.status);
          toast({
            title,
            description: `${updated.estimateNumber} is now ${quoteStatusLabel(updated.status)}.`,
          });
        },
        onError: (error) => setErrors(errorsOf(error)),
        onSettled: () => setPendingAction(null),
      },
    );
  };

  const saveStatus = (event: FormEvent) => {
    event.preventDefault();
    save('status', { status: status as QuoteUpdate['status'] }, 'Status Updated');
  };
  const saveVisit = (event: FormEvent) => {
    event.preventDefault();
    const scheduledDate = localInputToIso(visit);
    if (!scheduledDate) {
      setErrors({ scheduledDate: 'Choose the date and time of the visit' });
      return;
    }
    save('visit', { scheduledDate }, 'Site Visit Scheduled');
  };
  const saveEstimate = (event: FormEvent) => {
    event.preventDefault();
    if (amount.trim() === '') {
      setErrors({ estimateAmount: 'Enter the estimate amount' });
      return;
    }
    save(
      'estimate',
      { estimateAmount: Number(amount), proposalNotes: notes.trim() || null },
      'Estimate Saved',
    );
  };

  const busy = update.isPending;
  return (
    <div className="space-y-4">
      <div aria-live="assertive">
        {errors.form && (
          <p
            role="alert"
            className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700"
          >
            {errors.form}
          </p>
        )}
      </div>

      <ActionCard title="Quote status">
        <form onSubmit={saveStatus} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-semibold">
              Status
            </label>
            <SelectMenu
              id={`${ids}-status`}
              value={status}
              onValueChange={setStatus}
              options={QUOTE_STATUS_OPTIONS}
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={errors.status ? `${ids}-status-error` : undefined}
            />
            <FieldError id={`${ids}-status-error`} message={errors.status} />
          </div>
          <Button type="submit" disabled={busy || status === quote.status}>
            {pendingAction === 'status' ? 'Saving...' : 'Update Status'}
          </Button>
        </form>
      </ActionCard>

      <ActionCard title="Site visit">
        <form
          onSubmit={saveVisit}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor={`${ids}-visit`} className="mb-1.5 block text-sm font-semibold">
              Visit date and time
            </label>
            <input
              id={`${ids}-visit`}
              type="datetime-local"
              value={visit}
              onChange={(event) => setVisit(event.target.value)}
              aria-invalid={errors.scheduledDate ? true : undefined}
              aria-describedby={errors.scheduledDate ? `${ids}-visit-error` : undefined}
              className={inputClass}
            />
            <FieldError id={`${ids}-visit-error`} message={errors.scheduledDate} />
          </div>
          <Button type="submit" disabled={busy || visit === ''}>
            {pendingAction === 'visit' ? 'Saving...' : 'Schedule Visit'}
          </Button>
        </form>
      </ActionCard>

      <ActionCard title="Estimate">
        <form onSubmit={saveEstimate} noValidate className="space-y-3">
          <div>
            <label htmlFor={`${ids}-amount`} className="mb-1.5 block text-sm font-semibold">
              Estimate amount (USD)
            </label>
            <input
              id={`${ids}-amount`}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={errors.estimateAmount ? true : undefined}
              aria-describedby={errors.estimateAmount ? `${ids}-amount-error` : undefined}
              className={inputClass}
            />
            <FieldError id={`${ids}-amount-error`} message={errors.estimateAmount} />
          </div>
          <div>
            <label htmlFor={`${ids}-notes`} className="mb-1.5 block text-sm font-semibold">
              Proposal notes
            </label>
            <textarea
              id={`${ids}-notes`}
              rows={4}
              maxLength={5000}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              aria-invalid={errors.proposalNotes ? true : undefined}
              aria-describedby={errors.proposalNotes ? `${ids}-notes-error` : undefined}
              className={inputClass}
            />
            <FieldError id={`${ids}-notes-error`} message={errors.proposalNotes} />
          </div>
          <p className="text-sm text-slate-600">
            Saving the estimate marks it ready for the customer.
          </p>
          <Button type="submit" disabled={busy || amount.trim() === ''}>
            {pendingAction === 'estimate' ? 'Saving...' : 'Save Estimate'}
          </Button>
        </form>
      </ActionCard>
    </div>
  );
}
