import { type EventEnvelope, EventEnvelopeSchema } from '@roofing/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DeadLetterTable } from '../database/outbox-inbox-tables.ts';
import type { EventSubscription } from '../event-bus/types.ts';
import { processOnce } from '../outbox.ts';
import type { ConsumerDefinition, ServiceContext, ServiceDefinition } from './define.ts';

type ParkReason = 'unreadable' | 'invalid-payload' | 'handler-failed';

/**
 * Turns a consumer definition into a bus subscription. Every delivery is counted; the payload is
 * validated with the event's schema; the work and its inbox record commit together. What can
 * never succeed (an unreadable envelope, an invalid payload) and what keeps failing (after
 * EVENT_MAX_DELIVERIES) is parked in the dead-letter table, logged, counted and acknowledged, so
 * one poison event does not hold up the stream or retry for ever. It can be replayed.
 */
export function subscriptionFor(
  definition: ServiceDefinition,
  consumer: ConsumerDefinition,
  ctx: ServiceContext,
): EventSubscription {
  const { inbox, deadLetters } = definition.schema;
  if (!inbox || !deadLetters) throw new Error(`service ${definition.name} has no inbox`);
  const maxDeliveries = ctx.config.EVENT_MAX_DELIVERIES;
  const labels = { consumer: consumer.durable };

  async function park(message: unknown, reason: ParkReason, error: unknown, deliveries: number) {
    const envelope = message as Partial<EventEnvelope> | undefined;
    const eventId = String(envelope?.id ?? 'unknown').slice(0, 100);
    await ctx.db.insert(deadLetters as DeadLetterTable).values({
      consumer: consumer.durable,
      eventId,
      eventType: String(envelope?.type ?? consumer.event.type).slice(0, 100),
      envelope: (typeof message === 'object' && message !== null
        ? message
        : { raw: message }) as object,
      reason,
      error: describe(error).slice(0, 4000),
      deliveries,
    });
    ctx.metrics.eventDeadLetters.inc({ ...labels, reason });
    ctx.logger.error(
      { eventId, durable: consumer.durable, reason, deliveries, err: error },
      'event parked in dead letters',
    );
  }

  return {
    durable: consumer.durable,
    type: consumer.event.type,
    async handle(message, delivery) {
      ctx.metrics.eventDeliveries.inc(labels);
      if (delivery.count > 1) ctx.metrics.eventRedeliveries.inc(labels);
      const envelope = EventEnvelopeSchema.safeParse(message);
      if (!envelope.success) return park(message, 'unreadable', envelope.error, delivery.count);
      const data = consumer.event.schema.safeParse(envelope.data.data);
      if (!data.success) return park(message, 'invalid-payload', data.error, delivery.count);
      const event = { ...envelope.data, data: data.data } as EventEnvelope;
      if (consumer.appliesTo && !consumer.appliesTo(event)) {
        ctx.metrics.eventsNotApplicable.inc(labels);
        return;
      }
      try {
        const fresh = await processOnce(ctx.db, inbox, consumer.durable, event.id, (tx) =>
          consumer.handle({ event, tx, ctx }),
        );
        ctx.logger.info(
          {
            eventId: event.id,
            correlationId: event.correlationId,
            durable: consumer.durable,
            duplicate: !fresh,
          },
          'event handled',
        );
      } catch (error) {
        if (delivery.count < maxDeliveries) throw error;
        await park(message, 'handler-failed', error, delivery.count);
      }
    },
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export interface DeadLetter {
  id: number;
  consumer: string;
  eventId: string;
  eventType: string;
  reason: string;
  error: string;
  deliveries: number;
  createdAt: string;
  replayedAt: string | null;
}

/** The parked events of one service, newest first (open ones only unless `all`). */
export async function listDeadLetters(
  definition: ServiceDefinition,
  ctx: ServiceContext,
  options: { all?: boolean } = {},
): Promise<DeadLetter[]> {
  const table = definition.schema.deadLetters;
  if (!table) return [];
  const rows = await ctx.db
    .select()
    .from(table)
    .where(options.all ? undefined : isNull(table.replayedAt))
    .orderBy(desc(table.createdAt))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    consumer: row.consumer,
    eventId: row.eventId,
    eventType: row.eventType,
    reason: row.reason,
    error: row.error,
    deliveries: row.deliveries,
    createdAt: row.createdAt.toISOString(),
    replayedAt: row.replayedAt?.toISOString() ?? null,
  }));
}

/**
 * Runs a parked event through its consumer again (after the cause was fixed). The same checks
 * apply; on success the row is marked replayed. Throws when the event still fails.
 */
export async function replayDeadLetter(
  definition: ServiceDefinition,
  ctx: ServiceContext,
  id: number,
): Promise<'replayed' | 'already-processed'> {
  const { deadLetters: table, inbox } = definition.schema;
  if (!table || !inbox) throw new Error(`service ${definition.name} has no dead letters`);
  const [row] = await ctx.db
    .select()
    .from(table)
    .where(and(eq(table.id, id), isNull(table.replayedAt)))
    .limit(1);
  if (!row) throw new Error(`no open dead letter ${id} in ${definition.name}`);
  const consumer = definition.consumers?.find((c) => c.durable === row.consumer);
  if (!consumer) throw new Error(`consumer ${row.consumer} is not part of ${definition.name}`);
  const envelope = EventEnvelopeSchema.parse(row.envelope);
  const data = consumer.event.schema.parse(envelope.data);
  const event = { ...envelope, data } as EventEnvelope;
  const fresh = await processOnce(ctx.db, inbox, consumer.durable, event.id, async (tx) => {
    await consumer.handle({ event, tx, ctx });
    await tx.update(table).set({ replayedAt: new Date() }).where(eq(table.id, id));
  });
  if (!fresh) {
    await ctx.db.update(table).set({ replayedAt: new Date() }).where(eq(table.id, id));
    return 'already-processed';
  }
  ctx.logger.info({ eventId: event.id, durable: consumer.durable }, 'dead letter replayed');
  return 'replayed';
}
