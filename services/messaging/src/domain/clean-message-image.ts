import {
  cleanImage,
  type ImageContentType,
  imageThumbnail,
  STORED_IMAGE_MAX_DIMENSION,
  STORED_IMAGE_QUALITY,
} from '@roofing/platform/images';

/**
 * Uploaded message images are judged by their bytes (sharp reads the header), never by their
 * name or declared type, and stored as sharp encodes them again, without the metadata a phone or
 * camera writes into them: the platform's `cleanImage`, the same for every image the product
 * takes. Only JPEG, PNG, GIF and WebP are images here; anything else, or one of those sharp
 * cannot decode, is not.
 */
export type { ImageContentType };

export interface CleanImage {
  contentType: ImageContentType;
  data: Buffer;
}

/** The longest side a stored message image keeps; larger ones are scaled down to it. */
export const MESSAGE_IMAGE_MAX_DIMENSION = STORED_IMAGE_MAX_DIMENSION;
/** JPEG and WebP quality of a re-encoded image: a clear roof photo at a fraction of the bytes. */
export const MESSAGE_IMAGE_QUALITY = STORED_IMAGE_QUALITY;
/** The longest side of the thumbnail the conversation shows (the full image opens on a click). */
export const MESSAGE_THUMBNAIL_MAX_DIMENSION = 320;

/**
 * The image decoded and encoded again in its own format, upright, its longest side at most
 * MESSAGE_IMAGE_MAX_DIMENSION, with no metadata at all. GIF and WebP keep their animation. Null
 * when it is not one of the four formats, sharp cannot decode it, or it has too many pixels.
 */
export async function cleanMessageImage(bytes: Buffer): Promise<CleanImage | null> {
  const image = await cleanImage(bytes, {
    accept: ['jpeg', 'png', 'gif', 'webp'],
    animated: true,
    maxDimension: MESSAGE_IMAGE_MAX_DIMENSION,
  });
  if (image === null || image === 'too-large') return null;
  return { contentType: image.contentType, data: image.data };
}

/**
 * The conversation's thumbnail of a cleaned image: its first frame, its longest side at most
 * MESSAGE_THUMBNAIL_MAX_DIMENSION, as WebP. Made from the cleaned image, so it is upright and
 * carries no metadata either.
 */
export async function messageImageThumbnail(image: CleanImage): Promise<Buffer> {
  return imageThumbnail(image.data, MESSAGE_THUMBNAIL_MAX_DIMENSION);
}
