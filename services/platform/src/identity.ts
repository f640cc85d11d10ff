import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** The header that carries who is calling from the gateway to a service. */
export const IDENTITY_HEADER = 'x-roofing-identity';
/**
 * Set by the gateway when a request carried a session cookie it could not check (the service that
 * knows the session was unreachable): `staff` or `portal`. The caller is then not trusted (staff:
 * anonymous; portal: not verified), but not told to sign in or verify again either: a refusal for
 * want of a session (401 UNAUTHORIZED or VERIFICATION_REQUIRED) is answered 503 UNAVAILABLE with
 * Retry-After instead (http-errors.ts), so the browser keeps its session and tries again. The gateway
 * drops any copy a client sends; a forged one could only turn the sender's own 401 into a 503.
 */
export const IDENTITY_UNCHECKED_HEADER = 'x-roofing-identity-unchecked';
export type UncheckedSession = 'staff' | 'portal';

/** What a route that needs a session answers while that session cannot be checked. */
export const SESSION_UNCHECKED_MESSAGE =
  'We could not confirm your sign-in just now. Please try again in a moment.';

/** The kind of session cookie the gateway could not check on this request, if any. */
export function uncheckedSession(request: FastifyRequest): UncheckedSession | undefined {
  const value = request.headers[IDENTITY_UNCHECKED_HEADER];
  return value === 'staff' || value === 'portal' ? value : undefined;
}

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
  /**
   * The session may only enrol its second factor (STAFF_MFA=required, no factor yet): every
   * staff route refuses it with 403 MFA_ENROLMENT_REQUIRED.
   */
  enrolmentOnly?: boolean;
}

/** A customer's portal session, scoped to one estimate. */
export interface PortalIdentity {
  kind: 'portal';
  estimateNumber: string;
  /**
   * The customer proved they read the e-mail on file (a one-time code or an e-mailed link) and
   * the session is still open on the server: only then may they act (accept, decline, message,
   * upload). A session opened with the number alone views the masked estimate.
   */
  verified: boolean;
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
  /** What a caller without the permission (or the admin role) hears, when the route says more. */
  refusal?: string;
  /**
   * A session that must still enrol its second factor may call this route (the sign-in's own
   * routes: who am I, sign out, enrol the factor). Every other staff route refuses it.
   */
  enrolment?: boolean;
}

/** A state-changing request by staff must carry the session's CSRF token: 403 otherwise. */
export function refuseStaffWriteWithoutToken(request: FastifyRequest, caller: StaffIdentity) {
  if (!SAFE_METHODS.has(request.method) && !caller.csrf) {
    throw new AppError(
      'FORBIDDEN',
      'This request is missing its security token. Reload the page and try again.',
    );
  }
}

/** Callers a staff scope's hook already checked, read by the handler (`ctx.staff`). */
const checkedStaff = new WeakMap<FastifyRequest, StaffIdentity>();

/**
 * The staff member a staff scope's hook checked for this request. A handler outside a staff
 * scope has none: that is a mistake in the code (500), never a way in.
 */
export function checkedStaffCaller(request: FastifyRequest): StaffIdentity {
  const caller = checkedStaff.get(request);
  if (!caller) throw new Error(`${request.method} ${request.url}: not a staff route`);
  return caller;
}

/**
 * The staff member calling, or 401; a state-changing request without the session's CSRF token
 * is 403, and so is a caller without the permission (or the admin role) `need` names. It is the
 * staff scope's `onRequest` hook (see service/route-access.ts), so it runs before the body is
 * read or validated: an anonymous caller learns nothing about the route's fields.
 */
export function requireStaffCaller(
  request: FastifyRequest,
  secret: string,
  need: StaffNeed = {},
): StaffIdentity {
  const caller = requireStaffIdentity(callerOf(request, secret), request, need);
  checkedStaff.set(request, caller);
  return caller;
}

/**
 * The checks of a staff scope on a caller already read: for the one public route whose body asks
 * for staff (the assistant's office voice), where no scope can decide before the body is read.
 */
export function requireStaffIdentity(
  caller: Identity | null,
  request: FastifyRequest,
  need: StaffNeed = {},
): StaffIdentity {
  if (caller?.kind !== 'staff') throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  if (caller.enrolmentOnly && !need.enrolment) {
    throw new AppError(
      'MFA_ENROLMENT_REQUIRED',
      'Set up two-step sign-in first: scan the QR code with your authenticator app and enter its code.',
    );
  }
  refuseStaffWriteWithoutToken(request, caller);
  if (need.admin && caller.role !== 'admin') {
    throw new AppError('FORBIDDEN', need.refusal ?? 'Only an administrator can see this.');
  }
  if (need.permission && caller.role !== 'admin' && !caller.permissions.includes(need.permission)) {
    throw new AppError(
      'FORBIDDEN',
      need.refusal ??
        'Your account does not have access to this. Ask an administrator to grant it.',
    );
  }
  return caller;
}

