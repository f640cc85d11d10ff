import { randomBytes } from 'node:crypto';
import type { LiveChange } from '@roofing/contracts';

/** How many recent changes are kept for reconnections (Last-Event-ID). */
export const LIVE_BUFFER_SIZE = 1000;

/** A change as kept: its id (`<generation>-<position>`) and its place in the bus's order. */
export interface KeptChange {
  id: string;
  position: number;
  change: LiveChange;
}

/** One open stream: whether it may see a change, and how it is sent one. */
export interface LiveListener {
  sees(change: LiveChange): boolean;
  send(kept: KeptChange): void;
  /** What the stream kept may be stale (the bus started over): `id` is where it resumes now. */
  reset(id: string): void;
}

/**
 * The gateway's fan-out of live changes: a bounded buffer of recent ones and the open streams.
 * `generation` is the bus's: JetStream's positions (stream sequences) mean the same on every
 * replica and after a gateway restart, within one stream's life, so its ids carry the stream's
 * epoch (`startEpoch`, its creation time); the in-process bus counts from 1 at each boot, so its
 * ids carry a boot token. An id of another generation is never resumed: the client is told to
 * reset and reads everything again. A new epoch while streams are open (the broker came back
 * without its state) empties the buffer and sends every open stream a `reset`.
 */
export function createLiveHub(options: { durablePositions: boolean; bufferSize?: number }) {
  let generation = options.durablePositions ? 'js' : randomBytes(4).toString('hex');
  let epochKnown = false;
  const size = options.bufferSize ?? LIVE_BUFFER_SIZE;
  const buffer: KeptChange[] = [];
  const listeners = new Set<LiveListener>();
  /** Open streams per session (a digest of its cookie), for the cap. */
  const perSession = new Map<string, number>();
  /** How to end each open stream (when the gateway stops, so its drain does not wait on them). */
  const enders = new Set<() => void>();
  let latest = 0;

  const idOf = (position: number) => `${generation}-${position}`;

  return {
    /** The id a new stream's `ready` event carries: a reconnection resumes after it. */
    currentId: () => idOf(latest),
    publish(position: number, change: LiveChange) {
      if (position <= latest) return;
      latest = position;
      const kept = { id: idOf(position), position, change };
      buffer.push(kept);
      if (buffer.length > size) buffer.shift();
      for (const listener of listeners) if (listener.sees(kept.change)) listener.send(kept);
    },
    /**
     * What a stream reconnecting after `lastEventId` missed, or null when that cannot be told
     * (unknown generation, or an id no longer in the buffer): the client must read everything.
     */
    since(lastEventId: string): KeptChange[] | null {
      const match = /^([0-9a-z]+)-(\d+)$/.exec(lastEventId);
      if (!match || match[1] !== generation) return null;
      const position = Number(match[2]);
      if (position === latest) return [];
      const index = buffer.findIndex((kept) => kept.position === position);
      if (index < 0) return null;
      return buffer.slice(index + 1);
    },
    /** The bus's epoch (JetStream): a different one than before starts the ids over. */
    startEpoch(epoch: string) {
      const next = `js${epoch}`;
      if (next === generation) return;
      const told = epochKnown;
      generation = next;
      epochKnown = true;
      buffer.length = 0;
      latest = 0;
      if (told) for (const listener of listeners) listener.reset(idOf(latest));
    },
    listen(listener: LiveListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Takes one of the session's `cap` slots, or answers false when all are taken. */
    claim(session: string, cap: number): boolean {
      const open = perSession.get(session) ?? 0;
      if (open >= cap) return false;
      perSession.set(session, open + 1);
      return true;
    },
    release(session: string) {
      const left = (perSession.get(session) ?? 1) - 1;
      if (left > 0) perSession.set(session, left);
      else perSession.delete(session);
    },
    /** Registers how to end an open stream; returns the function that forgets it. */
    track(end: () => void): () => void {
      enders.add(end);
      return () => enders.delete(end);
    },
    endAll() {
      for (const end of [...enders]) end();
      enders.clear();
    },
    /** Open streams now (for tests and metrics). */
    get open() {
      return listeners.size;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
