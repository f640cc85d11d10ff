import type { EventEnvelope } from '@roofing/contracts';
import type { Logger } from '../logger.ts';
import {
  type ChangeWatcher,
  type EventBus,
  type EventSubscription,
  redeliveryDelayMs,
  type WatchedEvent,
} from './types.ts';

/**
 * How many recent event ids the bus remembers to drop a re-published copy (JetStream keeps a
 * 2-minute window instead). An id older than that is delivered again, and the consumers' inbox
 * is what keeps its work from being done twice.
 */
export const IN_PROCESS_DEDUP_WINDOW = 10_000;

/**
 * The bus for one process. Same contract as JetStream: events are deduplicated by id, every
 * durable consumer gets each event, and a consumer that throws gets it again after a backoff.
 * `publish` resolves once each consumer has had its first delivery attempt.
 */
export function createInProcessEventBus(logger: Logger): EventBus {
  const subscriptions: EventSubscription[] = [];
  const seen = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();
  const changeWatchers: Array<{ service: string; watcher: ChangeWatcher }> = [];
  const watchers = new Set<{ types: ReadonlySet<string>; onEvent: WatchedEvent }>();
  let position = 0;
  let closed = false;

  async function deliver(subscription: EventSubscription, event: EventEnvelope, count: number) {
    try {
      await subscription.handle(event, { count });
    } catch (error) {
      if (closed) return;
      // Redelivered until the handler succeeds; the consumer runner parks a poison event.
      logger.warn(
        { err: error, eventId: event.id, durable: subscription.durable, count },
        'event handler failed; will redeliver',
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(subscription, event, count + 1);
      }, redeliveryDelayMs(count));
      timers.add(timer);
    }
  }

  return {
    kind: 'in-process',
    async publish(event) {
      if (closed) throw new Error('event bus is closed');
      if (seen.has(event.id)) return;
      seen.add(event.id);
      if (seen.size > IN_PROCESS_DEDUP_WINDOW) {
        const oldest = seen.values().next().value;
        if (oldest) seen.delete(oldest);
      }
      position += 1;
      for (const watcher of watchers) {
        if (!watcher.types.has(event.type)) continue;
        try {
          watcher.onEvent(event, position);
        } catch (error) {
          logger.warn({ err: error, eventId: event.id }, 'event watcher failed');
        }
      }
      const targets = subscriptions.filter((subscription) => subscription.type === event.type);
      await Promise.all(targets.map((subscription) => deliver(subscription, event, 1)));
    },
    async subscribe(subscription) {
      subscriptions.push(subscription);
    },
    async watch(options, onEvent) {
      const watcher = { types: new Set(options.types), onEvent };
      watchers.add(watcher);
      return () => {
        watchers.delete(watcher);
      };
    },
    async ping() {
      return !closed;
    },
    // One process: every watcher is here, so a notice cannot be missed.
    notifyChange(service, scope) {
      for (const entry of changeWatchers) {
        if (entry.service === service) entry.watcher.changed(scope);
      }
    },
    watchChanges(service, watcher) {
      changeWatchers.push({ service, watcher });
    },
    changesLive: () => !closed,
    async close() {
      closed = true;
      watchers.clear();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
