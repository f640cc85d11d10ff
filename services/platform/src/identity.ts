import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The header that carries who is calling from the gateway to a service. */
export const IDENTITY_HEADER = 'x-roofing-identity';

/** A staff member signed in at the gateway (session checked on the server). */
export interface StaffIdentity {
  kind: 'staff';
  userId: number;
  username: string;
  displayName: string;
  role: 'admin' | 'staff';
  /** What the account may do beyond the basics (an admin: every permission). */
  permissions: readonly string[];
  /** The request carried the session's CSRF token (required for state-changing requests). */
  csrf: boolean;
}

/** A customer's portal session, scoped to one estimate. */
export interface PortalIdentity {
  kind: 'portal';
  estimateNumber: string;
}

export type Identity = StaffIdentity | PortalIdentity;

/** Signed identities older than this are refused (a captured header is soon worthless). */
const MAX_AGE_MS = 60_000;

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** Compares a token a client sent with the expected one in constant time. */
export function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function newIdentitySecret(): string {
  return randomBytes(32).toString('base64url');
}

/** `<payload>.<hmac>`: the gateway signs; a client cannot make one without the secret. */
export function signIdentity(identity: Identity, secret: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...identity, iat: now })).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

/**
 * The JSON payload of a `<payload>.<hmac>` value whose signature (under `context`) checks out,
 * or null: a wrong, missing or extra part, or an unreadable payload.
 */
function signedPayload(value: string | undefined, secret: string, context: string): unknown {
  if (!value) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(`${context}${payload}`, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

export function verifyIdentity(
  header: string | undefined,
  secret: string,
  now = Date.now(),
): Identity | null {
  const signed = signedPayload(header, secret, '') as { iat?: unknown } | null;
  if (!signed || typeof signed.iat !== 'number' || Math.abs(now - signed.iat) > MAX_AGE_MS) {
    return null;
  }
  const { iat: _issuedAt, ...identity } = signed;
  return identity as Identity;
}

/** The verified caller of a request, or null (anonymous, or a header that does not verify). */
export function callerOf(request: FastifyRequest, secret: string): Identity | null {
  const header = request.headers[IDENTITY_HEADER];
  return verifyIdentity(typeof header === 'string' ? header : undefined, secret);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a staff route asks beyond a signed-in staff member: a named permission, or an admin. */
export interface StaffNeed {
  permission?: string;
  admin?: boolean;
}

/** Callers a route's declaration already checked, kept for the handler's `requireStaff`. */
const checkedStaff = new WeakMap<FastifyRequest, StaffIdentity>();

/**
 * The staff member calling, or 401; a state-changing request without the session's CSRF token
 * is 403, and so is a caller without the permission (or the admin role) `need` names. Every
 * staff route declares it at registration (`onRequest: ctx.staffOnly()`), so it runs before the
 * body is read or validated: an anonymous caller learns nothing about the route's fields.
 */
export function requireStaffCaller(
  request: FastifyRequest,
  secret: string,
  need: StaffNeed = {},
): StaffIdentity {
  const caller = checkedStaff.get(request) ?? callerOf(request, secret);
  if (caller?.kind !== 'staff') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (!SAFE_METHODS.has(request.method) && !caller.csrf) {
    throw new AppError(
      'FORBIDDEN',
      'This request is missing its security token. Reload the page and try again.',
    );
  }
  if (need.admin && caller.role !== 'admin') {
    throw new AppError('FORBIDDEN', 'Only an administrator can see this.');
  }
  if (need.permission && caller.role !== 'admin' && !caller.permissions.includes(need.permission)) {
    throw new AppError(
      'FORBIDDEN',
      'Your account does not have access to this. Ask an administrator to grant it.',
    );
  }
  checkedStaff.set(request, caller);
  return caller;
}

/** The customer portal's cookie: one estimate, signed, for a few hours. */
export const PORTAL_COOKIE = 'sfr_portal';
export const PORTAL_SESSION_HOURS = 4;

/**
 * A portal session needs no table: the estimate number is the customer's only credential (the
 * spec gives them no other), so the cookie just records, signed, which estimate was opened and
 * until when. The gateway turns it into a portal identity scoped to that one estimate.
 */
export function signPortalSession(
  estimateNumber: string,
  secret: string,
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ e: estimateNumber, exp: now + PORTAL_SESSION_HOURS * 3600_000 }),
  ).toString('base64url');
  return `${payload}.${mac(`portal:${payload}`, secret)}`;
}

export function verifyPortalSession(
  value: string | undefined,
  secret: string,
  now = Date.now(),
): PortalIdentity | null {
  const signed = signedPayload(value, secret, 'portal:') as { e?: unknown; exp?: unknown } | null;
  if (!signed || typeof signed.e !== 'string' || typeof signed.exp !== 'number') return null;
  return signed.exp < now ? null : { kind: 'portal', estimateNumber: signed.e };
}
