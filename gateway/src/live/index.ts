import {
  createNatsEventBus,
  type EventBus,
  type Logger,
  type PlatformConfig,
  type Runtime,
} from '@roofing/platform';
import { liveChangeOf, WATCHED_EVENTS } from './changes.ts';
import { createLiveHub, type LiveHub } from './hub.ts';

export { registerPortalLiveRoute, registerStaffLiveRoute } from './routes.ts';

/** How far back a restarted gateway reads JetStream to refill its buffer (resumable ids). */
const REPLAY_MS = 10 * 60_000;

/**
 * Feeds the live hub from the bus: the embedded runtime's own bus when services run here, or a
 * JetStream connection of the gateway's own (distributed). Without either, there is no hub and the
 * live routes answer 503 (the web app keeps polling).
 */
export async function startLiveUpdates(
  config: PlatformConfig,
  runtime: Runtime | undefined,
  logger: Logger,
): Promise<{ hub: LiveHub | undefined; close(): Promise<void> }> {
  let bus: EventBus | undefined = runtime?.bus;
  let own = false;
  if (!bus && config.NATS_URL) {
    bus = createNatsEventBus({
      url: config.NATS_URL,
      stream: config.NATS_STREAM,
      subjectPrefix: config.EVENT_SUBJECT_PREFIX,
      logger,
    });
    own = true;
  }
  if (!bus) return { hub: undefined, async close() {} };
  const hub = createLiveHub({ durablePositions: bus.kind === 'nats' });
  const stop = await bus.watch(
    { types: WATCHED_EVENTS, replayMs: REPLAY_MS, onEpoch: (epoch) => hub.startEpoch(epoch) },
    (event, position) => {
      const change = liveChangeOf(event);
      if (change) hub.publish(position, change);
    },
  );
  return {
    hub,
    async close() {
      hub.endAll();
      stop();
      if (own) await bus.close();
    },
  };
}
