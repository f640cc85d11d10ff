import type { ServiceContext, Tx } from '@roofing/platform';

/**
 * The read-version scope of one estimate's conversation: its messages, their read marks and the
 * texts that carried them. Every write that changes what the conversation's reads answer (the
 * list, the unread counts) tells it, so a poll with the current ETag is answered 304 unread.
 */
export const conversationScope = (estimateNumber: string) => `conversation:${estimateNumber}`;

/** After the write (or, given its transaction, once that commits). */
export function conversationChanged(ctx: ServiceContext, estimateNumber: string, tx?: Tx) {
  ctx.readVersions.changed(conversationScope(estimateNumber), tx);
}

/** A text carrying a team message changed: the conversation's "Texted" badge reads from it. */
export function textChanged(
  ctx: ServiceContext,
  text: { estimateNumber: string | null; projectMessageId: number | null },
  tx?: Tx,
) {
  if (text.projectMessageId !== null && text.estimateNumber) {
    conversationChanged(ctx, text.estimateNumber, tx);
  }
}
