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

/** The longest side a stored photo keeps (larger ones are scaled down) and its JPEG/WebP quality. */
export const STORED_PHOTO_MAX_DIMENSION = 2560;
export const STORED_PHOTO_QUALITY = 82;

const ACCEPTED = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/**
 * An uploaded photo judged by its content (JPEG, PNG or WebP, whatever its name or claimed type),
 * turned upright, scaled within STORED_PHOTO_MAX_DIMENSION and re-encoded without its metadata
 * (a phone photo's GPS position stays with us), so what is stored is bounded by its pixels;
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
    const pipeline = sharp(bytes, DECODE_LIMITS).rotate().resize({
      width: STORED_PHOTO_MAX_DIMENSION,
      height: STORED_PHOTO_MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const data = await (meta.format === 'jpeg'
      ? pipeline.jpeg({ quality: STORED_PHOTO_QUALITY, mozjpeg: true })
      : meta.format === 'webp'
        ? pipeline.webp({ quality: STORED_PHOTO_QUALITY })
        : pipeline.png({ compressionLevel: 9 })
    ).toBuffer();
    return { data, contentType, extension: meta.format === 'jpeg' ? 'jpg' : meta.format };
  } catch {
    return null;
  }
}
