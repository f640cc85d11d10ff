import sharp from 'sharp';

/**
 * Larger than any phone or drone photo (48 MP). Decoding is what costs memory (4 bytes a pixel),
 * so a small file that claims 16,000 × 16,000 pixels is refused from its header, before decoding.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** What every decode of an uploaded image is given, so sharp refuses a larger one too. */
export const DECODE_LIMITS = { limitInputPixels: MAX_PHOTO_PIXELS } as const;
/** For reading the header only (no pixels are decoded), so an oversized image can be named. */
export const HEADER_ONLY = { limitInputPixels: false } as const;
export const TOO_MANY_PIXELS = `larger than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;

/** True when the image's header declares more pixels than MAX_PHOTO_PIXELS. */
export const tooManyPixels = (meta: { width?: number; height?: number }) =>
  (meta.width ?? 0) * (meta.height ?? 0) > MAX_PHOTO_PIXELS;

const ACCEPTED = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/**
 * An uploaded photo judged by its content (JPEG, PNG or WebP, whatever its name or claimed type),
 * turned upright and stripped of its metadata (a phone photo's GPS position stays with us);
 * 'too-large' beyond MAX_PHOTO_PIXELS; null when it is not one of those images.
 */
export async function cleanPhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: string; extension: string } | 'too-large' | null> {
  try {
    const meta = await sharp(bytes, HEADER_ONLY).metadata();
    const contentType = meta.format ? ACCEPTED.get(meta.format) : undefined;
    if (!contentType || !meta.format) return null;
    if (tooManyPixels(meta)) return 'too-large';
    const data = await sharp(bytes, DECODE_LIMITS)
      .rotate()
      .toFormat(meta.format as 'jpeg' | 'png' | 'webp')
      .toBuffer();
    return { data, contentType, extension: meta.format === 'jpeg' ? 'jpg' : meta.format };
  } catch {
    return null;
  }
}
