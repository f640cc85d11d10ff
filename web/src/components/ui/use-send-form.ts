import type { UseMutationResult } from '@tanstack/react-query';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { type ToastOptions, useToast } from '../../app/toast.tsx';
import { showServerFieldErrors } from './server-field-errors.ts';

interface SendFormOptions<Values extends FieldValues, Body> {
  /** What the form holds at first and again once its body was sent; its keys are the fields. */
  defaults: Values;
  /** The contract resolver that turns what was typed into the body (see `contractResolver`). */
  resolver: Resolver<Values, unknown, Body>;
  /** The notice after a sent body. */
  sent: ToastOptions;
  /** The notice after a failure (shown as destructive). */
  failed: Omit<ToastOptions, 'variant'>;
}

/**
 * A public form that sends its checked body with one mutation (public-site §5, §8): nothing while
 * a send runs; sent, the form is cleared and `sent` shows; refused, what was typed stays, the
 * server's field messages show at their fields and `failed` shows.
 */
export function useSendForm<Values extends FieldValues, Body>(
  mutation: UseMutationResult<unknown, unknown, Body>,
  { defaults, resolver, sent, failed }: SendFormOptions<Values, Body>,
): { form: UseFormReturn<Values, unknown, Body>; submit: (body: Body) => void } {
  const form = useForm<Values, unknown, Body>({
    defaultValues: defaults as DefaultValues<Values>,
    resolver,
  });
  const { toast } = useToast();
  // A name the server reports is one of the form's fields when the defaults have it.
  const isField = (name: string): name is FieldPath<Values> => name in defaults;
  const submit = (body: Body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset(defaults);
        toast(sent);
      },
      onError: (error) => {
        showServerFieldErrors(form.setError, error, { isField });
        toast({ variant: 'destructive', ...failed });
      },
    });
  };
  return { form, submit };
}
