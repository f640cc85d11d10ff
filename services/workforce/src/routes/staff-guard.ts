import { STAFF_SESSION_IDLE_MINUTES } from '@roofing/contracts';
import {
  AppError,
  clearedCookieOptions,
  requestCookieName,
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

/** Callers already checked for a request (by the route's declaration), so it is done once. */
const checked = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * The declaration of a session route (`preValidation: staffSession(sessions)`): the check runs
 * before the body is validated, so an anonymous caller gets 401, never the fields' rules.
 */
export const staffSession = (sessions: SessionStore) => async (request: FastifyRequest) => {
  // Enrolment-only sessions pass here; each handler's own check says what they may reach.
  await requireStaff(sessions, request, { enrolment: true });
};

/**
 * Who is calling, from the session cookie, checked on the server every time (revoked, idle
 * or too old: nobody). A state-changing request must also carry the session's CSRF token in
 * `x-csrf-token`: the cookie alone, or the token alone, opens nothing.
 */
export async function requireStaff(
  sessions: SessionStore,
  request: FastifyRequest,
  options: { enrolment?: boolean } = {},
): Promise<StaffCaller> {
  const known = checked.get(request);
  if (known) {
    if (known.session.mfaPending && !options.enrolment) throw enrolmentRequired();
    return known;
  }
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

/** An admin's session, or 403. */
export async function requireAdmin(sessions: SessionStore, request: FastifyRequest) {
  const caller = await requireStaff(sessions, request);
  if (caller.user.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only an administrator can manage staff accounts.');
  }
  return caller;
}

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
