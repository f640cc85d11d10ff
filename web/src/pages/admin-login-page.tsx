import { COMPANY, type StaffLoginRequest, StaffLoginRequestSchema } from '@roofing/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { useSignIn, useStaffSession } from '../api/staff.ts';
import { Button } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { contractResolver } from '../components/ui/contract-resolver.ts';
import { inputClass } from '../components/ui/form-field.tsx';
import { ShieldIcon } from '../components/ui/icons.tsx';

const INVALID = 'Invalid credentials. Please try again.';
const FAILED = 'Login failed. Please check your credentials and try again.';

/** What the form says after an answer that did not sign in. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) {
    return error.serverMessage ?? 'Too many sign-in attempts. Please wait and try again.';
  }
  if (error instanceof ApiError && error.status === 400) return INVALID;
  return FAILED;
}

interface SignInValues {
  username: string;
  password: string;
  code: string;
}

/**
 * The sign-in is checked with the contract of POST /api/admin/login; the code travels only on
 * the second step, once the server asked for it.
 */
const signInResolver = (needsCode: boolean) =>
  contractResolver(
    StaffLoginRequestSchema,
    ({ username, password, code }: SignInValues): StaffLoginRequest => ({
      username: username.trim(),
      password,
      ...(needsCode ? { code: code.trim() } : {}),
    }),
  );

/** Staff sign-in (portal §2 Admin login), with a second step for the authenticator code. */
export function AdminLoginPage() {
  const session = useStaffSession();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [needsCode, setNeedsCode] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const codeRef = useRef<HTMLInputElement | null>(null);

  const resolver = useMemo(() => signInResolver(needsCode), [needsCode]);
  const form = useForm<SignInValues, unknown, StaffLoginRequest>({
    resolver,
    defaultValues: { username: '', password: '', code: '' },
  });
  const { register, handleSubmit, watch, formState, setError } = form;
  const [username, password, code] = watch(['username', 'password', 'code']);
  const message = formState.errors.root?.message;
  const say = (text: string) => setError('root', { type: 'server', message: text });

  useEffect(() => {
    if (needsCode) codeRef.current?.focus();
  }, [needsCode]);

  if (session.data) {
    return (
      <Navigate
        to={session.data.mfaEnrolmentRequired ? '/admin/enrol' : '/admin/dashboard'}
        replace
      />
    );
  }

  const onSubmit = handleSubmit(async (body) => {
    try {
      const answer = await signIn.mutateAsync(body);
      if (answer.kind === 'signed-in') {
        navigate(answer.mfaEnrolmentRequired ? '/admin/enrol' : '/admin/dashboard');
      } else if (answer.kind === 'code-required') {
        if (needsCode) say('That code was not accepted. Please try again.');
        setNeedsCode(true);
      } else {
        say(INVALID);
      }
    } catch (error) {
      say(failureMessage(error));
    }
  });

  const blank = !username.trim() || !password || (needsCode && !code.trim());
  const codeField = register('code');

  return (
    <div>
      <title>{`Staff Sign-In | ${COMPANY.name}`}</title>
      <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
        <Card>
          <div className="flex items-center gap-3">
            <span className="inline-flex size-11 items-center justify-center rounded-full bg-navy-900 text-white">
              <ShieldIcon className="size-6" />
            </span>
            <div>
              <h1 className="font-display text-2xl font-bold text-navy-900">Admin Login</h1>
              <p className="text-sm text-slate-700">{COMPANY.name} staff only</p>
            </div>
          </div>

          <form onSubmit={onSubmit} noValidate aria-label="Admin login" className="mt-6 space-y-4">
            <div>
              <label htmlFor="admin-username" className="mb-1.5 block text-sm font-semibold">
                Username
              </label>
              <input
                id="admin-username"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                readOnly={needsCode}
                aria-invalid={formState.errors.username ? true : undefined}
                aria-describedby={formState.errors.username ? 'admin-username-error' : undefined}
                className={inputClass}
                {...register('username')}
              />
              {formState.errors.username && (
                <p id="admin-username-error" className="mt-1 text-sm font-medium text-danger-700">
                  {formState.errors.username.message}
                </p>
              )}
            </div>

            <div>
              <label htmlFor="admin-password" className="mb-1.5 block text-sm font-semibold">
                Password
              </label>
              <div className="relative">
                <input
                  id="admin-password"
                  type={showPassword ? 'text' : 'password'}
                  autoComplete="current-password"
                  readOnly={needsCode}
                  aria-invalid={formState.errors.password ? true : undefined}
                  aria-describedby={formState.errors.password ? 'admin-password-error' : undefined}
                  className={`${inputClass} pr-20`}
                  {...register('password')}
                />
                <button
                  type="button"
                  onClick={() => setShowPassword((shown) => !shown)}
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  className="absolute inset-y-0 right-0 flex min-w-16 items-center justify-center rounded-r-lg px-3 text-sm font-semibold text-navy-800 hover:bg-navy-50"
                >
                  {showPassword ? 'Hide' : 'Show'}
                </button>
              </div>
              {formState.errors.password && (
                <p id="admin-password-error" className="mt-1 text-sm font-medium text-danger-700">
                  {formState.errors.password.message}
                </p>
              )}
            </div>

            {needsCode && (
              <div>
                <label htmlFor="admin-code" className="mb-1.5 block text-sm font-semibold">
                  Verification code
                </label>
                <input
                  id="admin-code"
                  inputMode="text"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  aria-invalid={formState.errors.code ? true : undefined}
                  aria-describedby="admin-code-hint"
                  className={`${inputClass} font-mono tracking-widest`}
                  {...codeField}
                  ref={(element) => {
                    codeField.ref(element);
                    codeRef.current = element;
                  }}
                />
                <p id="admin-code-hint" className="mt-1 text-sm text-slate-600">
                  Enter the six-digit code from your authenticator app, or one of your recovery
                  codes.
                </p>
                {formState.errors.code && (
                  <p className="mt-1 text-sm font-medium text-danger-700">
                    {formState.errors.code.message}
                  </p>
                )}
              </div>
            )}

            <div aria-live="assertive" aria-atomic="true">
              {message && (
                <p
                  role="alert"
                  className="rounded-lg border border-danger-700/30 bg-danger-50 p-3 text-sm font-medium text-danger-700"
                >
                  {message}
                </p>
              )}
            </div>

            <Button type="submit" className="w-full" disabled={blank || signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : needsCode ? 'Verify and sign in' : 'Sign In'}
            </Button>
            {needsCode && (
              <Button
                variant="ghost"
                className="w-full"
                onClick={() => {
                  setNeedsCode(false);
                  form.clearErrors();
                  form.setValue('code', '');
                }}
              >
                Use a different account
              </Button>
            )}
          </form>

          <p className="mt-6 border-t border-navy-100 pt-4 text-center text-sm text-slate-700">
            Access to this area is logged and monitored.
          </p>
        </Card>
      </div>
    </div>
  );
}
