import type { EventEnvelope } from '@roofing/contracts';

export interface Delivery {
  /** 1 on the first delivery, 2 on the first redelivery, … */
  count: number;
}

export interface EventSubscription {
  /** Durable consumer name: one per consumer file, never renamed. */
  durable: string;
  /** The event type (subject without prefix) this consumer listens to. */
  type: string;
  /**
   * Resolve to acknowledge; throw to have the event delivered again later. The message is what
   * arrived (normally an envelope): the platform's consumer runner validates it, and parks what it
   * cannot read rather than have it delivered for ever.
   */
  handle(message: unknown, delivery: Delivery): Promise<void>;
}

/**
 * Told when a service's data changed somewhere (this process or another replica). `lost` means
 * notices may have been missed (the broker connection dropped): forget every version.
 */
export interface ChangeWatcher {
  changed(scope: string): void;
  lost(): void;
}

/** One event seen by a watcher, with its place in the bus's order (JetStream's stream sequence). */
export type WatchedEvent = (event: EventEnvelope, position: number) => void;

export interface WatchOptions {
  /** The event types to see (subjects without prefix). */
  types: readonly string[];
  /**
   * JetStream only: also replay what was published this long ago and since (a restarted reader
   * refills a recent-events buffer). The in-process bus has no history: it starts now.
   */
  replayMs?: number;
  /**
   * JetStream only: called with the stream's epoch (its creation time) before the first event,
   * and again whenever the positions start over or events may have been missed: the broker came
   * back without the stream's state, so a new stream was made and its sequences count from 1.
   * Positions compare only within one epoch; a watcher forgets what it kept at a new one.
   */
  onEpoch?: (epoch: string) => void;
}

export interface EventBus {
  readonly kind: 'in-process' | 'nats';
  /** Publishes one event. Rejects when the broker did not confirm it, so the outbox keeps it. */
  publish(event: EventEnvelope): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  /**
   * A live view for this process alone: every event of the types, in order, from now on (no
   * durable consumer, no acknowledgement, no redelivery; a watcher that throws misses nothing
   * else). For fan-out to open connections (the gateway's live updates), never for work.
   * Survives a broker restart (JetStream: resumes after the last position seen). Resolves to
   * the function that stops watching.
   */
  watch(options: WatchOptions, onEvent: WatchedEvent): Promise<() => void>;
  ping(): Promise<boolean>;
  /**
   * Change notices: a hint to every process watching `service` (every replica, not one as with a
   * durable consumer) that what `scope` names changed. Never stored, never redelivered: readers
   * of them (conditional reads) trust them only while `changesLive()` says none can be missed.
   */
  notifyChange(service: string, scope: string): void;
  watchChanges(service: string, watcher: ChangeWatcher): void;
  /** False while notices from other processes could be missed (no broker connection). */
  changesLive(): boolean;
  close(): Promise<void>;
}

/** Delay before the n-th redelivery (1-based): 0.5 s, 1 s, 2 s … capped at 60 s. */
export function redeliveryDelayMs(deliveryCount: number): number {
  return Math.min(60_000, 500 * 2 ** Math.max(0, deliveryCount - 1));
}
