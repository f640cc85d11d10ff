import {
  cleanImage,
  DECODE_LIMITS,
  HEADER_ONLY,
  MAX_IMAGE_PIXELS,
  STORED_IMAGE_MAX_DIMENSION,
  STORED_IMAGE_QUALITY,
  TOO_MANY_PIXELS,
  tooManyPixels,
} from '@roofing/platform/images';

/*
 * The back office's photos go through the platform's image cleaning (`@roofing/platform/images`),
 * the same for every image the product takes; these names are the ones workforce's code uses.
 */
export { DECODE_LIMITS, HEADER_ONLY, TOO_MANY_PIXELS, tooManyPixels };
export const MAX_PHOTO_PIXELS = MAX_IMAGE_PIXELS;
/** The longest side a stored photo keeps (larger ones are scaled down) and its JPEG/WebP quality. */
export const STORED_PHOTO_MAX_DIMENSION = STORED_IMAGE_MAX_DIMENSION;
export const STORED_PHOTO_QUALITY = STORED_IMAGE_QUALITY;

/**
 * An uploaded photo judged by its content (JPEG, PNG or WebP, whatever its name or claimed type),
 * turned upright, scaled within STORED_PHOTO_MAX_DIMENSION and re-encoded without its metadata
 * (a phone photo's GPS position stays with us), so what is stored is bounded by its pixels;
 * 'too-large' beyond MAX_PHOTO_PIXELS; null when it is not one of those images.
 */
export async function cleanPhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: string; extension: string } | 'too-large' | null> {
  const image = await cleanImage(bytes, {
    accept: ['jpeg', 'png', 'webp'],
    maxDimension: STORED_PHOTO_MAX_DIMENSION,
  });
  if (image === null || image === 'too-large') return image;
  return { data: image.data, contentType: image.contentType, extension: image.extension };
}
