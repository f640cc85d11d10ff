import {
  COMPANY,
  messageImageId,
  messagePosted,
  PROJECT_TEAM_NAME,
  type ProjectMessage,
  type ProjectMessageRequest,
  type SenderType,
  type TextStatus,
} from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import { findEstimateCustomer } from '../store/estimate-customers.ts';
import { findMessageImageOwner } from '../store/message-images.ts';
import { insertProjectMessage, type ProjectMessageRow } from '../store/project-messages.ts';
import { conversationChanged } from './conversation-version.ts';
import type { Participant } from './message-access.ts';

/** The event carries at most this much of the text (the office alert reloads the whole). */
export const EXCERPT_LENGTH = 280;

/** The first characters of a text, never splitting a character, marked when cut. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  if (text.length <= max) return text;
  let excerpt = '';
  for (const character of text) {
    if (excerpt.length + character.length > max - 1) break;
    excerpt += character;
  }
  return `${excerpt}…`;
}

/**
 * Who is speaking comes from the session, never from the body: a customer speaks under the name
 * and e-mail of their estimate (known from the quote request); staff speak as the team, as
 * project_manager when they ask for it, admin otherwise.
 */
async function senderFor(
  ctx: ServiceContext,
  participant: Participant,
  request: ProjectMessageRequest,
): Promise<{
  senderType: SenderType;
  senderName: string;
  senderEmail: string;
  postedBy: string | null;
}> {
  if (participant.side === 'customer') {
    const customer = await findEstimateCustomer(ctx.db, request.estimateNumber);
    if (!customer) {
      throw new AppError(
        'CONFLICT',
        `We cannot find this estimate yet. Please try again in a minute, or call us at ${COMPANY.phone}.`,
      );
    }
    return {
      senderType: 'customer',
      senderName: `${customer.firstName} ${customer.lastName}`.slice(0, 100),
      senderEmail: customer.email,
      postedBy: null,
    };
  }
  return {
    senderType: request.senderType === 'project_manager' ? 'project_manager' : 'admin',
    senderName: PROJECT_TEAM_NAME,
    senderEmail: COMPANY.email,
    postedBy: participant.staff.username,
  };
}

/** Stores a project message and records `messaging.message.posted` in the same transaction. */
export async function postProjectMessage(
  ctx: ServiceContext,
  participant: Participant,
  request: ProjectMessageRequest,
  correlationId: string,
): Promise<ProjectMessageRow> {
  const sender = await senderFor(ctx, participant, request);
  if (request.imageUrl) {
    // Only an image uploaded for this same estimate: never a link to anywhere else.
    const owner = await findMessageImageOwner(ctx.db, messageImageId(request.imageUrl) ?? '');
    if (owner?.estimateNumber !== request.estimateNumber) {
      throw new AppError('VALIDATION_FAILED', 'Some fields are missing or invalid: imageUrl', {
        imageUrl: 'Upload the image again',
      });
    }
  }
  return ctx.db.transaction(async (tx) => {
    const row = await insertProjectMessage(tx, {
      estimateNumber: request.estimateNumber,
      ...sender,
      messageContent: request.messageContent,
      messageType: request.imageUrl ? 'image' : 'text',
      imageUrl: request.imageUrl,
    });
    await ctx.publish(
      tx,
      messagePosted,
      {
        id: row.id,
        estimateNumber: row.estimateNumber,
        senderType: sender.senderType,
        senderName: row.senderName,
        excerpt: excerptOf(row.messageContent),
        hasImage: row.imageUrl !== null,
        postedAt: row.createdAt.toISOString(),
      },
      correlationId,
    );
    conversationChanged(ctx, row.estimateNumber, tx);
    return row;
  });
}

/**
 * A stored message as the screens read it: both readings of the text and the time. A customer's
 * address is never handed out (it stays in the office's e-mail); team messages show the office's.
 */
export function toProjectMessage(
  row: ProjectMessageRow,
  textStatus?: TextStatus | null,
): ProjectMessage {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.publicId,
    estimateNumber: row.estimateNumber,
    senderType: row.senderType as SenderType,
    senderName: row.senderName,
    senderEmail: row.senderType === 'customer' ? null : row.senderEmail,
    messageContent: row.messageContent,
    message: row.messageContent,
    messageType: row.messageType === 'image' ? 'image' : 'text',
    imageUrl: row.imageUrl,
    isRead: row.isRead,
    createdAt,
    timestamp: createdAt,
    viaText: row.viaText,
    textStatus: textStatus ?? null,
  };
}
