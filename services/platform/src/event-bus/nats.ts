import {
  type ConsumerMessages,
  type JetStreamClient,
  type JetStreamManager,
  jetstream,
  jetstreamManager,
} from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { EventEnvelope } from '@roofing/contracts';
import type { Logger } from '../logger.ts';
import {
  type Durable,
  durableConsumerConfig,
  ensureStream,
  handleMessage,
  natsServers,
  PULL_EXPIRES_MS,
  WATCH_API_TIMEOUT_MS,
  type Watch,
  type WatchPosition,
  watchStart,
} from './nats-consumers.ts';
import type { ChangeWatcher, EventBus, WatchedEvent, WatchOptions } from './types.ts';

export { natsServers } from './nats-consumers.ts';

export interface NatsBusOptions {
  /** One server, or several separated by commas (the nodes of a cluster). */
  url: string;
  /** Copies of the stream and of each durable consumer (3 on a three-node cluster). */
  replicas?: number;
  stream: string;
  /** e.g. "roofing." — every subject is prefix + event type. */
  subjectPrefix: string;
  logger: Logger;
  /** How long publish waits for a connection and an acknowledgement before failing. */
  publishTimeoutMs?: number;
  /** How long an unacknowledged delivery waits before JetStream sends it again. */
  ackWaitMs?: number;
}

/**
 * JetStream adapter. It connects in the background and keeps reconnecting, so a process boots and
 * serves while the broker is down; publishing then fails fast and the outbox keeps the event.
 */
