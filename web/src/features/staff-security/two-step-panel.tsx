import type { StaffSession } from '@roofing/contracts';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useTotpDisable } from '../../api/staff.ts';
import { StaffDialog } from '../../components/back-office/staff-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { panel } from './panel.ts';

export function TwoStepPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const disable = useTotpDisable();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const on = session.user.totpEnabled;

  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync({ code: code.trim(), password });
      setOpen(false);
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : 'That did not work. Please try again.',
      );
    }
  };

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
        <form onSubmit={turnOff} noValidate className="space-y-4">
          <div>
            <label htmlFor={`${ids}-password`} className="mb-1.5 block text-sm font-semibold">
              Password
            </label>
            <input
              id={`${ids}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-code`} className="mb-1.5 block text-sm font-semibold">
              Code from the app
            </label>
            <input
              id={`${ids}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              className={`${inputClass} font-mono tracking-widest`}
            />
          </div>
          {error ? (
            <p role="alert" className="rounded-lg bg-danger-50 p-3 text-sm text-danger-700">
              {error}
            </p>
          ) : null}
          <Button
            type="submit"
            disabled={!password || !/^\d{6}$/.test(code.trim()) || disable.isPending}
          >
            {disable.isPending ? 'Checking...' : 'Turn off'}
          </Button>
        </form>
      </StaffDialog>
    </section>
  );
}
