import { type ReactNode, useId } from 'react';
import { type UseFormRegister, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import { inputClass } from '../../components/ui/form-field.tsx';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';

/** What the two-step forms hold: the app's code, and the password when it is asked again. */
export interface TotpFormValues {
  code: string;
  password: string;
}

interface TotpBody {
  code: string;
  password?: string;
}

/**
 * A form confirming a two-step change (turning it on, turning it off) with a code from the app
 * and, unless `needsPassword` is false, the password: checked with the route's contract, sent
 * once ready, and, refused, one notice at the form's foot: the server's sentence already says
 * which field was wrong ("That code did not match. …").
 */
export function useTotpForm<Body extends TotpBody, Answer>({
  schema,
  needsPassword,
  send,
  done,
}: {
  schema: z.ZodType<unknown, TotpBody>;
  needsPassword: boolean;
  send: (body: Body) => Promise<Answer>;
  done: (answer: Answer) => void;
}) {
  const form = useForm<TotpFormValues, unknown, Body>({
    defaultValues: { code: '', password: '' },
    resolver: contractResolver(
      schema,
      ({ code, password }: TotpFormValues) =>
        ({ code: code.trim(), ...(needsPassword ? { password } : {}) }) as Body,
    ),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      done(await send(body));
    } catch (error) {
      showServerFieldErrors(form.setError, error, {
        isField: () => false,
        fallback: 'That did not work. Please try again.',
      });
    }
  });
  const [code, password] = form.watch(['code', 'password']);
  // Nothing is sent before the code has its six digits and the password, when asked, is typed.
  const ready = /^\d{6}$/.test(code.trim()) && (!needsPassword || password !== '');
  return { form, submit, ready, error: form.formState.errors.root?.message };
}

const labelClass = 'mb-1.5 block text-sm font-semibold';

/** The code from the authenticator app, six digits. */
export function TotpCodeField({
  register,
  errorId,
  maxLength,
}: {
  register: UseFormRegister<TotpFormValues>;
  /** The notice that describes the code when the form was refused. */
  errorId?: string;
  maxLength?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Code from the app
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={maxLength}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`${inputClass} font-mono tracking-widest`}
        {...register('code')}
      />
    </div>
  );
}

/** The account's password, asked again. */
export function TotpPasswordField({
  register,
  label,
}: {
  register: UseFormRegister<TotpFormValues>;
  label: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        className={inputClass}
        {...register('password')}
      />
    </div>
  );
}
