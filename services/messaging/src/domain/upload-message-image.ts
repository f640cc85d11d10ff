import { createHash, randomUUID } from 'node:crypto';
import { MESSAGE_IMAGE_PATH, NOT_AN_IMAGE_MESSAGE } from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import { bytesUploadedSince, findSameImage, insertMessageImage } from '../store/message-images.ts';
import { cleanImage } from './image-content.ts';
import type { Participant } from './message-access.ts';

/**
 * A portal session is opened with an estimate number alone, so what one estimate may store is
 * bounded: at most this many bytes of images a day (staff are not limited).
 */
export const CUSTOMER_IMAGE_BYTES_PER_DAY = 100 * 1024 * 1024;

/**
 * Stores an uploaded image for one estimate: judged by its content (JPEG, PNG, GIF, WebP),
 * stripped of its metadata, kept in the database. The same picture sent again is stored once.
 * Answers where it is served.
 */
export async function uploadMessageImage(
  ctx: ServiceContext,
  participant: Participant,
  estimateNumber: string,
  bytes: Buffer,
): Promise<{ imageUrl: string }> {
  const image = cleanImage(bytes);
  if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  const same = await findSameImage(ctx.db, estimateNumber, sha256);
  if (same) return { imageUrl: `${MESSAGE_IMAGE_PATH}${same.id}` };
  if (participant.side === 'customer') {
    const today = await bytesUploadedSince(ctx.db, estimateNumber, 24);
    if (today + image.data.length > CUSTOMER_IMAGE_BYTES_PER_DAY) {
      throw new AppError(
        'RATE_LIMITED',
        'You have sent a lot of images today. Please try again tomorrow, or e-mail them to us.',
      );
    }
  }
  const id = randomUUID();
  await insertMessageImage(ctx.db, {
    id,
    estimateNumber,
    contentType: image.contentType,
    byteSize: image.data.length,
    sha256,
    data: image.data,
  });
  return { imageUrl: `${MESSAGE_IMAGE_PATH}${id}` };
}
