import sharp from 'sharp';

/*
 * Uploaded images, the one way every service takes them (message images, staff photos, job
 * photos): judged by sharp's reading of their header, never by their name or declared type,
 * decoded within a pixel limit, turned upright (the EXIF rotation goes into the pixels), bounded,
 * and encoded again without any metadata (GPS position, device, owner, editing history, embedded
 * thumbnails of the unedited picture), since sharp writes none unless asked. Imported as
 * `@roofing/platform/images`, so only the services that take images load sharp.
 */

/**
 * Larger than any phone or drone photo (48 MP). Decoding is what costs memory (4 bytes a pixel),
 * so a small file that claims 16,000 × 16,000 pixels is refused from its header, before decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** What every decode of an uploaded image is given, so sharp refuses a larger one too. */
export const DECODE_LIMITS = { limitInputPixels: MAX_IMAGE_PIXELS } as const;
/** For reading the header only (no pixels are decoded), so an oversized image can be named. */
export const HEADER_ONLY = { limitInputPixels: false } as const;
export const TOO_MANY_PIXELS = `larger than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;

/** True when the image's header declares more pixels than MAX_IMAGE_PIXELS. */
export const tooManyPixels = (meta: { width?: number; height?: number }) =>
  (meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS;

/** The longest side a stored image keeps (larger ones are scaled down) and its JPEG/WebP quality. */
export const STORED_IMAGE_MAX_DIMENSION = 2560;
export const STORED_IMAGE_QUALITY = 82;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';
const CONTENT_TYPES: Record<ImageFormat, ImageContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export interface CleanedImage {
  format: ImageFormat;
  contentType: ImageContentType;
  /** The file name's extension for this format: jpg, png, gif, webp. */
  extension: string;
  data: Buffer;
  /** The stored image's size (upright, after scaling). */
  width: number;
  height: number;
  /**
   * The upload's raw EXIF block as its header carried it (read before it was stripped; the
   * stored image has none), for a caller that keeps one fact of it such as when it was taken.
   */
  exif: Buffer | null;
}

export interface CleanOptions {
  /** The formats taken; anything else is not an image here. */
  accept: readonly ImageFormat[];
  /** GIF and WebP keep their animation (every frame is bounded the same way). */
  animated?: boolean;
  maxDimension?: number;
}

/**
 * The image decoded and encoded again in its own format, upright, its longest side at most
 * `maxDimension`, with no metadata: what is stored is bounded by its pixels, whatever the upload
 * carried besides them. 'too-large' when its header declares more than MAX_IMAGE_PIXELS; null when
 * it is not one of the accepted formats or sharp cannot decode it.
 */
export async function cleanImage(
  bytes: Buffer,
  options: CleanOptions,
): Promise<CleanedImage | 'too-large' | null> {
  const maxDimension = options.maxDimension ?? STORED_IMAGE_MAX_DIMENSION;
  try {
    // The header alone names the format; a text file called photo.jpg has none.
    const meta = await sharp(bytes, HEADER_ONLY).metadata();
    const format = meta.format as ImageFormat;
    if (!options.accept.includes(format)) return null;
    if (tooManyPixels(meta)) return 'too-large';
    const animated = options.animated === true && (format === 'gif' || format === 'webp');
    const pipeline = sharp(bytes, { ...DECODE_LIMITS, animated })
      .rotate()
      .resize({
        width: maxDimension,
        height: maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: STORED_IMAGE_QUALITY, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : format === 'webp'
            ? pipeline.webp({ quality: STORED_IMAGE_QUALITY })
            : pipeline.gif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      format,
      contentType: CONTENT_TYPES[format],
      extension: format === 'jpeg' ? 'jpg' : format,
      data,
      width: info.width,
      // An animation's height is its frames' together; a frame's is what is seen.
      height: info.pageHeight ?? info.height,
      exif: meta.exif ?? null,
    };
  } catch {
    // sharp throws on anything it cannot read: a truncated file, a header without pixels.
    return null;
  }
}

/**
 * A thumbnail of a cleaned image: its first frame, its longest side at most `maxDimension`, as
 * WebP (every browser the site supports shows it). Made from the cleaned image, so it is upright
 * and carries no metadata either.
 */
export async function imageThumbnail(data: Buffer, maxDimension: number): Promise<Buffer> {
  return sharp(data, { ...DECODE_LIMITS, animated: false })
    .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 70 })
    .toBuffer();
}
