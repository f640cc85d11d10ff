import {
  EndedSessionsSchema,
  ErrorBodySchema,
  PasswordChangeSchema,
  StaffSessionIdParamsSchema,
  StaffSessionListSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { changePassword } from '../domain/change-password.ts';
import { tokenDigest } from '../domain/tokens.ts';
import { loginAttemptStore } from '../store/login-attempts.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';
import { sessionInfo } from './session-info.ts';
import { sessionCaller } from './staff-guard.ts';

/** A staff member's own account: change the password, see and end their sessions. */
export async function accountRoutes(app: ServiceApp, ctx: ServiceContext) {
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const attempts = loginAttemptStore(ctx.db);
  const tags = ['staff sign-in'];

  app.post(
    '/api/admin/account/password',
    {
      schema: {
        summary:
          'Change your own password (the current one again; the new one judged for strength); ends your other sessions',
        tags,
        body: PasswordChangeSchema,
        response: {
          200: EndedSessionsSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const ended = await changePassword(
        { users, sessions, attempts },
        { ...caller, ip: request.ip },
        request.body,
      );
      request.log.info({ userId: caller.user.id, endedSessions: ended }, 'staff password changed');
      return { success: true as const, ended };
    },
  );

  app.get(
    '/api/admin/account/sessions',
    {
      schema: {
        summary: 'Your live sessions (this one marked current)',
        tags,
        response: { 200: StaffSessionListSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = sessionCaller(request);
      const rows = await sessions.list(caller.user.id);
      return { sessions: rows.map((row) => sessionInfo(row, caller.token)) };
    },
  );

  app.post(
    '/api/admin/account/sessions/:id/end',
    {
      schema: {
        summary: 'End one of your sessions',
        tags,
        params: StaffSessionIdParamsSchema,
        response: {
          200: EndedSessionsSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const ended = await sessions.revokeOf(caller.user.id, request.params.id);
      if (!ended) throw new AppError('NOT_FOUND', 'That session has already ended.');
      request.log.info({ userId: caller.user.id }, 'staff ended one of their sessions');
      return { success: true as const, ended };
    },
  );

  app.post(
    '/api/admin/account/sessions/end-others',
    {
      schema: {
        summary: 'End all your sessions but this one',
        tags,
        response: { 200: EndedSessionsSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const ended = await sessions.revokeOthersOf(caller.user.id, tokenDigest(caller.token));
      request.log.info(
        { userId: caller.user.id, endedSessions: ended },
        'staff ended their other sessions',
      );
      return { success: true as const, ended };
    },
  );
}
