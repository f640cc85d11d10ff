import { createHash } from 'node:crypto';
import {
  type App,
  IDENTITY_HEADER,
  type Logger,
  PORTAL_COOKIE,
  requestCookieName,
  type StaffIdentity,
  sameToken,
  signIdentity,
  verifyPortalSession,
} from '@roofing/platform';
import type { FastifyRequest } from 'fastify';

/** The workforce service's own session paths read the cookie themselves. */
const SESSION_PATHS = [
  '/api/admin/auth',
  '/api/admin/session',
  '/api/admin/logout',
  '/api/admin/totp',
];
const STAFF_COOKIE = 'sfr_staff';
/** How long a checked session is trusted before it is asked about again (logout here is at once). */
const CACHE_MS = 5_000;
const CACHE_LIMIT = 10_000;

interface SessionAnswer {
  user: {
    id: number;
    username: string;
    displayName: string;
    role: 'admin' | 'staff';
    permissions: string[];
  };
  token: string;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Whether a request carries a staff session cookie (not yet whether the session is valid). */
export function carriesStaffCookie(request: FastifyRequest): boolean {
  return (
    cookieValue(request.headers.cookie, requestCookieName(request, STAFF_COOKIE)) !== undefined
  );
}

const verified = new WeakMap<FastifyRequest, StaffIdentity>();

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
  },
) {
  const cache = new Map<string, { answer: SessionAnswer | null; until: number }>();

  async function session(token: string, cookieName: string): Promise<SessionAnswer | null> {
    const key = createHash('sha256').update(token).digest('hex');
    const hit = cache.get(key);
    if (hit && hit.until > Date.now()) return hit.answer;
    const answer = await options.askSession(`${cookieName}=${encodeURIComponent(token)}`);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, { answer, until: Date.now() + CACHE_MS });
    return answer;
  }

  async function establishStaff(request: FastifyRequest, token: string) {
    let answer: SessionAnswer | null = null;
    try {
      answer = await session(token, requestCookieName(request, STAFF_COOKIE));
    } catch (error) {
      // Workforce unreachable: the caller is anonymous (staff routes answer 401), never trusted.
      options.logger.warn({ err: error }, 'could not check a staff session');
    }
    if (!answer) return;
    const identity: StaffIdentity = {
      kind: 'staff',
      userId: answer.user.id,
      username: answer.user.username,
      displayName: answer.user.displayName,
      role: answer.user.role,
      permissions: answer.user.permissions ?? [],
      csrf: sameToken(request.headers['x-csrf-token'], answer.token),
    };
    request.headers[IDENTITY_HEADER] = signIdentity(identity, options.secret);
    verified.set(request, identity);
  }

  // A callback hook, not an async one: most requests carry no cookie and finish synchronously.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    delete request.headers[IDENTITY_HEADER];
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/api/') || SESSION_PATHS.some((path) => route.startsWith(path))) {
      return done();
    }
    const cookies = request.headers.cookie;
    const token = cookieValue(cookies, requestCookieName(request, STAFF_COOKIE));
    if (!token) {
      // A customer's portal session: one estimate, signed by the quote service.
      const portal = verifyPortalSession(
        cookieValue(cookies, requestCookieName(request, PORTAL_COOKIE)),
        options.secret,
      );
      if (portal) request.headers[IDENTITY_HEADER] = signIdentity(portal, options.secret);
      return done();
    }
    establishStaff(request, token).then(() => done(), done);
  });

  // A logout through this gateway is seen at once here; other replicas within CACHE_MS.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.routeOptions.url?.startsWith('/api/admin/logout') && reply.statusCode === 200) {
      const token = cookieValue(request.headers.cookie, requestCookieName(request, STAFF_COOKIE));
      if (token) cache.delete(createHash('sha256').update(token).digest('hex'));
    }
    done();
  });
}
