import { AppError, type Identity, type ServiceContext } from '@roofing/platform';
import { findProjectMessageByPublicId, markProjectMessageRead } from '../store/project-messages.ts';
import { conversationChanged } from './conversation-version.ts';
import { participantIn, sideOf } from './message-access.ts';

/**
 * Marks one message read for its reader: only the other side's messages (a customer marks the
 * team's, staff mark the customer's), only in a conversation the caller takes part in.
 */
export async function markMessageRead(
  ctx: ServiceContext,
  caller: Identity | null,
  publicId: string,
) {
  if (!caller)
    throw new AppError('UNAUTHORIZED', 'Open your project with its estimate number first.');
  const message = await findProjectMessageByPublicId(ctx.db, publicId);
  if (!message) throw new AppError('NOT_FOUND', 'No such message.');
  const reader = participantIn(caller, message.estimateNumber, {
    changes: true,
    customerAct: false,
  });
  if (sideOf(message.senderType) === reader.side) {
    throw new AppError('FORBIDDEN', 'Only messages from the other side can be marked as read.');
  }
  if (message.isRead) return message;
  const read = await markProjectMessageRead(ctx.db, message.id);
  conversationChanged(ctx, message.estimateNumber);
  return read ?? message;
}
