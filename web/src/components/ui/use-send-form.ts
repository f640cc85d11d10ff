import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { type ToastOptions, useToast } from '../../app/toast.tsx';
import { showServerFieldErrors } from './contract-resolver.ts';

interface SendFormOptions<Values extends FieldValues> {
  /** What the form holds again once its body was sent. */
  defaults: Values;
  /** Whether a field name the server reported is one of the form's. */
  isField: (name: string) => name is FieldPath<Values>;
  /** The notice after a sent body. */
  sent: ToastOptions;
  /** The notice after a failure (shown as destructive). */
  failed: Omit<ToastOptions, 'variant'>;
}

/**
 * The submit handler of a public form that sends its checked body with one mutation (public-site
 * §5, §8): nothing while a send runs; sent, the form is cleared and `sent` shows; refused, what
 * was typed stays, the server's field messages show at their fields and `failed` shows.
 */
export function useSendForm<Values extends FieldValues, Body>(
  form: UseFormReturn<Values, unknown, Body>,
  mutation: UseMutationResult<unknown, unknown, Body>,
  { defaults, isField, sent, failed }: SendFormOptions<Values>,
): (body: Body) => void {
  const { toast } = useToast();
  return (body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset(defaults);
        toast(sent);
      },
      onError: (error) => {
        showServerFieldErrors(form.setError, error, isField);
        toast({ variant: 'destructive', ...failed });
      },
    });
  };
}
