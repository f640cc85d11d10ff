import { type PasswordChange, PasswordChangeSchema, type StaffSession } from '@roofing/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangePassword } from '../../api/staff.ts';
import { useToast } from '../../app/toast.tsx';
import { contractResolver } from '../../components/ui/contract-resolver.ts';
import { inputClass } from '../../components/ui/form-field.tsx';
import { showServerFieldErrors } from '../../components/ui/server-field-errors.ts';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { loadStrength, type Strength } from '../../lib/password-strength.ts';
import { panel } from './panel.ts';

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

export function PasswordPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const change = useChangePassword();
  const { toast } = useToast();
  const form = useForm<PasswordForm, unknown, PasswordChange>({
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
    // The contract judges what is sent; the repeat is the browser's own check, below.
    resolver: contractResolver(PasswordChangeSchema, ({ currentPassword, newPassword }) => ({
      currentPassword,
      newPassword,
    })),
  });
  const { register, handleSubmit, watch, formState, setError, reset, getValues } = form;
  const newPassword = watch('newPassword');
  const [strength, setStrength] = useState<Strength | null>(null);

  useEffect(() => {
    let live = true;
    if (!newPassword) {
      setStrength(null);
      return;
    }
    void loadStrength().then((judge) => {
      if (live) setStrength(judge(newPassword, [session.user.username, session.user.displayName]));
    });
    return () => {
      live = false;
    };
  }, [newPassword, session.user.username, session.user.displayName]);

  const onSubmit = handleSubmit(async (body) => {
    if (body.newPassword !== getValues('repeat')) {
      setError('repeat', { message: 'The two new passwords differ.' });
      return;
    }
    try {
      const answer = await change.mutateAsync(body);
      reset();
      toast({
        title: 'Password changed',
        description:
          answer.ended > 0
            ? `Your ${answer.ended} other session${answer.ended === 1 ? '' : 's'} ended.`
            : 'Your other sessions, if any, have ended.',
      });
    } catch (error) {
      showServerFieldErrors(setError, error, {
        rename: { password: 'currentPassword' },
        isField: (name) => name === 'currentPassword' || name === 'newPassword',
        fallback: 'Could not change the password. Please try again.',
      });
    }
  });

  const labels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
  const errors = formState.errors;
  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
        Change password
      </h2>
      <form onSubmit={onSubmit} noValidate aria-label="Change password" className="mt-4 space-y-4">
        {(
          [
            ['currentPassword', 'Current password', 'current-password'],
            ['newPassword', 'New password', 'new-password'],
            ['repeat', 'Repeat the new password', 'new-password'],
          ] as const
        ).map(([name, label, autoComplete]) => (
          <div key={name}>
            <label htmlFor={`${ids}-${name}`} className="mb-1.5 block text-sm font-semibold">
              {label}
            </label>
            <input
              id={`${ids}-${name}`}
              type="password"
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={
                [
                  errors[name] ? `${ids}-${name}-error` : '',
                  name === 'newPassword' ? `${ids}-strength` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              className={inputClass}
              {...register(name)}
            />
            {name === 'newPassword' ? (
              <div id={`${ids}-strength`} aria-live="polite" className="mt-1 text-sm">
                {strength ? (
                  <>
                    <meter
                      min={0}
                      max={4}
                      low={2}
                      high={3}
                      optimum={4}
                      value={strength.score}
                      aria-label="Password strength"
                      className="h-2 w-full"
                    />
                    <span className={strength.ok ? 'text-success-700' : 'text-danger-700'}>
                      {labels[strength.score]}
                      {strength.ok ? '' : ' — too easy to guess'}
                      {strength.hint ? `. ${strength.hint}` : ''}
                    </span>
                  </>
                ) : (
                  <span className="text-slate-600">
                    At least 12 characters; several unrelated words work well.
                  </span>
                )}
              </div>
            ) : null}
            {errors[name] ? (
              <p id={`${ids}-${name}-error`} className="mt-1 text-sm font-medium text-danger-700">
                {errors[name]?.message}
              </p>
            ) : null}
          </div>
        ))}
        {errors.root ? (
          <p
            role="alert"
            className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700"
          >
            {errors.root.message}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">Changing it signs you out everywhere else.</p>
        <SubmitButton
          pending={change.isPending}
          disabled={strength !== null && !strength.ok}
          label="Change password"
          pendingLabel="Saving..."
        />
      </form>
    </section>
  );
}
