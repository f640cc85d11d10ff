import { type FormEventHandler, type ReactNode, useId } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type ToastOptions, useToast } from '../../app/toast.tsx';
import { withDollarFields } from '../ui/dollar-fields.ts';
import { FormActions } from '../ui/form-actions.tsx';
import { showServerFieldErrors } from '../ui/server-field-errors.ts';

/** The look of an office form in a panel of a job's tab: a sand card, two columns from small up. */
export const PANEL_FORM_CLASS = 'grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2';

export interface OfficeFormOptions<Values extends FieldValues, Body, Saved> {
  /** What the fields hold at first (text as typed: dollars, dates as the picker gives them). */
  defaultValues: DefaultValues<Values>;
  /** The contract resolver that turns the fields into the request body (`contractResolver`). */
  resolver: Resolver<Values, unknown, Body>;
  /**
   * The amount fields typed in dollars and sent in whole cents: a bad one reads "Enter an amount
   * in dollars" (`withDollarFields`). A list, or the list for what is typed now.
   */
  dollarFields?: FieldPath<Values>[] | ((values: Values) => FieldPath<Values>[]);
  /** Sends the body (a mutation's `mutateAsync`). */
  save: (body: Body) => Promise<Saved>;
  /** After a save: anything to do at once (open the PDF), and the notice to show, if any. */
  saved: (result: Saved, body: Body) => ToastOptions | undefined;
  /** The form's message when the refusal names none of its fields (or the server's own). */
  failed: string;
  /** After the notice: close the form, reset it to what was saved… */
  onDone?: (result: Saved) => void;
}

export interface OfficeFormState<Values extends FieldValues, Body> {
  form: UseFormReturn<Values, unknown, Body>;
  /** A prefix for the fields' ids, unique to this form. */
  ids: string;
  submit: FormEventHandler<HTMLFormElement>;
}

/**
 * An office form sent by one request (a claim, a permit, an insurer's check, a refund…):
 * react-hook-form on the contract resolver (with its dollar fields), then, once saved, the
 * notice and `onDone`; refused, the server's field messages at their fields (the first gets
 * focus), or `failed` (the server's own message when it has one) under the form.
 */
export function useOfficeForm<Values extends FieldValues, Body, Saved>({
  defaultValues,
  resolver,
  dollarFields,
  save,
  saved,
  failed,
  onDone,
}: OfficeFormOptions<Values, Body, Saved>): OfficeFormState<Values, Body> {
  const ids = useId();
  const { toast } = useToast();
  const amounts = typeof dollarFields === 'function' ? dollarFields : () => dollarFields ?? [];
  const form = useForm<Values, unknown, Body>({
    defaultValues,
    resolver: dollarFields ? withDollarFields(amounts, resolver) : resolver,
  });
  const submit = form.handleSubmit(async (body) => {
    let result: Saved;
    try {
      result = await save(body);
    } catch (failure) {
      showServerFieldErrors(form.setError, failure, { fallback: failed });
      return;
    }
    const notice = saved(result, body);
    if (notice) toast(notice);
    onDone?.(result);
  });
  return { form, ids, submit };
}

/**
 * The frame of an office form: named for assistive tech, busy while it sends, its fields, then
 * its alert and buttons (`FormActions`: the submit button reads `pendingLabel` while sending;
 * `onCancel` adds Cancel). `spanColumns`: the end spans both columns of a two-column form.
 */
export function OfficeForm<Values extends FieldValues, Body>({
  state,
  label,
  className = PANEL_FORM_CLASS,
  submitLabel,
  pendingLabel,
  onCancel,
  spanColumns = true,
  children,
}: {
  state: OfficeFormState<Values, Body>;
  label: string;
  className?: string;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
  spanColumns?: boolean;
  children: ReactNode;
}) {
  const { formState } = state.form;
  return (
    <form
      onSubmit={state.submit}
      noValidate
      aria-label={label}
      aria-busy={formState.isSubmitting}
      className={className}
    >
      {children}
      <FormActions
        error={formState.errors.root?.message}
        pending={formState.isSubmitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        onCancel={onCancel}
        spanColumns={spanColumns}
      />
    </form>
  );
}
