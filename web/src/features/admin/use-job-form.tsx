import { type FormEventHandler, type ReactNode, useId } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../app/toast.tsx';
import { controlErrors } from '../../components/back-office/labelled-control.tsx';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';

/**
 * The small forms on a job (book a visit, assign a task, record a payment): react-hook-form on
 * the contract schema, a toast when saved, and a refused request said at its fields and once
 * under the form.
 */
export function useJobForm<
  Values extends FieldValues,
  Input extends FieldValues,
  Body extends Input,
>({
  schema,
  toBody,
  defaultValues,
  save,
  savedText,
  onDone,
}: {
  schema: z.ZodType<unknown, Input>;
  toBody: (values: Values) => Body;
  defaultValues: DefaultValues<Values>;
  save: (body: Body) => Promise<unknown>;
  savedText: string;
  onDone: () => void;
}) {
  const ids = useId();
  const { toast } = useToast();
  const form = useForm<Values, unknown, Body>({
    defaultValues,
    resolver: contractResolver(schema, toBody),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save(body);
      toast({ title: 'Saved', description: savedText });
      onDone();
    } catch (failure) {
      showServerFieldErrors(form.setError, failure, {
        fallback: 'Could not save. Try again.',
        alwaysRoot: true,
      });
    }
  });
  const errors = controlErrors<Extract<keyof Values, string>>(form.formState.errors, ids);
  return { form, submit, field: errors.field, aria: errors.control };
}

/** The frame of a job form: named for assistive tech, two columns from a small screen up. */
export function JobForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={label}
      className="mt-3 grid gap-3 rounded-xl bg-sand-50 p-4 text-sm sm:grid-cols-2"
    >
      {children}
    </form>
  );
}
