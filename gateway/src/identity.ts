import { createHash } from 'node:crypto';
import type { StaffSession } from '@roofing/contracts';
import {
  type App,
  clientKey,
  cookieFromHeader,
  IDENTITY_HEADER,
  IDENTITY_UNCHECKED_HEADER,
  type Logger,
  PORTAL_COOKIE,
  type PortalIdentity,
  readPortalSession,
  requestCookieName,
  type StaffIdentity,
  sameToken,
  sendError,
  signIdentity,
} from '@roofing/platform';
import type { FastifyRequest } from 'fastify';

/** The workforce service's own session paths read the cookie themselves. */
const SESSION_PATHS = [
  '/api/admin/auth',
  '/api/admin/session',
  '/api/admin/logout',
  '/api/admin/totp',
  '/api/admin/account',
  '/api/admin/staff-accounts',
  '/api/admin/staff-sessions',
];
const STAFF_COOKIE = 'sfr_staff';
/** The quote service's answer about a verified portal session; the gateway asks it, never itself. */
const PORTAL_CHECK_PATH = '/api/portal/session-check';
/** How long a checked session is trusted before it is asked about again (logout here is at once). */
const CACHE_MS = 5_000;
/** How long a cookie that is no session stays known as none (a token never becomes valid later). */
const NEGATIVE_CACHE_MS = 60_000;
const CACHE_LIMIT = 10_000;
/**
 * Cookies one client may have checked that turn out to be no session, per minute; past that its
 * unknown cookies are taken as anonymous without asking the workforce service (a flood of random
 * cookies costs one lookup each only up to here). Cookies seen valid before are still checked.
 */
export const SESSION_MISSES_PER_CLIENT_PER_MINUTE = 20;

/**
 * The workforce service's answer about a staff session (GET /api/admin/session): the type is the
 * contract's, inferred from StaffSessionSchema, never restated here.
 */
type SessionAnswer = StaffSession;

/** Whether a request carries a staff session cookie (not yet whether the session is valid). */
export function carriesStaffCookie(request: FastifyRequest): boolean {
  return (
    cookieFromHeader(request.headers.cookie, requestCookieName(request, STAFF_COOKIE)) !== undefined
  );
}

const verified = new WeakMap<FastifyRequest, StaffIdentity>();
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The staff member whose session the workforce service confirmed for this request (after the
 * identity hook ran), or undefined. Never from anything the client wrote about itself.
 */
export function verifiedStaff(request: FastifyRequest): StaffIdentity | undefined {
  return verified.get(request);
}

/**
 * Establishes who is calling, once, at the edge: a staff session cookie is checked with the
 * workforce service (answers cached for a few seconds), and the result travels to the services
 * as a signed header. A header of that name sent by a client is dropped first, so it can never
 * be forged from outside.
 */
