import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from './event-bus/types.ts';

/**
 * Conditional reads for polled answers: an in-memory version per scope (a conversation, a
 * list), bumped by the service's own writes and by change notices from every other process, so
 * that `If-None-Match` is answered 304 before any query.
 */
export interface ReadVersions {
  /**
   * The ETag of an answer built from these scopes, for this viewer (when the body depends on
   * who asks). Take it BEFORE reading the database: a change that lands during the read then
   * leaves the answer with the older tag, which the next poll no longer matches.
   */
  tagOf(scopes: readonly string[], viewer?: string): string;
  /**
   * What `scope` names changed: this process and, through the bus, every other one. Given the
   * transaction of the change, it is told once that transaction commits (the service's `db`
   * sees to it); without one, call it after the write.
   */
  changed(scope: string, tx?: object): void;
  /** Whether a matching tag may be trusted now (no change notice could have been missed). */
  trusted(): boolean;
}

/** What each open transaction changed, told to the service's read versions once it commits. */
const changedIn = new WeakMap<object, Set<string>>();

/**
 * Names `scope` changed by the transaction `tx` of a service's `db`, for code that has the
 * transaction but not the service context (a store's write): the service's versions are told
 * once it commits, and a rolled-back one tells nothing. A savepoint (`tx.transaction(...)`) is
 * a transaction object of its own that never commits by itself: name its changes on the outer one.
 */
export function changedOnCommit(tx: object, scope: string): void {
  const pending = changedIn.get(tx) ?? new Set<string>();
  pending.add(scope);
  changedIn.set(tx, pending);
}

/** The scopes named changed on `tx` so far (the service's `db` reads them at the commit). */
export function scopesChangedIn(tx: object): ReadonlySet<string> {
  return changedIn.get(tx) ?? new Set();
}

const newEpoch = () => randomBytes(6).toString('base64url');

/** The versions of one service in this process, kept in step through the bus's change notices. */
export function createReadVersions(service: string, bus: EventBus): ReadVersions {
  // A random epoch: after a restart (or a lost broker connection) no tag handed out before matches.
  let epoch = newEpoch();
  const versions = new Map<string, number>();
  const bump = (scope: string) => versions.set(scope, (versions.get(scope) ?? 0) + 1);
  bus.watchChanges(service, {
    changed: bump,
    lost() {
      epoch = newEpoch();
      versions.clear();
    },
  });
  return {
    tagOf(scopes, viewer = '') {
      const hash = createHash('sha1');
      hash.update(viewer);
      for (const scope of scopes) hash.update(`\n${scope}=${versions.get(scope) ?? 0}`);
      return `W/"${epoch}-${hash.digest('base64url').slice(0, 16)}"`;
    },
    changed(scope) {
      bump(scope);
      bus.notifyChange(service, scope);
    },
    trusted: () => bus.changesLive(),
  };
}

/** `private, no-cache`: the browser keeps the answer and asks again with If-None-Match each time. */
export const REVALIDATE = 'private, no-cache';

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** RFC 9110's weak comparison of If-None-Match against the current tag (`*` matches any). */
export function matchesIfNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const current = opaque(tag);
  return header.split(',').some((candidate) => opaque(candidate) === current);
}

/**
 * Sets the ETag and `cache-control` on the reply and, when the request's If-None-Match holds the
 * current tag (and the versions can be trusted), answers 304 with no body. True when it did:
 * the route then returns without reading anything.
 */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  versions: ReadVersions,
  tag: string,
): boolean {
  reply.header('etag', tag).header('cache-control', REVALIDATE);
  if (!versions.trusted() || !matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
    return false;
  }
  void reply.code(304).send();
  return true;
}