/** The customer portal's cookie: one estimate, signed, for a few hours. */
export const PORTAL_COOKIE = 'sfr_portal';
export const PORTAL_SESSION_HOURS = 4;

/** What a portal cookie says, once its signature and expiry check out. */
export interface PortalSessionClaim {
  estimateNumber: string;
  /**
   * The server-side session a verified cookie belongs to (random, 256 bits; the quote service
   * keeps only its hash). Absent on a session opened with the number alone, which grants only
   * what the number grants anyway.
   */
  sessionId?: string;
  expiresAt: number;
}

/**
 * The portal cookie records, signed, which estimate was opened and until when. Opened with the
 * number alone it views the masked estimate; after a one-time code (or an e-mailed link) it also
 * names a server-side session (`s`), which the gateway checks with the quote service on each
 * request (briefly cached) so that signing out ends it everywhere at once.
 */
export function signPortalSession(
  estimateNumber: string,
  secret: string,
  options: { sessionId?: string; now?: number } = {},
): string {
  const now = options.now ?? Date.now();
  const claim: Record<string, unknown> = {
    e: estimateNumber,
    exp: now + PORTAL_SESSION_HOURS * 3600_000,
  };
  if (options.sessionId) claim.s = options.sessionId;
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${mac(`portal:${payload}`, secret)}`;
}

/** The claim of a portal cookie whose signature and expiry check out, or null. */
export function readPortalSession(
  value: string | undefined,
  secret: string,
  now = Date.now(),
): PortalSessionClaim | null {
  const signed = signedPayload(value, secret, 'portal:') as {
    e?: unknown;
    exp?: unknown;
    s?: unknown;
  } | null;
  if (!signed || typeof signed.e !== 'string' || typeof signed.exp !== 'number') return null;
  if (signed.exp < now) return null;
  return {
    estimateNumber: signed.e,
    expiresAt: signed.exp,
    ...(typeof signed.s === 'string' && signed.s ? { sessionId: signed.s } : {}),
  };
}

/**
 * The portal identity of a cookie taken at its word: unverified, whatever it claims (the
 * gateway marks it verified only after the quote service confirms the session is open).
 */
export function verifyPortalSession(
  value: string | undefined,
  secret: string,
  now = Date.now(),
): PortalIdentity | null {
  const claim = readPortalSession(value, secret, now);
  return claim ? { kind: 'portal', estimateNumber: claim.estimateNumber, verified: false } : null;
}

/** The one message every acting call answers a caller who has not verified this estimate with. */
export const VERIFICATION_REQUIRED_MESSAGE =
  'To do this, confirm it is you: we will e-mail a 6-digit code to the address on file.';

/**
 * A customer act on one estimate (accept, decline, ask for changes, message, upload) needs a
 * verified portal session for that very estimate: 401 VERIFICATION_REQUIRED otherwise (the web
 * app then asks for the code in place). Staff callers are the route's own business.
 */
export function requireVerifiedPortal(
  caller: Identity | null,
  estimateNumber: string,
): PortalIdentity {
  if (
    caller?.kind === 'portal' &&
    caller.verified === true &&
    caller.estimateNumber.trim().toUpperCase() === estimateNumber.trim().toUpperCase()
  ) {
    return caller;
  }
  throw new AppError('VERIFICATION_REQUIRED', VERIFICATION_REQUIRED_MESSAGE);
}

/** How long a link in a customer e-mail opens a verified portal session (once). */
export const PORTAL_LINK_DAYS = 7;

const linkKey = (secret: string) => createHmac('sha256', secret).update('portal-link:v1').digest();

/**
 * The token of a link in a customer e-mail: the estimate number and an expiry, sealed with
 * AES-256-GCM under a key derived from the identity secret. Opaque (the number never shows in
 * the address), unforgeable, and stored nowhere until it is used: the quote service then records
 * its hash so that it opens a session once.
 */
export function sealPortalLink(estimateNumber: string, secret: string, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', linkKey(secret), iv);
  const plain = JSON.stringify({ e: estimateNumber, exp: now + PORTAL_LINK_DAYS * 86_400_000 });
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The estimate and expiry a link token carries, or null (tampered, foreign or unreadable). */
export function openPortalLink(
  token: string,
  secret: string,
): { estimateNumber: string; expiresAt: number } | null {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length < 29 || raw.length > 512) return null;
    const decipher = createDecipheriv('aes-256-gcm', linkKey(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    const claim = JSON.parse(plain.toString('utf8')) as { e?: unknown; exp?: unknown };
    if (typeof claim.e !== 'string' || typeof claim.exp !== 'number') return null;
    return { estimateNumber: claim.e, expiresAt: claim.exp };
  } catch {
    return null;
  }
}

/**
 * One cookie's value in a Cookie header (or the `name=value` head of a Set-Cookie line), or
 * undefined. A malformed `%` escape is no value at all (the caller is then anonymous and a staff
 * route answers 401), never an exception.
 */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The value of one cookie of a request, or undefined (absent, or an escape that does not decode). */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  return cookieFromHeader(request.headers.cookie, name);
}
