import {
  type PublicSitePhoto,
  SITE_PHOTO_WIDTHS,
  type SitePhoto,
  type SitePhotoImage,
} from '@roofing/contracts';
import sharp, { type OutputInfo } from 'sharp';
import type { PhotoWithImages } from '../store/media.ts';
import { DECODE_LIMITS, HEADER_ONLY, tooManyPixels } from './images.ts';

/** Narrower than this and a photo would look soft in the gallery. */
export const SITE_PHOTO_MIN_WIDTH = 480;

export interface ResizedImage {
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

export type ResizeResult =
  | { ok: true; images: ResizedImage[] }
  | { ok: false; reason: 'not-an-image' | 'too-small' | 'too-large' };

/**
 * A photo (JPEG, PNG, WebP, judged by its bytes) turned upright, stripped of its metadata (a
 * phone's GPS position stays with us) and resized to each of SITE_PHOTO_WIDTHS that it reaches,
 * as WebP, plus the largest as JPEG for browsers without WebP.
 */
export async function resizePhoto(bytes: Buffer): Promise<ResizeResult> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    const meta = await sharp(bytes, HEADER_ONLY).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format)) {
      return { ok: false, reason: 'not-an-image' };
    }
    if (tooManyPixels(meta)) return { ok: false, reason: 'too-large' };
    upright = await sharp(bytes, DECODE_LIMITS).rotate().toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (upright.info.width < SITE_PHOTO_MIN_WIDTH) return { ok: false, reason: 'too-small' };
  const widths = [...new Set(SITE_PHOTO_WIDTHS.map((w) => Math.min(w, upright.info.width)))];
  const images: ResizedImage[] = [];
  for (const width of widths) {
    const out = await sharp(upright.data)
      .resize({ width })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    images.push({ format: 'webp', width, height: out.info.height, data: out.data });
  }
  const largest = widths[widths.length - 1] ?? upright.info.width;
  const jpeg = await sharp(upright.data)
    .resize({ width: largest })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  images.push({ format: 'jpeg', width: largest, height: jpeg.info.height, data: jpeg.data });
  return { ok: true, images };
}

const imageUrl = (fileId: string, format: string) =>
  `/api/media/images/${fileId}.${format === 'jpeg' ? 'jpg' : 'webp'}`;

function imageOf(photo: PhotoWithImages, side: 'after' | 'before'): SitePhotoImage | null {
  const images = photo.images.filter((image) => image.side === side);
  const jpeg = images.find((image) => image.format === 'jpeg');
  if (!jpeg) return null;
  const webp = images
    .filter((image) => image.format === 'webp')
    .sort((a, b) => a.width - b.width)
    .map((image) => `${imageUrl(image.fileId, 'webp')} ${image.width}w`);
  return {
    src: imageUrl(jpeg.fileId, 'jpeg'),
    srcset: webp.join(', '),
    width: jpeg.width,
    height: jpeg.height,
  };
}

export function toPublicSitePhoto(photo: PhotoWithImages): PublicSitePhoto {
  const image = imageOf(photo, 'after');
  if (!image) throw new Error(`site photo ${photo.id} has no images`);
  return {
    id: photo.id,
    title: photo.title,
    description: photo.description,
    location: photo.location,
    year: photo.year,
    altText: photo.altText,
    titleEs: photo.titleEs,
    altTextEs: photo.altTextEs,
    descriptionEs: photo.descriptionEs,
    image,
    before: imageOf(photo, 'before'),
  };
}

export function toSitePhoto(photo: PhotoWithImages): SitePhoto {
  return {
    ...toPublicSitePhoto(photo),
    inGallery: photo.inGallery,
    inHero: photo.inHero,
    position: photo.position,
    uploadedBy: photo.uploadedBy,
    uploadedAt: photo.uploadedAt.toISOString(),
  };
}
