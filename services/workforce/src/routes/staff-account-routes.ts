import {
  EndedSessionsSchema,
  ErrorBodySchema,
  LogoutResponseSchema,
  StaffAccountIdParamsSchema,
  StaffAccountListSchema,
  StaffSessionIdParamsSchema,
  StaffSessionListSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import {
  disableAccount,
  enableAccount,
  resetSecondFactor,
  staffAccounts,
} from '../domain/manage-staff-accounts.ts';
import { sessionStore } from '../store/sessions.ts';
import { userStore } from '../store/users.ts';
import { sessionInfo } from './session-info.ts';
import { sessionCaller } from './staff-guard.ts';

/**
 * An admin's view of the staff accounts: every account's status and sessions, ending anyone's
 * session, disabling and enabling an account, resetting another account's second factor. Each
 * change is logged with the admin who made it.
 */
export async function staffAccountRoutes(app: ServiceApp, ctx: ServiceContext) {
  const users = userStore(ctx.db);
  const sessions = sessionStore(ctx.db);
  const tags = ['staff accounts'];
  const stores = { users, sessions };
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/api/admin/staff-accounts',
    {
      schema: {
        summary: 'Every staff account with its two-step status, whether disabled, its sessions',
        tags,
        response: { 200: StaffAccountListSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { accounts: await staffAccounts(stores) };
    },
  );

  app.get(
    '/api/admin/staff-sessions',
    {
      schema: {
        summary: "Everyone's live staff sessions",
        tags,
        response: { 200: StaffSessionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const caller = sessionCaller(request);
      const rows = await sessions.list(null);
      return { sessions: rows.map((row) => sessionInfo(row, caller.token)) };
    },
  );

  app.post(
    '/api/admin/staff-sessions/:id/end',
    {
      schema: {
        summary: "End anyone's session",
        tags,
        params: StaffSessionIdParamsSchema,
        response: { 200: EndedSessionsSchema, ...errors },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const ended = await sessions.revokeOf(null, request.params.id);
      if (!ended) throw new AppError('NOT_FOUND', 'That session has already ended.');
      request.log.info({ adminId: caller.user.id }, 'an admin ended a staff session');
      return { success: true as const, ended };
    },
  );

  app.post(
    '/api/admin/staff-accounts/:id/disable',
    {
      schema: {
        summary: 'Disable an account: it cannot sign in, and its sessions end',
        tags,
        params: StaffAccountIdParamsSchema,
        response: { 200: LogoutResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const user = await disableAccount(stores, caller.user.id, request.params.id);
      request.log.info({ adminId: caller.user.id, userId: user.id }, 'staff account disabled');
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/staff-accounts/:id/enable',
    {
      schema: {
        summary: 'Enable a disabled account again',
        tags,
        params: StaffAccountIdParamsSchema,
        response: { 200: LogoutResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const user = await enableAccount(stores, caller.user.id, request.params.id);
      request.log.info({ adminId: caller.user.id, userId: user.id }, 'staff account enabled');
      return { success: true as const };
    },
  );

  app.post(
    '/api/admin/staff-accounts/:id/reset-mfa',
    {
      schema: {
        summary:
          "Reset another account's second factor (lost phone): its sessions end, it enrols again at its next sign-in",
        tags,
        params: StaffAccountIdParamsSchema,
        response: { 200: LogoutResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const caller = sessionCaller(request);
      const user = await resetSecondFactor(stores, caller.user.id, request.params.id);
      request.log.warn(
        { adminId: caller.user.id, userId: user.id },
        'second factor of a staff account reset by an admin',
      );
      return { success: true as const };
    },
  );
}
