import sharp from 'sharp';

const ACCEPTED = new Map([
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/**
 * An uploaded photo judged by its content (JPEG, PNG or WebP, whatever its name or claimed type),
 * turned upright and stripped of its metadata (a phone photo's GPS position stays with us), or
 * null when it is not one of those images.
 */
export async function cleanPhoto(
  bytes: Buffer,
): Promise<{ data: Buffer; contentType: string; extension: string } | null> {
  try {
    const meta = await sharp(bytes).metadata();
    const contentType = meta.format ? ACCEPTED.get(meta.format) : undefined;
    if (!contentType || !meta.format) return null;
    const data = await sharp(bytes)
      .rotate()
      .toFormat(meta.format as 'jpeg' | 'png' | 'webp')
      .toBuffer();
    return { data, contentType, extension: meta.format === 'jpeg' ? 'jpg' : meta.format };
  } catch {
    return null;
  }
}
