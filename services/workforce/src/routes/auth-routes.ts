import cookie from '@fastify/cookie';
import {
  ErrorBodySchema,
  LogoutResponseSchema,
  STAFF_SESSION_MAX_HOURS,
  StaffLoginFailureSchema,
  StaffLoginRequestSchema,
  StaffLoginSuccessSchema,
  StaffSessionSchema,
  TotpCodeSchema,
  TotpEnabledSchema,
  TotpSetupSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { signIn, toStaffUser } from '../domain/sign-in.ts';
import { newRecoveryCode, recoveryDigest, tokenDigest } from '../domain/tokens.ts';
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from '../domain/totp.ts';
import { loginAttemptStore } from '../store/login-attempts.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';
import { clearStaffCookie, requireStaff, setStaffCookie, staffSession } from './staff-guard.ts';

const INVALID = 'Invalid credentials. Please try again.';

export async function authRoutes(app: ServiceApp, ctx: ServiceContext) {
  await app.register(cookie);
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const attempts = loginAttemptStore(ctx.db);
  const tags = ['staff sign-in'];

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
      const result = await signIn({ users, sessions, attempts }, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      switch (result.kind) {
        case 'limited':
          reply.header('retry-after', String(result.retryAfterSeconds));
          throw new AppError(
            'RATE_LIMITED',
            `Too many sign-in attempts. Please try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes.`,
          );
        case 'invalid':
          request.log.warn(
            { username: request.body.username.slice(0, 50) },
            'staff sign-in failed',
          );
          return reply.code(401).send({ success: false, error: INVALID });
        case 'code-required':
          return reply.code(401).send({
            success: false,
            mfaRequired: true,
            error: 'Enter the six-digit code from your authenticator app.',
          });
        case 'signed-in':
          setStaffCookie(reply, request, result.token, {
            maxAgeSeconds: STAFF_SESSION_MAX_HOURS * 3600,
            publicUrl: ctx.config.PUBLIC_URL,
          });
          request.log.info({ userId: result.user.id }, 'staff signed in');
          return {
            success: true as const,
            token: result.csrfToken,
            user: toStaffUser(result.user),
          };
      }
    },
  );

  app.get(
    '/api/admin/session',
    {
      preValidation: staffSession(sessions),
      schema: {
        summary: 'The signed-in staff member (the page guard asks this)',
        tags,
        response: { 200: StaffSessionSchema, 401: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = await requireStaff(sessions, request);
      return {
        user: toStaffUser(caller.user),
        token: caller.session.csrfToken,
        expiresAt: caller.session.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/api/admin/logout',
    {
      preValidation: staffSession(sessions),
      schema: {
        summary: 'Sign out: the session ends on the server',
        tags,
        response: { 200: LogoutResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const caller = await requireStaff(sessions, request);
      await sessions.revoke(tokenDigest(caller.token));
      clearStaffCookie(reply);
      request.log.info({ userId: caller.user.id }, 'staff signed out');
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/totp/setup',
    {
      preValidation: staffSession(sessions),
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
      const { user } = await requireStaff(sessions, request);
      if (user.totpEnabled) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
      const secret = newTotpSecret();
      await users.update(user.id, { totpSecret: secret, totpLastStep: null });
      return totpEnrolment(secret, user.username);
    },
  );

  app.post(
    '/api/admin/totp/enable',
    {
      preValidation: staffSession(sessions),
      schema: {
        summary: 'Finish enrolling with a code from the app: answers ten recovery codes, once',
        tags,
        body: TotpCodeSchema,
        response: {
          200: TotpEnabledSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireStaff(sessions, request);
      if (user.totpEnabled) throw new AppError('CONFLICT', 'Two-step sign-in is already on.');
      if (!user.totpSecret) throw new AppError('CONFLICT', 'Start the setup first.');
      const step = await acceptedTotpStep(user.totpSecret, request.body.code, user.totpLastStep);
      if (step === null) {
        throw new AppError(
          'VALIDATION_FAILED',
          'That code did not match. Check the time on your phone and try again.',
          {
            code: 'That code did not match',
          },
        );
      }
      const recoveryCodes = Array.from({ length: 10 }, newRecoveryCode);
      await users.update(user.id, {
        totpEnabled: true,
        totpLastStep: step,
        recoveryCodes: recoveryCodes.map(recoveryDigest),
      });
      request.log.info({ userId: user.id }, 'two-step sign-in enabled');
      return { recoveryCodes };
    },
  );

  app.post(
    '/api/admin/totp/disable',
    {
      preValidation: staffSession(sessions),
      schema: {
        summary: 'Turn two-step sign-in off (needs a current code)',
        tags,
        body: TotpCodeSchema,
        response: {
          200: LogoutResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { user } = await requireStaff(sessions, request);
      const step =
        user.totpEnabled && user.totpSecret
          ? await acceptedTotpStep(user.totpSecret, request.body.code, user.totpLastStep)
          : null;
      if (step === null) {
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
      request.log.info({ userId: user.id }, 'two-step sign-in disabled');
      return { success: true as const };
    },
  );
}
