import { createHash, randomUUID } from 'node:crypto';
import { MESSAGE_IMAGE_PATH, NOT_AN_IMAGE_MESSAGE } from '@roofing/contracts';
import { AppError, type ServiceContext, type UploadGrant } from '@roofing/platform';
import { findSameImage, insertMessageImage } from '../store/message-images.ts';
import { cleanMessageImage, messageImageThumbnail } from './clean-message-image.ts';
import type { Participant } from './message-access.ts';

/**
 * Stores an uploaded image for one estimate: judged by its content (JPEG, PNG, GIF, WebP),
 * stripped of its metadata, re-encoded within MESSAGE_IMAGE_MAX_DIMENSION, kept in the database
 * with a thumbnail for the conversation (the quota counts the image; the thumbnail is small).
 * The same picture sent again is stored once (and not counted again). Anything new is first taken
 * from the caller's daily upload quota (`reserve`: per client address and site-wide, whatever
 * the estimate: a fresh estimate is no fresh quota). Answers where it is served.
 */
export async function uploadMessageImage(
  ctx: ServiceContext,
  _participant: Participant,
  estimateNumber: string,
  bytes: Buffer,
  reserve: (bytes: number) => Promise<UploadGrant>,
): Promise<{ imageUrl: string; bytes: number }> {
  const image = await cleanMessageImage(bytes);
  if (!image) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE_MESSAGE);
  const sha256 = createHash('sha256').update(image.data).digest('hex');
  const same = await findSameImage(ctx.db, estimateNumber, sha256);
  if (same) return { imageUrl: `${MESSAGE_IMAGE_PATH}${same.id}`, bytes: 0 };
  const thumbnail = await messageImageThumbnail(image);
  const grant = await reserve(image.data.length);
  const id = randomUUID();
  try {
    await insertMessageImage(ctx.db, {
      id,
      estimateNumber,
      contentType: image.contentType,
      byteSize: image.data.length,
      sha256,
      data: image.data,
      thumbnail,
    });
  } catch (error) {
    await grant.release();
    throw error;
  }
  grant.stored();
  return { imageUrl: `${MESSAGE_IMAGE_PATH}${id}`, bytes: image.data.length };
}
