import { type StaffSession, TotpDisableSchema } from '@roofing/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTotpDisable } from '../../api/staff.ts';
import { StaffDialog } from '../../components/back-office/staff-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { panel } from './panel.ts';
import { TotpCodeField, TotpPasswordField, useTotpForm } from './totp-form.tsx';

export function TwoStepPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const disable = useTotpDisable();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { form, submit, ready, error } = useTotpForm({
    schema: TotpDisableSchema,
    needsPassword: true,
    send: (body: { code: string; password: string }) => disable.mutateAsync(body),
    done: () => {
      setOpen(false);
      navigate('/admin', { replace: true });
    },
  });
  const on = session.user.totpEnabled;

  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
        Two-step sign-in
      </h2>
      <p className="mt-2 text-slate-700">
        Status:{' '}
        <strong className={on ? 'text-success-700' : 'text-danger-700'}>{on ? 'On' : 'Off'}</strong>
      </p>
      <p className="mt-2 text-sm text-slate-700">
        {on
          ? 'Each sign-in asks for the six-digit code from your authenticator app (or a recovery code).'
          : 'Add an authenticator app so a stolen password alone cannot open your account.'}
      </p>
      <div className="mt-4">
        {on ? (
          <Button variant="outline" onClick={() => setOpen(true)}>
            Replace or turn off…
          </Button>
        ) : (
          <Link
            to="/admin/enrol"
            className="inline-block font-semibold text-navy-800 underline underline-offset-4"
          >
            Set up two-step sign-in
          </Link>
        )}
      </div>
      <StaffDialog
        open={open}
        onOpenChange={setOpen}
        title="Turn off two-step sign-in"
        description="Confirm with your password and a current code. Your other sessions end; to use a new phone, set it up again afterwards."
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <TotpPasswordField register={form.register} label="Password" />
          <TotpCodeField register={form.register} errorId={error ? `${ids}-error` : undefined} />
          {error ? (
            <p
              id={`${ids}-error`}
              role="alert"
              className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700"
            >
              {error}
            </p>
          ) : null}
          <SubmitButton
            pending={disable.isPending}
            disabled={!ready}
            label="Turn off"
            pendingLabel="Checking..."
          />
        </form>
      </StaffDialog>
    </section>
  );
}
