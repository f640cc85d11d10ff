import type { ServiceContext } from '@roofing/platform';
import { textChanged } from '../domain/conversation-version.ts';
import { findTextForCallback, type TextRow, updateText } from './store.ts';

/**
 * A delivery-status callback (signature checked): `delivered` marks the text delivered,
 * `undelivered` or `failed` marks it failed with Twilio's error code; `sent` only moves a text
 * that was still owed (callbacks may overtake the job's own record of the send).
 */
export async function recordDeliveryStatus(
  ctx: ServiceContext,
  textId: number | null,
  params: Record<string, string>,
) {
  const sid = params.MessageSid ?? params.SmsSid ?? '';
  const status = params.MessageStatus ?? params.SmsStatus ?? '';
  const text = await findTextForCallback(ctx.db, textId, sid);
  if (!text) {
    ctx.logger.warn({ sid, status }, 'status callback for an unknown text');
    return;
  }
  const now = new Date();
  try {
    await recordStatus(ctx, text, sid, status, params, now);
  } finally {
    textChanged(ctx, text);
  }
}

async function recordStatus(
  ctx: ServiceContext,
  text: TextRow,
  sid: string,
  status: string,
  params: Record<string, string>,
  now: Date,
) {
  if (status === 'delivered') {
    await updateText(ctx.db, text.id, { status: 'delivered', deliveredAt: now, providerSid: sid });
  } else if (status === 'undelivered' || status === 'failed') {
    await updateText(ctx.db, text.id, {
      status: 'failed',
      failedAt: now,
      providerSid: sid,
      errorCode: params.ErrorCode ?? status,
    });
  } else if (
    status === 'sent' &&
    (text.status === 'queued' || text.status === 'held-quiet-hours')
  ) {
    await updateText(ctx.db, text.id, { status: 'sent', sentAt: now, providerSid: sid });
  }
}