export function createNatsEventBus(options: NatsBusOptions): EventBus {
  const { logger, stream, subjectPrefix } = options;
  const replicas = options.replicas ?? 1;
  const servers = natsServers(options.url);
  const publishTimeoutMs = options.publishTimeoutMs ?? 3000;
  const streamSettings = { stream, subjectPrefix, replicas, logger };
  const durables: Durable[] = [];
  const watching = new Set<ConsumerMessages>();
  const watches = new Set<Watch>();
  let closed = false;
  let connection: NatsConnection | undefined;
  let client: JetStreamClient | undefined;
  let manager: JetStreamManager | undefined;
  /** The same API with a shorter wait, for the watches (see `WATCH_API_TIMEOUT_MS`). */
  let watchApi: { js: JetStreamClient; jsm: JetStreamManager } | undefined;
  // Change notices travel on plain NATS subjects outside the stream (`<prefix>changes.<service>`
  // has two tokens after the prefix; the stream keeps three): every subscriber gets each one.
  const watchers: Array<{ service: string; watcher: ChangeWatcher }> = [];
  const changesSubject = (service: string) => `${subjectPrefix}changes.${service}`;
  /**
   * Whether the connection is up, as its status events tell (set on connecting and reconnecting,
   * cleared on a disconnect, a stale connection or the close). Change notices are live only while
   * it is; a publish checks it instead of a PING round trip of its own (a socket write and a timer
   * per event in a storm, issue 26): a connection down without saying so fails by its timeout.
   */
  let connected = false;

  const ready: Promise<void> = (async () => {
    let warned = false;
    while (!connection && !closed) {
      try {
        connection = await connect({
          servers,
          name: `roofing-${process.pid}`,
          maxReconnectAttempts: -1,
          reconnectTimeWait: 500,
          timeout: 2000,
        });
      } catch (error) {
        if (!warned) logger.warn({ err: error, url: options.url }, 'NATS unreachable; retrying');
        warned = true;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    const nc = connection;
    if (!nc) return;
    if (closed) {
      await nc.close();
      return;
    }
    for (const { service, watcher } of watchers) watchChangesOn(nc, service, watcher);
    followCluster(nc);
    void followConnection(nc);
    // No account check here: a cluster just started has no JetStream leader for a few seconds, and
    // a failed check would end this start for good. The stream check below tries until it answers.
    manager = await jetstreamManager(nc, { checkAPI: false });
    for (let attempt = 0; !closed; attempt++) {
      try {
        await ensureStream(manager, streamSettings);
        break;
      } catch (error) {
        if (attempt === 0) logger.warn({ err: error, stream }, 'JetStream not ready; retrying');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    client = jetstream(nc);
    watchApi = {
      js: jetstream(nc, { timeout: WATCH_API_TIMEOUT_MS }),
      jsm: await jetstreamManager(nc, { checkAPI: false, timeout: WATCH_API_TIMEOUT_MS }),
    };
    for (const durable of durables) void runConsumer(durable);
  })();
  ready.catch((error) => logger.error({ err: error }, 'NATS connection failed'));

  function watchChangesOn(nc: NatsConnection, service: string, watcher: ChangeWatcher) {
    nc.subscribe(changesSubject(service), {
      callback: (error, message) => {
        if (!error) watcher.changed(message.string());
      },
    });
  }

  /** Notices sent while this process was not connected are lost: its watchers forget all. */
  async function followConnection(nc: NatsConnection) {
    const forget = () => {
      for (const { watcher } of watchers) watcher.lost();
    };
    // Whatever changed before this connection (booting without the broker) was not heard.
    forget();
    connected = true;
    for await (const status of nc.status()) {
      if (status.type === 'reconnect') {
        forget();
        connected = true;
        void afterReconnect();
      } else if (status.type === 'update') {
        // The server tells of a change in the cluster, such as a node gone.
        checkWatches();
      } else if (status.type === 'slowConsumer') {
        // The client dropped messages it could not keep up with: notices among them, perhaps.
        forget();
      } else if (
        status.type === 'disconnect' ||
        status.type === 'reconnecting' ||
        status.type === 'staleConnection' ||
        status.type === 'close'
      ) {
        connected = false;
      }
    }
    connected = false;
  }

  /**
   * After a reconnection the broker may have restarted, perhaps without its state: the stream is
   * made again if it is gone, and each watch starts a new consumer (which checks the stream).
   */
  async function afterReconnect() {
    // Durable pulls are the library's: it asks for each consumer and pulls again. If that node
    // led a consumer, the question fails until a new leader is elected, and the library would ask
    // again only a pull expiry (60 s) later; the leader's advisory restarts the pull sooner.
    if (manager)
      await ensureStream(manager, streamSettings).catch((error) =>
        logger.warn({ err: error }, 'stream check failed'),
      );
    restartWatches();
  }

  /** Ends each watch's ordered consumer; its loop starts a new one after the last event seen. */
  function restartWatches() {
    for (const messages of [...watching]) void messages.close().catch(() => {});
  }

  /**
   * A watch's ordered consumer has a single copy, on one node: after a change in the cluster each
   * watch asks for its consumer, and one that does not answer is made again after the last event
   * seen. Restarting every watch instead is slower, not faster: until JetStream counts the dead
   * node out it may place the new consumer there, and each attempt times out (20 to 30 s measured
   * on a three-node cluster, where a watch left alone kept reading at once).
   */
  function checkWatches() {
    for (const watch of watches) void checkWatch(watch);
  }

  async function checkWatch(watch: Watch) {
    const { consumer, current } = watch;
    if (!consumer || !current || watch.checking) return;
    watch.checking = true;
    try {
      await consumer.info();
    } catch (error) {
      if (watch.current !== current) return;
      logger.warn({ err: error }, 'event watch lost its consumer; restarting');
      watch.lost = true;
      void current.close().catch(() => {});
    } finally {
      watch.checking = false;
    }
  }

  /**
   * A durable consumer's open pull waits on the consumer's leader. When that node dies (or steps
   * down) JetStream elects another on a surviving node, which knows nothing of the pull, and the
   * client would only notice after two missed heartbeats (60 to 90 s) if it stayed connected to a
   * surviving node (issue 27). JetStream announces each new leader on an advisory subject: the
   * consumer it names starts a new pull on the new leader at once. A new stream leader means a
   * node was lost or stepped down: the watches check their consumers. Two subscriptions per process
   * and no timers, so an idle process stays idle (issue 26).
   */
  function followCluster(nc: NatsConnection) {
    const advisories = '$JS.EVENT.ADVISORY';
    nc.subscribe(`${advisories}.CONSUMER.LEADER_ELECTED.${stream}.*`, {
      callback: (error, message) => {
        if (error) return;
        const name = message.subject.slice(message.subject.lastIndexOf('.') + 1);
        for (const durable of durables) {
          if (durable.subscription.durable !== name) continue;
          logger.info({ durable: name }, 'consumer leader elected; restarting its pull');
          restartConsumer(durable);
        }
      },
    });
    nc.subscribe(`${advisories}.STREAM.LEADER_ELECTED.${stream}`, {
      callback: (error) => {
        if (!error) checkWatches();
      },
    });
  }

  /** Ends a durable's pull loop, which starts a new one at once (or, still starting, starts again). */
  function restartConsumer(durable: Durable) {
    durable.moved = true;
    void durable.current?.close().catch(() => {});
  }

  /**
   * Reads one durable consumer until the bus closes. Closing its current pull (a new consumer
   * leader) ends the loop over it after the messages already received, and a new pull starts at
   * once; an error starts one a second later. Each message is acknowledged after its handler
   * succeeds, so a restart can only deliver again what was not yet acknowledged.
   */
  async function runConsumer(durable: Durable) {
    const { subscription } = durable;
    const config = durableConsumerConfig(subscription, subjectPrefix, replicas, options.ackWaitMs);
    while (manager && client && !closed) {
      durable.moved = false;
      try {
        try {
          await manager.consumers.info(stream, subscription.durable);
        } catch {
          await manager.consumers.add(stream, config);
        }
        const consumer = await client.consumers.get(stream, subscription.durable);
        const messages = await consumer.consume({ max_messages: 20, expires: PULL_EXPIRES_MS });
        durable.current = messages;
        if (closed || durable.moved) void messages.close().catch(() => {});
        for await (const message of messages) await handleMessage(logger, subscription, message);
      } catch (error) {
        if (closed) return;
        logger.error({ err: error, durable: subscription.durable }, 'consumer stopped; restarting');
      } finally {
        durable.current = undefined;
      }
      if (!durable.moved) await new Promise((resolve) => setTimeout(resolve, 1000).unref());
    }
  }

  /**
   * An ordered (ephemeral) consumer: the library recreates it after a lost heartbeat, from the
   * next sequence; after a reconnection (a broker restart) or if its loop ends anyway, a new one
   * starts where `watchStart` says, from the stream's info.
   */
  async function watchEvents(options: WatchOptions, onEvent: WatchedEvent, watch: Watch) {
    const stop = () => watch.stopped;
    const position: WatchPosition = { last: 0 };
    // Filtered here, not by the broker: several subjects per consumer need NATS 2.10.
    const types = new Set(options.types);
    await ready.catch(() => {});
    while (!stop() && !closed) {
      try {
        if (!watchApi) throw new Error('NATS is not connected');
        const { js, jsm } = watchApi;
        const info = await jsm.streams.info(stream);
        const start = watchStart(position, info, options, () =>
          logger.warn({ stream }, 'event stream was made anew; watchers start over'),
        );
        const consumer = await js.consumers.get(stream, start);
        const messages = await consumer.consume({ expires: PULL_EXPIRES_MS });
        watch.current = messages;
        watch.consumer = consumer;
        watching.add(messages);
        watches.add(watch);
        try {
          for await (const message of messages) {
            if (stop()) break;
            position.last = message.seq;
            if (!types.has(message.subject.slice(subjectPrefix.length))) continue;
            let event: EventEnvelope;
            try {
              event = message.json<EventEnvelope>();
            } catch {
              continue;
            }
            try {
              onEvent(event, message.seq);
            } catch (error) {
              logger.warn({ err: error, eventId: event.id }, 'event watcher failed');
            }
          }
        } finally {
          watching.delete(messages);
          watches.delete(watch);
          watch.current = undefined;
          watch.consumer = undefined;
          await messages.close().catch(() => {});
        }
      } catch (error) {
        if (stop() || closed) return;
        logger.warn({ err: error }, 'event watch stopped; restarting');
      }
      if (!stop() && !closed && !watch.lost)
        await new Promise((resolve) => setTimeout(resolve, 1000));
      watch.lost = false;
    }
  }

  return {
    kind: 'nats',
    async publish(event) {
      if (closed) throw new Error('event bus is closed');
      const js = client;
      if (!js || !connected || !connection || connection.isClosed()) {
        throw new Error('NATS is not connected');
      }
      await js.publish(subjectPrefix + event.type, JSON.stringify(event), {
        msgID: event.id,
        timeout: publishTimeoutMs,
      });
    },
    async subscribe(subscription) {
      const durable: Durable = { subscription };
      durables.push(durable);
      if (client) void runConsumer(durable);
    },
    async watch(options, onEvent) {
      const watch: Watch = { stopped: false };
      void watchEvents(options, onEvent, watch);
      return () => {
        watch.stopped = true;
        // Ends the loop now rather than at the next event.
        void watch.current?.close().catch(() => {});
      };
    },
    ping: isConnected,
    notifyChange(service, scope) {
      // Core NATS buffers while reconnecting; a notice that never arrives is covered by the
      // receivers' `lost` on their own reconnect.
      if (connection && !connection.isClosed()) connection.publish(changesSubject(service), scope);
    },
    watchChanges(service, watcher) {
      watchers.push({ service, watcher });
      if (connection && !connection.isClosed()) watchChangesOn(connection, service, watcher);
    },
    changesLive: () => connected && !closed && Boolean(connection && !connection.isClosed()),
    async close() {
      closed = true;
      connected = false;
      const reading = [...durables.map((durable) => durable.current), ...watching];
      for (const messages of reading) await messages?.close().catch(() => {});
      if (connection && !connection.isClosed()) await connection.drain().catch(() => {});
    },
  };

  async function isConnected(): Promise<boolean> {
    if (!connection || connection.isClosed()) return false;
    try {
      await Promise.race([
        connection.flush(),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }
}
