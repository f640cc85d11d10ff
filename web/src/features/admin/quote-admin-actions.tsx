import type { Quote, QuoteUpdate } from '@roofing/contracts';
import { type ReactNode, useId, useState } from 'react';
import { Controller, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { ApiError } from '../../api/client.ts';
import { useUpdateQuote } from '../../api/staff-quotes.ts';
import { useToast } from '../../app/toast.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { SelectMenu } from '../../components/ui/select-menu.tsx';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { QUOTE_STATUS_OPTIONS, quoteStatusLabel, visitInputValue } from './admin-format.ts';
import { ConfirmCompletionDialog } from './confirm-completion-dialog.tsx';
import {
  type EstimateFormValues,
  estimateResolver,
  type StatusFormValues,
  statusResolver,
  type VisitFormValues,
  visitResolver,
} from './quote-update-resolvers.ts';
import { VisitTimeInput } from './visit-time-input.tsx';

const FALLBACK_ERROR = 'The quote could not be updated. Please try again.';

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

/** aria attributes of a control whose error shows in the element `errorId`. */
const invalidProps = (message: string | undefined, errorId: string) => ({
  'aria-invalid': message ? true : undefined,
  'aria-describedby': message ? errorId : undefined,
});

/**
 * Staff changes to one quote: any stored status, the site visit, and the estimate (amount and
 * proposal notes, which makes the estimate ready). Each form is checked with the contract of
 * PATCH /api/quotes/:id before it is sent; the server's field errors show at their fields.
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
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingAction, setPendingAction] = useState<string | null>(null);
  /** A change to completed, held until staff confirm it in the dialog. */
  const [completion, setCompletion] = useState<QuoteUpdate | null>(null);

  const statusForm = useForm<StatusFormValues, unknown, QuoteUpdate>({
    values: { status: quote.status },
    resolver: statusResolver,
  });
  const visitForm = useForm<VisitFormValues, unknown, QuoteUpdate>({
    defaultValues: { scheduledDate: visitInputValue(quote.scheduledDate) },
    resolver: visitResolver,
  });
  const estimateForm = useForm<EstimateFormValues, unknown, QuoteUpdate>({
    defaultValues: {
      estimateAmount: quote.estimateAmount ?? '',
      proposalNotes: quote.proposalNotes ?? '',
    },
    resolver: estimateResolver,
  });

  /** Sends one form's change; a refused field shows at that form's field. */
  const save =
    <T extends FieldValues>(
      action: string,
      title: string,
      form: UseFormReturn<T, unknown, QuoteUpdate>,
    ) =>
    (change: QuoteUpdate) => {
      setFormError(null);
      setPendingAction(action);
      update.mutate(
        { id: quote.id, update: change },
        {
          onSuccess: (updated) => {
            setCompletion(null);
            onUpdated(updated);
            toast({
              title,
              description: `${updated.estimateNumber} is now ${quoteStatusLabel(updated.status)}.`,
            });
          },
          onError: (error) => {
            const shown = showServerFieldErrors(form.setError, error, {
              isField: (field) => field in form.getValues(),
            });
            if (shown === 0) {
              setFormError((error instanceof ApiError && error.serverMessage) || FALLBACK_ERROR);
            }
            setCompletion(null);
          },
          onSettled: () => setPendingAction(null),
        },
      );
    };

  const busy = update.isPending;
  const saveStatus = save('status', 'Status Updated', statusForm);
  // Completing issues warranties and tells the customer: it waits for the dialog's confirmation.
  const submitStatus = (change: QuoteUpdate) =>
    change.status === 'completed' ? setCompletion(change) : saveStatus(change);
  const statusError = statusForm.formState.errors.status?.message;
  const visitError = visitForm.formState.errors.scheduledDate?.message;
  const amountError = estimateForm.formState.errors.estimateAmount?.message;
  const notesError = estimateForm.formState.errors.proposalNotes?.message;
  const chosenStatus = statusForm.watch('status');
  const visitValue = visitForm.watch('scheduledDate');
  const amountValue = estimateForm.watch('estimateAmount');

  return (
    <div className="space-y-4">
      <div aria-live="assertive">
        {formError && (
          <p
            role="alert"
            className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700"
          >
            {formError}
          </p>
        )}
      </div>

      <ActionCard title="Quote status">
        <form
          onSubmit={statusForm.handleSubmit(submitStatus)}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor={`${ids}-status`} className="mb-1.5 block text-sm font-semibold">
              Status
            </label>
            <Controller
              control={statusForm.control}
              name="status"
              render={({ field }) => (
                <SelectMenu
                  id={`${ids}-status`}
                  value={field.value}
                  onValueChange={field.onChange}
                  options={QUOTE_STATUS_OPTIONS}
                  {...invalidProps(statusError, `${ids}-status-error`)}
                />
              )}
            />
            <FieldError id={`${ids}-status-error`} message={statusError} />
          </div>
          <SubmitButton
            pending={pendingAction === 'status'}
            disabled={busy || chosenStatus === quote.status}
            label="Update Status"
            pendingLabel="Saving..."
          />
        </form>
      </ActionCard>

      <ActionCard title="Site visit">
        <form
          onSubmit={visitForm.handleSubmit(save('visit', 'Site Visit Scheduled', visitForm))}
          noValidate
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <VisitTimeInput
              id={`${ids}-visit`}
              label="Visit date and time"
              error={visitError}
              {...visitForm.register('scheduledDate')}
            />
          </div>
          <SubmitButton
            pending={pendingAction === 'visit'}
            disabled={busy || visitValue === ''}
            label="Schedule Visit"
            pendingLabel="Saving..."
          />
        </form>
      </ActionCard>

      <ActionCard title="Estimate">
        <form
          onSubmit={estimateForm.handleSubmit(save('estimate', 'Estimate Saved', estimateForm))}
          noValidate
          className="space-y-3"
        >
          <div>
            <label htmlFor={`${ids}-amount`} className="mb-1.5 block text-sm font-semibold">
              Estimate amount (USD)
            </label>
            <input
              id={`${ids}-amount`}
              type="number"
              inputMode="decimal"
              min={0.01}
              step="0.01"
              {...estimateForm.register('estimateAmount')}
              {...invalidProps(amountError, `${ids}-amount-error`)}
              className={inputClass}
            />
            <FieldError id={`${ids}-amount-error`} message={amountError} />
          </div>
          <div>
            <label htmlFor={`${ids}-notes`} className="mb-1.5 block text-sm font-semibold">
              Proposal notes
            </label>
            <textarea
              id={`${ids}-notes`}
              rows={4}
              maxLength={5000}
              {...estimateForm.register('proposalNotes')}
              {...invalidProps(notesError, `${ids}-notes-error`)}
              className={inputClass}
            />
            <FieldError id={`${ids}-notes-error`} message={notesError} />
          </div>
          <p className="text-sm text-slate-600">
            Saving the estimate marks it ready for the customer.
          </p>
          <SubmitButton
            pending={pendingAction === 'estimate'}
            disabled={busy || amountValue.trim() === ''}
            label="Save Estimate"
            pendingLabel="Saving..."
          />
        </form>
      </ActionCard>
      <ConfirmCompletionDialog
        estimateNumber={quote.estimateNumber}
        open={completion !== null}
        busy={busy}
        onConfirm={() => completion && saveStatus(completion)}
        onCancel={() => setCompletion(null)}
      />
    </div>
  );
}
