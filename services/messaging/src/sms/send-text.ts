import { defineJob, QUEUES, type TextKind, type TextStatus } from '@roofing/contracts';
import {
  handleJob,
  type ServiceContext,
  SmsPermanentError,
  SmsRetryableError,
  type Tx,
} from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textChanged } from '../domain/conversation-version.ts';
import { texts } from '../store/schema.ts';
import { quietHoursDelayMs } from './quiet-hours.ts';
import { smsSender, statusCallbackUrl } from './sender.ts';
import {
  findSubscriber,
  findText,
  insertText,
  mayText,
  OWED,
  optOut,
  type TextRow,
  updateText,
} from './store.ts';

/**
 * Send one recorded text (queue `sms`, the messaging worker). The text waits in its row (`texts`),
 * so the payload is its id; the job reads the row, checks the number may still be texted (no STOP
 * since) and the hour, sends, and records the provider's SID. On the wire: never renamed.
 */
export const sendText = defineJob({
  queue: QUEUES.sms,
  name: 'send-text',
  version: 1,
  schema: z.object({ textId: z.number().int().positive(), correlationId: z.string() }),
});

/**
 * A provider that is down is tried again, never dropped: 12 attempts from 5 s, doubling (about
 * 5.7 hours in all); after the last the job stays in the queue's failed list and the text is
 * marked failed with the last error.
 */
export const SEND_ATTEMPTS = 12;
export const SEND_BACKOFF_MS = 5_000;

/** Office alerts go to OFFICE_SMS_NUMBER without a customer's consent (it is our own number). */
const OFFICE_KINDS: TextKind[] = ['office-alert'];

export interface TextToQueue {
  /** E.164. */
  phone: string;
  kind: TextKind;
  body: string;
  estimateNumber?: string | null;
  projectMessageId?: number | null;
  /** One-time codes and office alerts go at any hour (never past a STOP). */
  anyHour?: boolean;
  /** The business step (`<eventId>:<step>`): a redelivered event records and sends nothing new. */
  dedupeKey: string;
  correlationId: string;
}

/**
 * Records a text and enqueues its job in the caller's transaction. Within texting hours it is
 * `queued` and sent at once; at night it is `held-quiet-hours` and its job waits for 8 AM Eastern.
 * Answers the row, or undefined when the same step was already recorded.
 */
export async function queueText(
  ctx: ServiceContext,
  tx: Tx,
  text: TextToQueue,
  now = new Date(),
): Promise<TextRow | undefined> {
  const delayMs = text.anyHour ? 0 : quietHoursDelayMs(now);
  const status: TextStatus = delayMs > 0 ? 'held-quiet-hours' : 'queued';
  const row = await insertText(tx, {
    direction: 'outbound',
    phone: text.phone,
    body: text.body,
    kind: text.kind,
    estimateNumber: text.estimateNumber ?? null,
    projectMessageId: text.projectMessageId ?? null,
    anyHour: text.anyHour ?? false,
    status,
    dedupeKey: text.dedupeKey,
    correlationId: text.correlationId,
  });
  if (!row) return undefined;
  textChanged(ctx, row, tx);
  await ctx.enqueue(
    sendText,
    { textId: row.id, correlationId: text.correlationId },
    {
      key: `text-${row.id}`,
      tx,
      delayMs: delayMs || undefined,
      attempts: SEND_ATTEMPTS,
      backoffMs: SEND_BACKOFF_MS,
    },
  );
  return row;
}

export const sendTextHandler = handleJob(sendText, async ({ data, job, ctx }) => {
  const text = await findText(ctx.db, data.textId);
  if (!text || !OWED.includes(text.status as TextStatus)) return;
  try {
    await sendOwedText(ctx, text, data, job.attempt);
  } finally {
    // Whatever became of it, the conversation's "Texted" badge may read differently now.
    textChanged(ctx, text);
  }
});

async function sendOwedText(
  ctx: ServiceContext,
  text: TextRow,
  data: { textId: number; correlationId: string },
  attempt: number,
) {
  if (!OFFICE_KINDS.includes(text.kind as TextKind)) {
    const subscriber = await findSubscriber(ctx.db, text.phone);
    if (!mayText(subscriber)) {
      await updateText(ctx.db, text.id, { status: 'refused-opted-out' });
      return;
    }
  }
  // A job that runs at night (a retry, a queue that was down) waits for the morning again.
  const delayMs = text.anyHour ? 0 : quietHoursDelayMs(new Date());
  if (delayMs > 0) {
    await ctx.db.transaction(async (tx) => {
      await updateText(tx, text.id, { status: 'held-quiet-hours' });
      await ctx.enqueue(sendText, data, {
        key: `text-${text.id}-held-${attempt}-${Date.now()}`,
        tx,
        delayMs,
        attempts: SEND_ATTEMPTS,
        backoffMs: SEND_BACKOFF_MS,
      });
    });
    return;
  }
  try {
    const sent = await smsSender(ctx).send({
      to: text.phone,
      body: text.body,
      statusCallbackUrl: statusCallbackUrl(ctx, text.id),
      correlationId: data.correlationId,
    });
    // The callbacks may already have said more (delivered): only an owed status becomes `sent`.
    await ctx.db
      .update(texts)
      .set({
        providerSid: sent.providerId,
        status: sql`case when ${texts.status} in ('queued', 'held-quiet-hours') then 'sent' else ${texts.status} end`,
        sentAt: new Date(),
        attempts: attempt,
        errorCode: null,
        errorMessage: null,
        updatedAt: new Date(),
      })
      .where(eq(texts.id, text.id));
    ctx.logger.info({ textId: text.id, kind: text.kind, providerId: sent.providerId }, 'text sent');
  } catch (error) {
    if (error instanceof SmsPermanentError) {
      // The provider knows the number said STOP (21610): so do we, for every later text.
      if (error.reason === 'unsubscribed') {
        await ctx.db.transaction(async (tx) => {
          const subscriber = await findSubscriber(tx, text.phone);
          await optOut(tx, text.phone, subscriber?.language === 'es' ? 'es' : 'en');
        });
      }
      await updateText(ctx.db, text.id, {
        status: error.reason === 'unsubscribed' ? 'refused-opted-out' : 'failed',
        errorCode: String(error.providerCode ?? error.reason),
        errorMessage: error.message.slice(0, 500),
        failedAt: new Date(),
        attempts: attempt,
      });
      ctx.logger.warn({ textId: text.id, reason: error.reason }, 'text refused');
      return;
    }
    const last = attempt >= SEND_ATTEMPTS;
    await updateText(ctx.db, text.id, {
      attempts: attempt,
      errorCode:
        error instanceof SmsRetryableError && error.details.providerCode
          ? String(error.details.providerCode)
          : 'provider-unavailable',
      errorMessage: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      ...(last ? { status: 'failed', failedAt: new Date() } : {}),
    });
    throw error;
  }
}
