import { COMPANY, type StaffSession, TotpEnableSchema } from '@roofing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { staffKeys, useStaffSession, useTotpEnable, useTotpSetup } from '../api/staff.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { ShieldIcon } from '../components/ui/icons.tsx';
import { SubmitButton } from '../components/ui/submit-button.tsx';
import {
  TotpCodeField,
  TotpPasswordField,
  useTotpForm,
} from '../features/staff-security/totp-form.tsx';

/**
 * Setting up two-step sign-in: the first screen after the first sign-in when STAFF_MFA=required
 * (every other staff page sends an enrolment-only session here), and where a staff member turns
 * it on later. The QR code and the secret, a code from the app, then the recovery codes once.
 */
export function StaffEnrolmentPage() {
  const session = useStaffSession();
  if (session.isPending) {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-16 text-slate-700">
        Checking authorization...
      </p>
    );
  }
  if (!session.data) return <Navigate to="/admin" replace />;
  return <Enrolment session={session.data} />;
}

function Enrolment({ session }: { session: StaffSession }) {
  const setup = useTotpSetup();
  const enable = useTotpEnable();
  const queries = useQueryClient();
  const navigate = useNavigate();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const started = useRef(false);
  const ids = useId();
  const required = session.mfaEnrolmentRequired === true;
  // The enrolment-only session right after sign-in has just proven the password.
  const { form, submit, ready, error } = useTotpForm({
    schema: TotpEnableSchema,
    needsPassword: !required,
    send: (body: { code: string; password?: string }) => enable.mutateAsync(body),
    done: (answer) => setRecoveryCodes(answer.recoveryCodes),
  });

  useEffect(() => {
    if (started.current || session.user.totpEnabled) return;
    started.current = true;
    setup.mutate();
  }, [setup, session.user.totpEnabled]);

  if (session.user.totpEnabled && !recoveryCodes) {
    return <Navigate to="/admin/security" replace />;
  }

  const finish = async () => {
    await queries.invalidateQueries({ queryKey: staffKeys.session });
    navigate('/admin/dashboard', { replace: true });
  };

  return (
    <div>
      <title>{`Set Up Two-Step Sign-In | ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-xl px-4 py-10">
        <Card>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white">
              <ShieldIcon className="size-6" />
            </span>
            <div>
              <h1 className="font-display text-2xl font-bold text-navy-900">
                Set up two-step sign-in
              </h1>
              <p className="text-sm text-slate-700">Signed in as {session.user.username}</p>
            </div>
          </div>

          {recoveryCodes ? (
            <section aria-labelledby={`${ids}-recovery`} className="mt-6 space-y-4">
              <h2 id={`${ids}-recovery`} className="font-display text-lg font-bold text-navy-900">
                Your recovery codes
              </h2>
              <p className="text-slate-700">
                Two-step sign-in is on. Keep these codes somewhere safe, apart from your phone: each
                one signs you in once if the phone is lost. They are shown only now.
              </p>
              <ul
                aria-label="Recovery codes"
                className="grid gap-1 rounded-xl border border-navy-100 bg-sand-50 p-4 font-mono text-sm sm:grid-cols-2"
              >
                {recoveryCodes.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
              <label className="flex items-center gap-2 text-sm font-semibold text-navy-900">
                <input
                  type="checkbox"
                  checked={saved}
                  onChange={(event) => setSaved(event.target.checked)}
                  className="size-4"
                />
                I have saved my recovery codes
              </label>
              <Button className="w-full" disabled={!saved} onClick={finish}>
                Continue to the dashboard
              </Button>
            </section>
          ) : (
            <div className="mt-6 space-y-5">
              {required ? (
                <p className="rounded-lg border border-navy-200 bg-navy-50 p-3 text-sm text-navy-900">
                  Staff accounts need a second step at sign-in. Set it up now to continue.
                </p>
              ) : null}
              <ol className="list-decimal space-y-1 pl-5 text-slate-700">
                <li>Open an authenticator app on your phone (Google Authenticator, 1Password…).</li>
                <li>Scan the QR code, or type the secret below.</li>
                <li>Enter the six-digit code the app shows.</li>
              </ol>
              {setup.isPending ? (
                <p role="status" className="text-slate-700">
                  Preparing your QR code...
                </p>
              ) : setup.isError ? (
                <div role="alert" className="rounded-lg bg-danger-50 p-3 text-danger-700">
                  <p>Could not start the setup.</p>
                  <button
                    type="button"
                    className="mt-1 font-semibold underline"
                    onClick={() => setup.mutate()}
                  >
                    Try again
                  </button>
                </div>
              ) : setup.data ? (
                <div className="flex flex-col items-center gap-3">
                  <img
                    src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrSvg)}`}
                    alt="QR code for your authenticator app"
                    className="size-48 rounded-lg border border-navy-100 bg-white p-2"
                  />
                  <p className="text-sm text-slate-700">
                    Secret:{' '}
                    <code data-testid="totp-secret" className="break-all font-mono text-navy-900">
                      {setup.data.secret}
                    </code>
                  </p>
                </div>
              ) : null}
              <form
                onSubmit={submit}
                noValidate
                aria-label="Confirm two-step sign-in"
                className="space-y-4"
              >
                <TotpCodeField
                  register={form.register}
                  maxLength={6}
                  errorId={error ? `${ids}-error` : undefined}
                />
                {required ? null : (
                  <TotpPasswordField register={form.register} label="Your password" />
                )}
                <div aria-live="assertive">
                  {error ? (
                    <p
                      id={`${ids}-error`}
                      role="alert"
                      className="rounded-lg bg-danger-50 p-3 text-sm font-medium text-danger-700"
                    >
                      {error}
                    </p>
                  ) : null}
                </div>
                <SubmitButton
                  className="w-full"
                  pending={enable.isPending}
                  disabled={!ready || !setup.data}
                  label="Turn on two-step sign-in"
                  pendingLabel="Checking..."
                />
              </form>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}
