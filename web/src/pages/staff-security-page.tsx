import { COMPANY, type StaffSession, type StaffSessionInfo } from '@roofing/contracts';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import {
  useAccountAction,
  useAllSessions,
  useChangePassword,
  useEndAnySession,
  useEndMySession,
  useEndOtherSessions,
  useMySessions,
  useStaffAccounts,
  useTotpDisable,
} from '../api/staff.ts';
import { useToast } from '../app/toast.tsx';
import { Button } from '../components/ui/button.tsx';
import { inputClass } from '../components/ui/form-field.tsx';
import { RequireStaff } from '../features/admin/require-staff.tsx';
import { ListState, StaffDialog } from '../features/back-office/staff-dialog.tsx';
import { StaffPageHeader } from '../features/back-office/staff-page-header.tsx';
import { loadStrength, type Strength } from '../lib/password-strength.ts';

/**
 * The staff member's own security (password, two-step sign-in, sessions) and, for an admin, every
 * staff account: disable or enable it, reset its second factor, see and end its sessions.
 */
export function StaffSecurityPage() {
  return <RequireStaff>{(session) => <Security session={session} />}</RequireStaff>;
}

const panel = 'rounded-2xl border border-navy-100 bg-white p-5 shadow-sm';
const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Security({ session }: { session: StaffSession }) {
  const admin = session.user.role === 'admin';
  return (
    <div className="bg-sand-100/50">
      <title>{`Security | ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
        <StaffPageHeader
          title="Security"
          summary={`Your password, two-step sign-in and sessions${admin ? ', and every staff account' : ''}.`}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          <PasswordPanel session={session} />
          <TwoStepPanel session={session} />
        </div>
        <MySessionsPanel />
        {admin ? <AccountsPanel session={session} /> : null}
      </div>
    </div>
  );
}

interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  repeat: string;
}

function PasswordPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const change = useChangePassword();
  const { toast } = useToast();
  const form = useForm<PasswordForm>({
    defaultValues: { currentPassword: '', newPassword: '', repeat: '' },
  });
  const { register, handleSubmit, watch, formState, setError, reset } = form;
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

  const onSubmit = handleSubmit(async (values) => {
    if (values.newPassword !== values.repeat) {
      setError('repeat', { message: 'The two new passwords differ.' });
      return;
    }
    try {
      const answer = await change.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      reset();
      toast({
        title: 'Password changed',
        description:
          answer.ended > 0
            ? `Your ${answer.ended} other session${answer.ended === 1 ? '' : 's'} ended.`
            : 'Your other sessions, if any, have ended.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.fields.password) {
        setError('currentPassword', { message: error.fields.password });
      } else if (error instanceof ApiError && error.fields.newPassword) {
        setError('newPassword', { message: error.fields.newPassword });
      } else {
        setError('root', {
          message:
            error instanceof ApiError && error.serverMessage
              ? error.serverMessage
              : 'Could not change the password. Please try again.',
        });
      }
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
              {...register(name, { required: `${label} is required` })}
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
        <Button type="submit" disabled={change.isPending || (strength !== null && !strength.ok)}>
          {change.isPending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </section>
  );
}

function TwoStepPanel({ session }: { session: StaffSession }) {
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

function SessionRow({
  entry,
  onEnd,
  busy,
  showUser = false,
}: {
  entry: StaffSessionInfo;
  onEnd: (() => void) | undefined;
  busy: boolean;
  showUser?: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="text-sm">
        <p className="font-semibold text-navy-900">
          {showUser ? `${entry.username} · ` : ''}
          {entry.userAgent ? entry.userAgent.slice(0, 80) : 'Unknown browser'}
          {entry.current ? (
            <span className="ml-2 rounded-full bg-navy-100 px-2 py-0.5 text-xs">This session</span>
          ) : null}
          {entry.mfaPending ? (
            <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs">
              Setting up two-step
            </span>
          ) : null}
        </p>
        <p className="text-slate-700">
          {entry.ipAddress ?? 'unknown address'} · signed in {when(entry.createdAt)} · last seen{' '}
          {when(entry.lastSeenAt)}
        </p>
      </div>
      {onEnd ? (
        <Button variant="outline" onClick={onEnd} disabled={busy}>
          End session
        </Button>
      ) : null}
    </li>
  );
}

function MySessionsPanel() {
  const ids = useId();
  const sessions = useMySessions();
  const endOne = useEndMySession();
  const endOthers = useEndOtherSessions();
  const { toast } = useToast();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((entry) => !entry.current);
  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
          My sessions
        </h2>
        <Button
          variant="outline"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) =>
                toast({
                  title: 'Sessions ended',
                  description: `${answer.ended} other session${answer.ended === 1 ? '' : 's'} ended.`,
                }),
            })
          }
        >
          End all other sessions
        </Button>
      </div>
      <ListState
        loading={sessions.isPending}
        error={sessions.error}
        empty={!sessions.isPending && list.length === 0}
        emptyText="No open sessions."
        onRetry={() => void sessions.refetch()}
      />
      {list.length > 0 ? (
        <ul aria-label="My sessions" className="divide-y divide-navy-100">
          {list.map((entry) => (
            <SessionRow
              key={entry.id}
              entry={entry}
              busy={endOne.isPending}
              onEnd={entry.current ? undefined : () => endOne.mutate(entry.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function AccountsPanel({ session }: { session: StaffSession }) {
  const ids = useId();
  const accounts = useStaffAccounts(true);
  const all = useAllSessions(true);
  const action = useAccountAction();
  const endAny = useEndAnySession();
  const { toast } = useToast();
  const [confirm, setConfirm] = useState<{
    id: number;
    username: string;
    action: 'disable' | 'enable' | 'reset-mfa';
  } | null>(null);
  const list = accounts.data?.accounts ?? [];
  const sessions = all.data?.sessions ?? [];
  const verbs = {
    disable: 'Disable',
    enable: 'Enable',
    'reset-mfa': 'Reset two-step sign-in of',
  } as const;

  return (
    <section aria-labelledby={`${ids}-title`} className={panel}>
      <h2 id={`${ids}-title`} className="font-display text-lg font-bold text-navy-900">
        Staff accounts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Disabling an account ends its sessions and stops it signing in. Resetting two-step sign-in
        (a lost phone) ends its sessions; it sets up a new app at its next sign-in.
      </p>
      <ListState
        loading={accounts.isPending}
        error={accounts.error}
        empty={!accounts.isPending && list.length === 0}
        emptyText="No staff accounts."
        onRetry={() => void accounts.refetch()}
      />
      {list.length > 0 ? (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead>
              <tr className="border-b border-navy-100 text-navy-900">
                <th scope="col" className="py-2 pr-3">
                  Account
                </th>
                <th scope="col" className="py-2 pr-3">
                  Role
                </th>
                <th scope="col" className="py-2 pr-3">
                  Two-step
                </th>
                <th scope="col" className="py-2 pr-3">
                  Status
                </th>
                <th scope="col" className="py-2 pr-3">
                  Sessions
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => {
                const self = account.id === session.user.id;
                return (
                  <tr key={account.id} className="border-b border-navy-50">
                    <th scope="row" className="py-2 pr-3 font-semibold text-navy-900">
                      {account.displayName}{' '}
                      <span className="font-normal text-slate-600">({account.username})</span>
                    </th>
                    <td className="py-2 pr-3">{account.role}</td>
                    <td className="py-2 pr-3">{account.totpEnabled ? 'On' : 'Not set up'}</td>
                    <td className="py-2 pr-3">{account.disabled ? 'Disabled' : 'Active'}</td>
                    <td className="py-2 pr-3">{account.activeSessions}</td>
                    <td className="py-2">
                      {self ? (
                        <span className="text-slate-600">You</span>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            variant="outline"
                            onClick={() =>
                              setConfirm({
                                id: account.id,
                                username: account.username,
                                action: account.disabled ? 'enable' : 'disable',
                              })
                            }
                          >
                            {account.disabled ? 'Enable' : 'Disable'}
                            <span className="sr-only"> {account.username}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            disabled={!account.totpEnabled}
                            onClick={() =>
                              setConfirm({
                                id: account.id,
                                username: account.username,
                                action: 'reset-mfa',
                              })
                            }
                          >
                            Reset two-step
                            <span className="sr-only"> of {account.username}</span>
                          </Button>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}

      <h3 className="mt-6 font-display text-base font-bold text-navy-900">All sessions</h3>
      <ListState
        loading={all.isPending}
        error={all.error}
        empty={!all.isPending && sessions.length === 0}
        emptyText="No open sessions."
        onRetry={() => void all.refetch()}
      />
      {sessions.length > 0 ? (
        <ul aria-label="All sessions" className="divide-y divide-navy-100">
          {sessions.map((entry) => (
            <SessionRow
              key={entry.id}
              entry={entry}
              showUser
              busy={endAny.isPending}
              onEnd={entry.current ? undefined : () => endAny.mutate(entry.id)}
            />
          ))}
        </ul>
      ) : null}

      <StaffDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={confirm ? `${verbs[confirm.action]} ${confirm.username}?` : ''}
      >
        <div className="flex gap-2">
          <Button
            disabled={action.isPending}
            onClick={() => {
              if (!confirm) return;
              action.mutate(
                { id: confirm.id, action: confirm.action },
                {
                  onSuccess: () => {
                    toast({
                      title: 'Done',
                      description: `${verbs[confirm.action]} ${confirm.username}: done.`,
                    });
                    setConfirm(null);
                  },
                  onError: (error) =>
                    toast({
                      title: 'Could not do that',
                      description:
                        error instanceof ApiError && error.serverMessage
                          ? error.serverMessage
                          : 'Please try again.',
                    }),
                },
              );
            }}
          >
            {confirm ? verbs[confirm.action].split(' ')[0] : ''}
          </Button>
          <Button variant="outline" onClick={() => setConfirm(null)}>
            Cancel
          </Button>
        </div>
      </StaffDialog>
    </section>
  );
}