export function registerIdentity(
  app: App,
  options: {
    secret: string;
    logger: Logger;
    /** Asks the workforce service about a session cookie: the answer of GET /api/admin/session. */
    askSession(cookie: string): Promise<SessionAnswer | null>;
    /** Told of each session check: asked the workforce service, or refused without asking. */
    onLookup?(outcome: 'asked' | 'refused'): void;
    /**
     * Asks the quote service whether a verified portal session is still open (GET
     * /api/portal/session-check with that cookie): the estimate it is for, or null (ended).
     */
    askPortalSession(cookie: string): Promise<string | null>;
    /** The site's own origin (PUBLIC_URL): portal writes from any other are refused. */
    publicUrl: string;
  },
) {
  const portalCache = new Map<string, { estimate: string | null; until: number }>();
  const publicOrigin = new URL(options.publicUrl).origin;

  async function portalSession(
    sessionId: string,
    cookie: string,
    cookieName: string,
  ): Promise<string | null> {
    const key = createHash('sha256').update(sessionId).digest('hex');
    const hit = portalCache.get(key);
    if (hit && hit.until > Date.now()) return hit.estimate;
    const estimate = await options.askPortalSession(`${cookieName}=${encodeURIComponent(cookie)}`);
    if (portalCache.size >= CACHE_LIMIT) portalCache.clear();
    portalCache.set(key, { estimate, until: Date.now() + CACHE_MS });
    return estimate;
  }

  /**
   * A portal cookie is an identity scoped to one estimate. It is verified (may act) only while
   * the quote service says its server-side session is open: signing out ends it at once here,
   * within CACHE_MS on other replicas. Unreachable, the session views but does not act.
   */
  async function establishPortal(request: FastifyRequest, cookie: string) {
    const claim = readPortalSession(cookie, options.secret);
    if (!claim) return;
    const identity: PortalIdentity = {
      kind: 'portal',
      estimateNumber: claim.estimateNumber,
      verified: false,
    };
    if (claim.sessionId) {
      try {
        identity.verified =
          (await portalSession(
            claim.sessionId,
            cookie,
            requestCookieName(request, PORTAL_COOKIE),
          )) === claim.estimateNumber;
      } catch (error) {
        // Not verified, and not signed out either: an act answers 503 (try again).
        request.headers[IDENTITY_UNCHECKED_HEADER] = 'portal';
        options.logger.warn({ err: error }, 'could not check a portal session');
      }
    }
    request.headers[IDENTITY_HEADER] = signIdentity(identity, options.secret);
  }

  /**
   * The portal has no CSRF token: its state-changing requests are judged by where they come from.
   * A browser says so in Sec-Fetch-Site (or at least Origin); anything but this site is 403.
   * Requests without either (not a browser, so no ambient cookie was lent) pass.
   */
  function crossSite(request: FastifyRequest): boolean {
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return true;
    const origin = request.headers.origin;
    if (typeof origin !== 'string') return false;
    if (origin === publicOrigin) return false;
    try {
      return new URL(origin).host !== request.headers.host;
    } catch {
      return true;
    }
  }

  const cache = new Map<string, { answer: SessionAnswer | null; until: number }>();
  /** Digests of cookies that were a live session (still asked about when their client floods). */
  const known = new Map<string, number>();
  /** Per client: cookies that turned out to be no session in the current minute. */
  const misses = new Map<string, { count: number; until: number }>();

  const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

  async function session(
    token: string,
    client: string,
    cookieName: string,
  ): Promise<SessionAnswer | null> {
    const key = digestOf(token);
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.until > now) return hit.answer;
    const spent = misses.get(client);
    if (spent && spent.until > now && spent.count >= SESSION_MISSES_PER_CLIENT_PER_MINUTE) {
      if (!known.has(key)) {
        options.onLookup?.('refused');
        return null;
      }
    }
    options.onLookup?.('asked');
    const answer = await options.askSession(`${cookieName}=${encodeURIComponent(token)}`);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, { answer, until: now + (answer ? CACHE_MS : NEGATIVE_CACHE_MS) });
    if (answer) {
      if (known.size >= CACHE_LIMIT) known.clear();
      known.set(key, now);
    } else {
      if (misses.size >= CACHE_LIMIT) misses.clear();
      const current = spent && spent.until > now ? spent : { count: 0, until: now + 60_000 };
      current.count += 1;
      misses.set(client, current);
    }
    return answer;
  }

  async function establishStaff(request: FastifyRequest, token: string) {
    let answer: SessionAnswer | null = null;
    try {
      answer = await session(
        token,
        clientKey(request.ip),
        requestCookieName(request, STAFF_COOKIE),
      );
    } catch (error) {
      // Workforce unreachable: the caller is never trusted, but not signed out either: staff
      // routes answer 503 with Retry-After, and the browser keeps its session and tries again.
      request.headers[IDENTITY_UNCHECKED_HEADER] = 'staff';
      options.logger.warn({ err: error }, 'could not check a staff session');
    }
    if (!answer) return;
    const identity: StaffIdentity = {
      kind: 'staff',
      userId: answer.user.id,
      username: answer.user.username,
      displayName: answer.user.displayName,
      role: answer.user.role,
      permissions: answer.user.permissions,
      csrf: sameToken(request.headers['x-csrf-token'], answer.token),
      ...(answer.mfaEnrolmentRequired ? { enrolmentOnly: true } : {}),
    };
    request.headers[IDENTITY_HEADER] = signIdentity(identity, options.secret);
    // Only a full session counts as staff at the edge (an enrolment-only one keeps the public limits).
    if (!identity.enrolmentOnly) verified.set(request, identity);
  }

  // A callback hook, not an async one: most requests carry no cookie and finish synchronously.
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    delete request.headers[IDENTITY_HEADER];
    delete request.headers[IDENTITY_UNCHECKED_HEADER];
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || SESSION_PATHS.some((path) => route.startsWith(path))) {
      return done();
    }
    const cookies = request.headers.cookie;
    const token = cookieFromHeader(cookies, requestCookieName(request, STAFF_COOKIE));
    if (!token) {
      // A customer's portal session: one estimate, signed by the quote service.
      const portal = cookieFromHeader(cookies, requestCookieName(request, PORTAL_COOKIE));
      const portalWrite = !SAFE_METHODS.has(request.method);
      if (
        portalWrite &&
        (portal !== undefined || route.startsWith('/api/portal/')) &&
        crossSite(request)
      ) {
        sendError(
          reply,
          request,
          403,
          'FORBIDDEN',
          'This request came from another site. Open the page on our site and try again.',
        );
        return;
      }
      if (!portal || route.startsWith(PORTAL_CHECK_PATH)) return done();
      establishPortal(request, portal).then(() => done(), done);
      return;
    }
    establishStaff(request, token).then(() => done(), done);
  });

  // A change to the caller's own session (logout, sign-in again, factor enrolled or removed,
  // password changed) is seen at once here; other replicas, and other sessions, within CACHE_MS.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '';
    if (
      request.method === 'POST' &&
      reply.statusCode === 200 &&
      SESSION_PATHS.some((path) => route.startsWith(path))
    ) {
      const token = cookieFromHeader(
        request.headers.cookie,
        requestCookieName(request, STAFF_COOKIE),
      );
      if (token) cache.delete(digestOf(token));
      // A session made here is known good: it is checked even while its client floods.
      if (route.startsWith('/api/admin/auth')) {
        const set = reply.getHeader('set-cookie');
        for (const value of Array.isArray(set) ? set : [String(set ?? '')]) {
          const made = cookieFromHeader(
            value.split(';')[0],
            requestCookieName(request, STAFF_COOKIE),
          );
          if (made) known.set(digestOf(made), Date.now());
        }
      }
    }
    // A portal sign-out through this gateway is seen at once here too.
    if (
      request.method === 'DELETE' &&
      request.routeOptions.url?.startsWith('/api/quotes/portal-session') &&
      reply.statusCode === 200
    ) {
      const claim = readPortalSession(
        cookieFromHeader(request.headers.cookie, requestCookieName(request, PORTAL_COOKIE)),
        options.secret,
      );
      if (claim?.sessionId) {
        portalCache.delete(createHash('sha256').update(claim.sessionId).digest('hex'));
      }
    }
    done();
  });
}
