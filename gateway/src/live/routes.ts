import { createHash } from 'node:crypto';
import {
  LIVE_HEARTBEAT_MS,
  LIVE_RETRY_MS,
  LIVE_STREAMS_PER_SESSION,
  type LiveChange,
} from '@roofing/contracts';
import {
  type App,
  callerOf,
  cookieFromHeader,
  PORTAL_COOKIE,
  requestCookieName,
  SESSION_UNCHECKED_MESSAGE,
  sendError,
  uncheckedSession,
} from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { verifiedStaff } from '../identity.ts';
import type { KeptChange, LiveHub } from './hub.ts';

const STAFF_COOKIE = 'sfr_staff';
const BUSY =
  'Live updates are already open in several tabs. This page will check for news every few seconds instead.';
const UNAVAILABLE = 'Live updates are not available right now. The page checks for news instead.';

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

const frame = (name: string, id: string, data: unknown) =>
  `id: ${id}\nevent: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * One text/event-stream answer: `retry:`, a `ready` event whose id is where a reconnection
 * resumes, what was missed since Last-Event-ID (or `reset` when that cannot be told), then each
 * change the session may see as it happens, and a comment line every LIVE_HEARTBEAT_MS. Written
 * on the raw socket (the reply is hijacked), so compression and reply hooks never buffer it.
 * A closed connection (tab closed, network lost) frees its listener, timer and cap slot at once.
 */
function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: LiveHub,
  session: string,
  sees: (change: LiveChange) => boolean,
) {
  if (!hub.claim(session, LIVE_STREAMS_PER_SESSION)) {
    sendError(reply, request, 429, 'RATE_LIMITED', BUSY);
    return;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    // nginx and similar proxies pass the stream through as it is written.
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
    'x-request-id': request.id,
  });
  raw.flushHeaders();
  const lastEventId = request.headers['last-event-id'];
  const missed = typeof lastEventId === 'string' ? hub.since(lastEventId) : [];
  let head = `retry: ${LIVE_RETRY_MS}\n\n`;
  if (missed === null) head += frame('reset', hub.currentId(), {});
  for (const kept of missed ?? []) {
    if (sees(kept.change)) head += frame(kept.change.name, kept.id, kept.change.data);
  }
  head += frame('ready', hub.currentId(), {});
  raw.write(head);
  const stop = hub.listen({
    sees,
    send: (kept: KeptChange) => raw.write(frame(kept.change.name, kept.id, kept.change.data)),
    reset: (id: string) => raw.write(frame('reset', id, {})),
  });
  const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), LIVE_HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    stop();
    forget();
    clearInterval(heartbeat);
    hub.release(session);
    if (!raw.writableEnded) raw.end();
  };
  const forget = hub.track(close);
  raw.on('close', close);
  raw.on('error', close);
}

const schema = (summary: string) => ({
  summary,
  description:
    'text/event-stream of live changes (project-message, quote-status, payment, inspection), a `ready` event, `reset` when Last-Event-ID cannot be resumed, heartbeats; 429 past the open streams per session. See docs/api.md.',
  tags: ['live'],
});

/** GET /api/portal/events: the changes of the portal session's own estimate. */
export function registerPortalLiveRoute(app: App, hub: LiveHub | undefined, secret: string) {
  app.get(
    '/api/portal/events',
    { schema: schema('Live updates of the portal session') },
    (request, reply) => {
      const caller = callerOf(request, secret);
      if (caller?.kind !== 'portal') {
        return sendError(reply, request, 401, 'UNAUTHORIZED', 'Please open your project first.');
      }
      if (!hub) return sendError(reply, request, 503, 'UNAVAILABLE', UNAVAILABLE);
      const cookie =
        cookieFromHeader(request.headers.cookie, requestCookieName(request, PORTAL_COOKIE)) ?? '';
      const mine = caller.estimateNumber;
      openStream(request, reply, hub, `portal:${digest(cookie)}`, (change) => {
        return change.data.estimateNumber === mine;
      });
    },
  );
}

/** GET /api/staff/events: every estimate's changes, for a signed-in staff member. */
export function registerStaffLiveRoute(app: App, hub: LiveHub | undefined) {
  app.get(
    '/api/staff/events',
    { schema: schema('Live updates for the back office') },
    (request, reply) => {
      if (!verifiedStaff(request)) {
        // The session could not be checked (the workforce service is down): try again soon.
        if (uncheckedSession(request) === 'staff') {
          return sendError(reply, request, 503, 'UNAVAILABLE', SESSION_UNCHECKED_MESSAGE);
        }
        return sendError(reply, request, 401, 'UNAUTHORIZED', 'Please sign in to continue.');
      }
      if (!hub) return sendError(reply, request, 503, 'UNAVAILABLE', UNAVAILABLE);
      const cookie =
        cookieFromHeader(request.headers.cookie, requestCookieName(request, STAFF_COOKIE)) ?? '';
      openStream(request, reply, hub, `staff:${digest(cookie)}`, () => true);
    },
  );
}
