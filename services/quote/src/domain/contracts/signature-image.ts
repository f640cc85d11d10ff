import { AppError } from '@roofing/platform';
import sharp, { type OutputInfo } from 'sharp';

/*
 * A drawn signature judged by its pixels (sharp): blank, a dot or a tiny scribble is refused.
 * "Ink" is a pixel that is neither transparent nor white; the ink's bounding box must be at least
 * MIN_INK_WIDTH × MIN_INK_HEIGHT and hold at least MIN_INK_PIXELS of it. What is stored is the
 * drawing re-encoded as a PNG within STORED_MAX, without metadata.
 */

export const SIGNATURE_REFUSED =
  'Your signature is blank or too small. Sign in the box with your finger or mouse.';
export const MIN_INK_WIDTH = 60;
export const MIN_INK_HEIGHT = 15;
export const MIN_INK_PIXELS = 150;
/** A signature pad is a few hundred pixels high at 3x: anything past this is not one. */
const MAX_PIXELS = 4_000_000;
const STORED_MAX = { width: 1200, height: 400 };

const refused = () =>
  new AppError('VALIDATION_FAILED', SIGNATURE_REFUSED, { signature: SIGNATURE_REFUSED });

/** The ink of an RGBA raster: how many pixels and their bounding box. */
export function inkOf(data: Buffer, width: number, height: number) {
  let count = 0;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const alpha = data[i + 3] ?? 0;
      const white = (data[i] ?? 0) > 235 && (data[i + 1] ?? 0) > 235 && (data[i + 2] ?? 0) > 235;
      if (alpha < 32 || white) continue;
      count += 1;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  return {
    count,
    width: right < 0 ? 0 : right - left + 1,
    height: bottom < 0 ? 0 : bottom - top + 1,
  };
}

/**
 * The signature pad's PNG data URL judged and cleaned: the stored PNG, or a 400 with a field
 * error on `signature` when it is not a PNG, is too large, or is blank or too small.
 */
export async function judgeSignature(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let raster: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== 'png' || (meta.width ?? 0) * (meta.height ?? 0) > MAX_PIXELS) {
      throw refused();
    }
    raster = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw refused();
  }
  const ink = inkOf(raster.data, raster.info.width, raster.info.height);
  if (ink.count < MIN_INK_PIXELS || ink.width < MIN_INK_WIDTH || ink.height < MIN_INK_HEIGHT) {
    throw refused();
  }
  return sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .resize({ ...STORED_MAX, fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer();
}
