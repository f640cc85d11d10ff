import sharp from 'sharp';

/**
 * Uploaded message images are judged by their bytes (sharp reads the header), never by their
 * name or declared type, and stored as sharp encodes them again: without the metadata a phone or
 * camera writes into them (GPS position, device, owner, editing history, embedded thumbnails of
 * the unedited picture), since sharp writes none unless asked. Only JPEG, PNG, GIF and WebP are
 * images here; anything else, or one of those sharp cannot decode, is not.
 */
export type ImageContentType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export interface CleanImage {
  contentType: ImageContentType;
  data: Buffer;
}

/** The longest side a stored message image keeps; larger ones are scaled down to it. */
export const MESSAGE_IMAGE_MAX_DIMENSION = 2560;
/** JPEG and WebP quality of a re-encoded image: a clear roof photo at a fraction of the bytes. */
export const MESSAGE_IMAGE_QUALITY = 82;
/** The longest side of the thumbnail the conversation shows (the full image opens on a click). */
export const MESSAGE_THUMBNAIL_MAX_DIMENSION = 320;
/** A decode larger than this (a 48 MP phone photo fits) is refused before it uses the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

const ACCEPTED: Record<string, ImageContentType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * The image decoded and encoded again in its own format, turned upright (the EXIF rotation goes
 * into the pixels), its longest side at most MESSAGE_IMAGE_MAX_DIMENSION, with no metadata at all:
 * what is stored is bounded by its pixels, whatever the upload carried besides them. GIF and WebP
 * keep their animation. Null when it is not one of the four formats or sharp cannot decode it.
 */
export async function cleanMessageImage(bytes: Buffer): Promise<CleanImage | null> {
  try {
    // The header alone names the format; a text file called photo.png has none.
    const { format } = await sharp(bytes, { limitInputPixels: false }).metadata();
    const contentType = ACCEPTED[format];
    if (!contentType) return null;
    const animated = format === 'gif' || format === 'webp';
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .rotate()
      .resize({
        width: MESSAGE_IMAGE_MAX_DIMENSION,
        height: MESSAGE_IMAGE_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      });
    const encoded =
      format === 'jpeg'
        ? pipeline.jpeg({ quality: MESSAGE_IMAGE_QUALITY, mozjpeg: true })
        : format === 'png'
          ? pipeline.png({ compressionLevel: 9 })
          : format === 'webp'
            ? pipeline.webp({ quality: MESSAGE_IMAGE_QUALITY })
            : pipeline.gif();
    return { contentType, data: await encoded.toBuffer() };
  } catch {
    // sharp throws on anything it cannot read: a truncated file, a header without pixels.
    return null;
  }
}

/**
 * The conversation's thumbnail of a cleaned image: its first frame, its longest side at most
 * MESSAGE_THUMBNAIL_MAX_DIMENSION, as WebP (every browser the site supports shows it). Made from
 * the cleaned image, so it is upright and carries no metadata either.
 */
export async function messageImageThumbnail(image: CleanImage): Promise<Buffer> {
  return sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .resize({
      width: MESSAGE_THUMBNAIL_MAX_DIMENSION,
      height: MESSAGE_THUMBNAIL_MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .webp({ quality: 70 })
    .toBuffer();
}
