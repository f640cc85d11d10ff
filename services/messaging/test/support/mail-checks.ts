import type { EventEnvelope } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import {
  type ConsumerDefinition,
  createEnvelope,
  IN_PROCESS_DEDUP_WINDOW,
  type ServiceContext,
  subscriptionFor,
} from '@roofing/platform';
import { and, count, eq, like } from 'drizzle-orm';
import { waitFor } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { customerNotifications } from '../../src/store/schema.ts';

/**
 * Delivers an event to one consumer a second time, as the broker does after a lost
 * acknowledgement. (Publishing it on the bus again would be dropped as a duplicate id before any
 * consumer saw it; this reaches the consumer and its inbox.)
 */
export async function deliverAgain(
  svc: ServiceHarness,
  consumer: ConsumerDefinition,
  event: EventEnvelope,
) {
  await subscriptionFor(messagingService, consumer, svc.service.ctx).handle(event, { count: 2 });
}

/** Waits a moment in which nothing more should happen. */
export const settle = (ms = 600) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Subject header decoded (nodemailer writes non-ASCII subjects as RFC 2047 Q-words). */
export function subjectOf(headers: string): string {
  const raw = /^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '';
  return raw.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_, word: string) =>
    Buffer.from(
      word
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
      'latin1',
    ).toString('utf8'),
  );
}

/**
 * Waits until `steps` e-mail steps of one event are settled (sent and marked, or held back), so a
 * test that repeats the event afterwards sees the first job finished rather than racing it.
 */
export function stepsSettled(svc: ServiceHarness, eventId: string, steps: number) {
  return waitFor(
    async () => {
      const [row] = await svc.runtime.database.db
        .select({ n: count() })
        .from(customerNotifications)
        .where(
          and(
            like(customerNotifications.dedupeKey, `${eventId}:%`),
            eq(customerNotifications.delivered, true),
          ),
        );
      return Number(row?.n ?? 0) >= steps ? true : undefined;
    },
    5000,
    `${steps} settled e-mail steps of event ${eventId}`,
  );
}

/**
 * Delivers an event to every consumer again the way the in-process bus does once the event's id
 * has left its duplicate window: after IN_PROCESS_DEDUP_WINDOW other events, the same envelope
 * (same id) is published and reaches the consumers a second time. Only their inbox can then keep
 * the work from being done twice.
 */
export async function redeliverAfterDuplicateWindow(svc: ServiceHarness, event: EventEnvelope) {
  if (svc.runtime.bus.kind !== 'in-process') throw new Error('needs the in-process bus');
  for (let n = 0; n < IN_PROCESS_DEDUP_WINDOW; n++) {
    await svc.runtime.bus.publish(
      createEnvelope({
        type: 'test.filler.published',
        source: 'test',
        correlationId: 'filler',
        data: { n },
      }),
    );
  }
  await svc.runtime.bus.publish(event);
}

/**
 * The service's context with a mail server that refuses the next `refusals` messages to `to`
 * (and takes everything else), for running a job's handler as its retries would.
 */
export function refusingMailTo(svc: ServiceHarness, to: string, refusals = 1): ServiceContext {
  const real = svc.service.ctx.mailer;
  let left = refusals;
  return Object.create(svc.service.ctx, {
    mailer: {
      value: {
        ...real,
        send: async (message: Parameters<typeof real.send>[0]) => {
          if (message.to === to && left-- > 0) throw new Error('mail server refused');
          return real.send(message);
        },
      },
    },
  });
}
