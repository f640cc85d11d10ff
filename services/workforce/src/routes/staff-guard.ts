import { STAFF_SESSION_IDLE_MINUTES } from '@roofing/contracts';
import {
  AppError,
  clearedCookieOptions,
  requestCookieName,
  type StaffNeed,
  sameToken,
  sessionCookieOptions,
} from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tokenDigest } from '../domain/tokens.ts';
import type { StaffSessionRow, UserRow } from '../store/schema.ts';
import type { SessionStore } from '../store/sessions.ts';

/** The staff session cookie: httpOnly, SameSite=Lax; `__Host-` and Secure behind HTTPS. */
export const STAFF_COOKIE = 'sfr_staff';

export interface StaffCaller {
  user: UserRow;
  session: StaffSessionRow;
  token: string;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Callers the session scope's hook checked for a request, read by the handler. */
const checked = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * The check of the workforce's own session routes (`ctx.staffRoutes(..., { authenticate })`):
 * the gateway signs no identity for them, since they are where sessions are made and read. It
 * runs as the scope's `onRequest` hook, before the body is validated: an anonymous caller gets
 * 401, never the fields' rules. `need.enrolment` lets an enrolment-only session through (who am
 * I, sign out, enrol the factor); `need.admin` is an admin's route (403 with `need.refusal`).
 */
export const sessionAuthenticator =
  (sessions: SessionStore) => async (request: FastifyRequest, need: StaffNeed) => {
    const caller = await checkSession(sessions, request, { enrolment: need.enrolment });
    if (need.admin && caller.user.role !== 'admin') {
      throw new AppError('FORBIDDEN', need.refusal ?? 'Only an administrator can see this.');
    }
  };

/** The caller the session scope's hook checked (a route outside that scope: 500, a code bug). */
export function sessionCaller(request: FastifyRequest): StaffCaller {
  const caller = checked.get(request);
  if (!caller) throw new Error(`${request.method} ${request.url}: not a staff session route`);
  return caller;
}

/**
 * Who is calling, from the session cookie, checked on the server every time (revoked, idle
 * or too old: nobody). A state-changing request must also carry the session's CSRF token in
 * `x-csrf-token`: the cookie alone, or the token alone, opens nothing.
 */
async function checkSession(
  sessions: SessionStore,
  request: FastifyRequest,
  options: { enrolment?: boolean } = {},
): Promise<StaffCaller> {
  // @fastify/cookie leaves a value with a malformed % escape as it came: it is just no session.
  const token = request.cookies[requestCookieName(request, STAFF_COOKIE)];
  const found = token ? await sessions.touch(tokenDigest(token), STAFF_SESSION_IDLE_MINUTES) : null;
  if (!token || !found) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !sameToken(sent, found.session.csrfToken)) {
      throw new AppError(
        'FORBIDDEN',
        'This request is missing its security token. Reload the page and try again.',
      );
    }
  }
  const caller = { ...found, token };
  checked.set(request, caller);
  if (found.session.mfaPending && !options.enrolment) throw enrolmentRequired();
  return caller;
}

/** What an enrolment-only session (STAFF_MFA=required, no factor yet) hears everywhere else. */
export const enrolmentRequired = () =>
  new AppError(
    'MFA_ENROLMENT_REQUIRED',
    'Set up two-step sign-in first: scan the QR code with your authenticator app and enter its code.',
  );

/** Sets the session cookie (Secure when the request came over HTTPS, or the site is HTTPS). */
export function setStaffCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  token: string,
  options: { maxAgeSeconds: number; publicUrl: string },
) {
  reply.setCookie(
    requestCookieName(request, STAFF_COOKIE),
    token,
    sessionCookieOptions(request, options.maxAgeSeconds),
  );
}

export function clearStaffCookie(reply: FastifyReply) {
  reply.clearCookie(
    requestCookieName(reply.request, STAFF_COOKIE),
    clearedCookieOptions(reply.request),
  );
}
