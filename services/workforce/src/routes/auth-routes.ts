import {
  ErrorBodySchema,
  LogoutResponseSchema,
  STAFF_SESSION_MAX_HOURS,
  StaffLoginFailureSchema,
  StaffLoginRequestSchema,
  StaffLoginSuccessSchema,
  StaffSessionSchema,
  staffSignInAlert,
  TotpDisableSchema,
  TotpEnabledSchema,
  TotpEnableSchema,
  TotpSetupSchema,
} from '@roofing/contracts';
import {
  AppError,
  requestCookieName,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';
import type { FastifyRequest } from 'fastify';
import { LOGIN_WINDOW_MINUTES, signIn, toStaffUser, usernameTag } from '../domain/sign-in.ts';
import { staffMfaMode } from '../domain/staff-mfa.ts';
import { newRecoveryCode, recoveryDigest, tokenDigest } from '../domain/tokens.ts';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from '../domain/totp.ts';
import { loginAttemptStore } from '../store/login-attempts.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';
import { passwordAgain } from './password-again.ts';
import { clearStaffCookie, STAFF_COOKIE, sessionCaller, setStaffCookie } from './staff-guard.ts';

const INVALID = 'Invalid credentials. Please try again.';

/** Signing in: public (the sign-in route itself). */
export async function signInRoutes(app: ServiceApp, ctx: ServiceContext) {
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const attempts = loginAttemptStore(ctx.db);
  const mfa = staffMfaMode(ctx);
  const tags = ['staff sign-in'];

  /**
   * The per-account ceiling: claims this window's alert (once, across replicas) and publishes
   * the office's alert with it; the account stays open.
   */
  async function alertOffice(
    request: FastifyRequest,
    alert: { username: string; failures: number; clients: number },
  ) {
    const windowMs = LOGIN_WINDOW_MINUTES * 60_000;
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const claimed = await ctx.db.transaction(async (tx) => {
      const first = await loginAttemptStore(tx).claimAlert(
        alert.username,
        windowStart,
        alert.failures,
      );
      if (first) {
        await ctx.publish(
          tx,
          staffSignInAlert,
          {
            ...alert,
            windowMinutes: LOGIN_WINDOW_MINUTES,
            detectedAt: new Date().toISOString(),
          },
          request.id,
        );
      }
      return first;
    });
    if (claimed) {
      ctx.metrics.staffSignInAlerts.inc();
      request.log.warn(
        { account: usernameTag(alert.username), failures: alert.failures, clients: alert.clients },
        'failed staff sign-ins passed the per-account ceiling: the office is alerted',
      );
    }
  }

  app.post(
    '/api/admin/auth',
    {
      schema: {
        summary: 'Sign in as staff: sets the session cookie, answers the CSRF token',
        tags,
        body: StaffLoginRequestSchema,
        response: {
          200: StaffLoginSuccessSchema,
          400: ErrorBodySchema,
          401: StaffLoginFailureSchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await signIn(
        {
          users,
          sessions,
          attempts,
          mfa,
          onAccountCeiling: (alert) => alertOffice(request, alert),
          onFailure: () => ctx.metrics.staffSignInFailures.inc(),
        },
        request.body,
        { ip: request.ip, userAgent: request.headers['user-agent'] },
      );
      switch (result.kind) {
        case 'limited':
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError(
            'RATE_LIMITED',
            result.retryAfterSeconds < 60
              ? `Too many failed sign-ins from here. Please wait ${result.retryAfterSeconds} seconds and try again.`
              : `Too many failed sign-ins from here. Please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes.`,
          );
        case 'invalid':
          // The typed name is never logged: it may be a password typed in the wrong field.
          request.log.warn({ account: usernameTag(request.body.username) }, 'staff sign-in failed');
          return reply.code(401).send({ success: false, error: INVALID });
        case 'code-required':
          return reply.code(401).send({
            success: false,
            mfaRequired: true,
            error: 'Enter the six-digit code from your authenticator app.',
          });
        case 'signed-in': {
          // Signing in again with a session cookie ends that session: one cookie, one session.
          const previous = request.cookies[requestCookieName(request, STAFF_COOKIE)];
          if (previous) await sessions.revoke(tokenDigest(previous));
          setStaffCookie(reply, request, result.token, {
            maxAgeSeconds: STAFF_SESSION_MAX_HOURS * 3600,
            publicUrl: ctx.config.PUBLIC_URL,
          });
          request.log.info(
            { userId: result.user.id, mfaEnrolmentRequired: result.mfaEnrolmentRequired },
            'staff signed in',
          );
          return {
            success: true as const,
            token: result.csrfToken,
            user: toStaffUser(result.user),
            ...(result.mfaEnrolmentRequired ? { mfaEnrolmentRequired: true } : {}),
          };
        }
      }
    },
  );
}

/** The signed-in session's own routes: who am I, sign out, enrol or remove the second factor. */
export async function authRoutes(app: ServiceApp, ctx: ServiceContext) {
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const attempts = loginAttemptStore(ctx.db);
  const mfa = staffMfaMode(ctx);
  const tags = ['staff sign-in'];

  app.get(
    '/api/admin/session',
    {
      config: { staff: { enrolment: true } },
      schema: {
        summary: 'The signed-in staff member (the page guard asks this)',
        tags,
        response: { 200: StaffSessionSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = sessionCaller(request);
      return {
        user: toStaffUser(caller.user),
        token: caller.session.csrfToken,
        expiresAt: caller.session.expiresAt.toISOString(),
        ...(caller.session.mfaPending ? { mfaEnrolmentRequired: true } : {}),
      };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      config: { staff: { enrolment: true } },
      schema: {
        summary: 'Sign out: the session ends on the server',
        tags,
        response: { 200: LogoutResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = sessionCaller(request);
      await sessions.revoke(tokenDigest(caller.token));
      clearStaffCookie(reply);
      request.log.info({ userId: caller.user.id }, 'staff signed out');
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/totp/setup',
    {
      config: { staff: { enrolment: true } },
      schema: {
        summary: 'Start enrolling an authenticator app: a new secret and its QR code',
        tags,
        response: {
          200: TotpSetupSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = sessionCaller(request);
      if (user.totpEnabled) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
      const secret = newTotpSecret();
      await users.update(user.id, { totpSecret: secret, totpLastStep: null });
      return totpEnrolment(secret, user.username);
    },
  );

  app.post(
    '/api/admin/totp/enable',
    {
      config: { staff: { enrolment: true } },
      schema: {
        summary:
          'Finish enrolling with a code from the app: answers ten recovery codes, once; ends the other sessions',
        tags,
        body: TotpEnableSchema,
        response: {
          200: TotpEnabledSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = sessionCaller(request);
      const { user } = caller;
      if (user.totpEnabled) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
      if (!user.totpSecret) throw new AppError('CONFLICT', 'Start the setup first.');
      // The enrolment-only session has just proven the password; a full one proves it again.
      if (!caller.session.mfaPending) {
        await passwordAgain(attempts, request, user, request.body.password ?? '');
      }
      const step = await acceptedTotpStep(user.totpSecret, request.body.code, user.totpLastStep);
      if (step === null || !(await users.consumeTotpStep(user.id, step))) {
        throw new AppError(
          'VALIDATION_FAILED',
          'That code did not match. Check the time on your phone and try again.',
          { code: 'That code did not match' },
        );
      }
      const recoveryCodes = Array.from({ length: 10 }, newRecoveryCode);
      await users.update(user.id, {
        totpEnabled: true,
        recoveryCodes: recoveryCodes.map((code) => recoveryDigest(code) as string),
      });
      const digest = tokenDigest(caller.token);
      await sessions.completeEnrolment(digest);
      const ended = await sessions.revokeOthersOf(user.id, digest);
      request.log.info({ userId: user.id, endedSessions: ended }, 'two-step sign-in enabled');
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/admin/totp/disable',
    {
      schema: {
        summary:
          'Turn two-step sign-in off (needs the password and a current code); ends the other sessions',
        tags,
        body: TotpDisableSchema,
        response: {
          200: LogoutResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const { user } = caller;
      await passwordAgain(attempts, request, user, request.body.password);
      const step =
        user.totpEnabled && user.totpSecret
          ? await acceptedTotpStep(user.totpSecret, request.body.code, user.totpLastStep)
          : null;
      if (step === null || !(await users.consumeTotpStep(user.id, step))) {
        throw new AppError('VALIDATION_FAILED', 'That code did not match.', {
          code: 'That code did not match',
        });
      }
      await users.update(user.id, {
        totpEnabled: false,
        totpSecret: null,
        recoveryCodes: [],
        totpLastStep: null,
      });
      const digest = tokenDigest(caller.token);
      const ended = await sessions.revokeOthersOf(user.id, digest);
      // With STAFF_MFA=required this session, too, may now only enrol a factor again.
      if (mfa === 'required') await sessions.revoke(digest);
      request.log.info({ userId: user.id, endedSessions: ended }, 'two-step sign-in disabled');
      return { success: true as const };
    },
  );
}
