import {
  ErrorBodySchema,
  LogoutResponseSchema,
  STAFF_SESSION_MAX_HOURS,
  StaffLoginFailureSchema,
  StaffLoginRequestSchema,
  StaffLoginSuccessSchema,
  StaffSessionSchema,
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
import { alertOffice, type SignInAlert } from '../domain/alert-office.ts';
import { signIn, toStaffUser, usernameTag } from '../domain/sign-in.ts';
import { staffMfaMode } from '../domain/staff-mfa.ts';
import { tokenDigest } from '../domain/tokens.ts';
import { disableTotp, enableTotp, startTotpEnrolment } from '../domain/two-step-sign-in.ts';
import { loginAttemptStore } from '../store/login-attempts.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';
import { clearStaffCookie, STAFF_COOKIE, sessionCaller, setStaffCookie } from './staff-guard.ts';

const INVALID = 'Invalid credentials. Please try again.';

/** Signing in: public (the sign-in route itself). */
export async function signInRoutes(app: ServiceApp, ctx: ServiceContext) {
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const attempts = loginAttemptStore(ctx.db);
  const mfa = staffMfaMode(ctx);
  const tags = ['staff sign-in'];

  /** The office is alerted once a window (alertOffice); the replica that claimed it says so. */
  async function onAccountCeiling(request: FastifyRequest, alert: SignInAlert) {
    if (await alertOffice(ctx, alert, request.id)) {
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
          onAccountCeiling: (alert) => onAccountCeiling(request, alert),
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
  const stores = { users, sessions, attempts };
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
      return startTotpEnrolment(stores, user);
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
      const { recoveryCodes, ended } = await enableTotp(
        stores,
        { ...caller, ip: request.ip },
        request.body,
      );
      request.log.info(
        { userId: caller.user.id, endedSessions: ended },
        'two-step sign-in enabled',
      );
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
      const ended = await disableTotp(stores, { ...caller, ip: request.ip }, request.body, mfa);
      request.log.info(
        { userId: caller.user.id, endedSessions: ended },
        'two-step sign-in disabled',
      );
      return { success: true as const };
    },
  );
}
