/**
 * The pieces of the JetStream adapter (nats.ts) that hold no connection: the consumers' state and
 * timings, how one delivery is handled, and where a watch's ordered consumer starts.
 */
import {
  AckPolicy,
  type Consumer,
  type ConsumerConfig,
  type ConsumerMessages,
  DeliverPolicy,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
  type StreamInfo,
} from '@nats-io/jetstream';
import type { Logger } from '../logger.ts';
import { type EventSubscription, redeliveryDelayMs, type WatchOptions } from './types.ts';

/** One durable consumer of this process: its subscription and the pull loop it reads now. */
export interface Durable {
  subscription: EventSubscription;
  current?: ConsumerMessages;
  /** Its leader moved: the pull just closed is to start again at once. */
  moved?: boolean;
}

/** One watcher's state: stopped by its owner, and the ordered consumer it reads now. */
export interface Watch {
  stopped: boolean;
  current?: ConsumerMessages;
  consumer?: Consumer;
  /** Asking the broker whether `consumer` still exists (see `checkWatches`). */
  checking?: boolean;
  /** Its consumer was lost: the watch starts a new one at once. */
  lost?: boolean;
}

export const ms = (milliseconds: number) => milliseconds * 1_000_000;

/**
 * Each consumer keeps one pull request open this long (the library's default is 30 s); while no
 * message comes the server sends an idle heartbeat every half of it, at most every 30 s (the
 * library's ceiling). A published message is delivered at once on the open pull, so a longer
 * expiry only spaces out what an idle consumer exchanges: a pull a minute and two heartbeats
 * instead of two pulls and four heartbeats (issue 26). A lost consumer is noticed after two missed
 * heartbeats (60 to 90 s), or at once on a reconnection; a consumer whose leader moved to another
 * node of a cluster is restarted when JetStream announces the new leader (see `followCluster`).
 */
export const PULL_EXPIRES_MS = 60_000;

/**
 * How long a watch waits for an answer from JetStream (the library's default is 5 s). A watch's
 * ordered consumer has one copy: when its node dies the watch makes a new one, and until JetStream
 * counts the node out it may place the new one there, where the request goes unanswered. Each
 * such attempt costs this wait, and a node that is up answers in milliseconds (issue 27).
 */
export const WATCH_API_TIMEOUT_MS = 2000;

/**
 * `NATS_URL` as the client's list of servers: one URL, or the nodes of a cluster separated by
 * commas. The client takes a list, not a comma string; given every node it connects to any that
 * answers and, when that one dies, reconnects to another without a restart.
 */
export function natsServers(url: string): string[] {
  return url
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean);
}

/** Where a watch has read to in the stream, across its consumers. */
export interface WatchPosition {
  /** The last sequence seen (0: none yet). */
  last: number;
  /** The stream's epoch: its creation time, or a new mark when it was made anew. */
  epoch?: string;
  /** Where the first consumer started, for a restart before any message was seen. */
  first?: WatchStart;
}

type WatchStart = Parameters<JetStreamClient['consumers']['get']>[1];

/**
 * Where a watch's next ordered consumer starts, from the stream's info: after the last sequence
 * seen; from now (or `replayMs` back) the first time; from the start of a stream made anew (the
 * broker came back without its state), which is a new epoch the watcher is told of (`onEpoch`)
 * because what it kept no longer compares.
 */
export function watchStart(
  position: WatchPosition,
  info: StreamInfo,
  options: WatchOptions,
  onRemade: () => void,
): WatchStart {
  let current = Date.parse(info.created).toString(36);
  // Same creation time but fewer messages than seen: not the stream read before either.
  if (current === position.epoch && info.state.last_seq < position.last) {
    current = Date.now().toString(36);
  }
  if (current === position.epoch) {
    return position.last > 0
      ? { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: position.last + 1 }
      : position.first;
  }
  if (position.epoch === undefined) {
    position.first = options.replayMs
      ? {
          deliver_policy: DeliverPolicy.StartTime,
          opt_start_time: new Date(Date.now() - options.replayMs).toISOString(),
        }
      : { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: info.state.last_seq + 1 };
  } else {
    // Everything in a stream made after the outage came after what was seen.
    onRemade();
    position.first = { deliver_policy: DeliverPolicy.All };
    position.last = 0;
  }
  position.epoch = current;
  options.onEpoch?.(current);
  return position.first;
}

/**
 * Hands one delivery of a durable consumer to its handler: acknowledged once the handler
 * succeeds, sent again after a growing delay when it throws (a restart can only deliver again
 * what was not yet acknowledged).
 */
export async function handleMessage(
  logger: Logger,
  subscription: EventSubscription,
  message: JsMsg,
) {
  let payload: unknown;
  try {
    payload = message.json();
  } catch {
    // Not JSON: hand over the text, so the runner parks it with what arrived.
    payload = message.string();
  }
  const count = message.info.deliveryCount;
  try {
    await subscription.handle(payload, { count });
    message.ack();
  } catch (error) {
    logger.warn(
      {
        err: error,
        eventId: (payload as { id?: unknown })?.id,
        durable: subscription.durable,
        count,
      },
      'event handler failed; will redeliver',
    );
    message.nak(redeliveryDelayMs(count));
  }
}

/**
 * A durable consumer of one event type: every message acknowledged one by one, from the start of
 * the stream the first time, redelivered without a limit, on `replicas` nodes.
 */
export function durableConsumerConfig(
  subscription: EventSubscription,
  subjectPrefix: string,
  replicas: number,
  ackWaitMs = 30_000,
): Partial<ConsumerConfig> {
  return {
    durable_name: subscription.durable,
    filter_subject: subjectPrefix + subscription.type,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ms(ackWaitMs),
    max_deliver: -1,
    num_replicas: replicas,
  };
}

/**
 * Makes the stream that keeps every event (`<prefix>*.*.*`, two minutes of duplicate window) when
 * the broker does not have it: at the start, and after a reconnection to a broker that may have
 * restarted without its state.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  settings: { stream: string; subjectPrefix: string; replicas: number; logger: Logger },
) {
  const { stream, subjectPrefix, replicas, logger } = settings;
  const subjects = [`${subjectPrefix}*.*.*`];
  try {
    await jsm.streams.info(stream);
  } catch {
    await jsm.streams.add({
      name: stream,
      subjects,
      duplicate_window: ms(2 * 60_000),
      num_replicas: replicas,
    });
    logger.info({ stream, subjects, replicas }, 'created JetStream stream');
  }
}
