import sharp from 'sharp';
import type { CleanImage } from './image-content.ts';

/** The longest side a stored message image keeps; larger ones are scaled down to it. */
export const MESSAGE_IMAGE_MAX_DIMENSION = 2560;
/** JPEG and WebP quality of a re-encoded image: a clear roof photo at a fraction of the bytes. */
export const MESSAGE_IMAGE_QUALITY = 82;
/** A decode larger than this (a 48 MP phone photo fits) is refused before it uses the memory. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * An accepted image decoded and encoded again in its own format, its longest side at most
 * MESSAGE_IMAGE_MAX_DIMENSION, turned upright, with no metadata at all (sharp writes none unless
 * asked): what is stored is bounded by its pixels, whatever the upload carried besides them.
 * Null when sharp cannot decode it (it is then not an image we store).
 */
export async function reencodeImage(image: CleanImage): Promise<CleanImage | null> {
  const animated = image.contentType === 'image/gif' || image.contentType === 'image/webp';
  try {
    let pipeline = sharp(image.data, { limitInputPixels: MAX_INPUT_PIXELS, animated })
      .rotate()
      .resize({
        width: MESSAGE_IMAGE_MAX_DIMENSION,
        height: MESSAGE_IMAGE_MAX_DIMENSION,
        fit: 'inside',
        withoutEnlargement: true,
      });
    switch (image.contentType) {
      case 'image/jpeg':
        pipeline = pipeline.jpeg({ quality: MESSAGE_IMAGE_QUALITY, mozjpeg: true });
        break;
      case 'image/png':
        pipeline = pipeline.png({ compressionLevel: 9 });
        break;
      case 'image/webp':
        pipeline = pipeline.webp({ quality: MESSAGE_IMAGE_QUALITY });
        break;
      case 'image/gif':
        pipeline = pipeline.gif();
        break;
    }
    return { contentType: image.contentType, data: await pipeline.toBuffer() };
  } catch {
    return null;
  }
}
