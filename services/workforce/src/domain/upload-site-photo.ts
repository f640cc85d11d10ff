import type { SitePhotoUploadFieldsSchema } from '@roofing/contracts';
import { AppError, type ServiceContext, type StaffIdentity } from '@roofing/platform';
import type { z } from 'zod';
import type { MediaStore } from '../store/media.ts';
import { insertStoredFile } from '../store/stored-files.ts';
import { MAX_PHOTO_PIXELS, TOO_MANY_PIXELS } from './images.ts';
import { type ResizedImage, resizePhoto, SITE_PHOTO_MIN_WIDTH } from './media.ts';
import type { IncomingFile, WithinQuota } from './upload-storage.ts';

type SitePhotoFields = z.output<typeof SitePhotoUploadFieldsSchema>;

/** A site photo's sides: the job as finished, and optionally how it looked before. */
export interface SitePhotoFiles {
  photo?: IncomingFile;
  before?: IncomingFile;
}

type Side = 'after' | 'before';

/**
 * Each side resized to the gallery's widths (resizePhoto), or the upload refused at the first
 * side that is not a photo (415), too large in pixels or too narrow (400, at its form field).
 */
export async function resizeSides(
  files: SitePhotoFiles,
): Promise<Array<{ side: Side; images: ResizedImage[] }>> {
  if (!files.photo) {
    throw new AppError('VALIDATION_FAILED', 'Choose a photo.', { photo: 'Choose a photo' });
  }
  const sides: Array<{ side: Side; images: ResizedImage[] }> = [];
  for (const [side, file] of [
    ['after', files.photo],
    ['before', files.before],
  ] as const) {
    if (!file) continue;
    const resized = await resizePhoto(file.data);
    if (!resized.ok) {
      const field = side === 'after' ? 'photo' : 'before';
      if (resized.reason === 'too-large') {
        throw new AppError(
          'VALIDATION_FAILED',
          `${file.filename} is ${TOO_MANY_PIXELS}; export it at a smaller size.`,
          { [field]: `At most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels` },
        );
      }
      if (resized.reason === 'too-small') {
        throw new AppError(
          'VALIDATION_FAILED',
          `${file.filename} is narrower than ${SITE_PHOTO_MIN_WIDTH} px; choose a larger photo.`,
          { [field]: `At least ${SITE_PHOTO_MIN_WIDTH} px wide` },
        );
      }
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${file.filename} is not a JPEG, PNG or WebP photo.`,
      );
    }
    sides.push({ side, images: resized.images });
  }
  return sides;
}

/**
 * Adds a job photo to the site's photos (last in page order): every side resized first, then the
 * photo's row and each resized copy stored within the quota in one transaction, so the gallery
 * never meets a photo with missing copies. Answers the new photo's id.
 */
export async function uploadSitePhoto(
  ctx: ServiceContext,
  store: MediaStore,
  files: SitePhotoFiles,
  fields: SitePhotoFields,
  staff: StaffIdentity,
  withinQuota: WithinQuota,
): Promise<number> {
  const sides = await resizeSides(files);
  const sizes = sides.flatMap(({ images }) => images.map((image) => image.data.length));
  return withinQuota(sizes, () =>
    ctx.db.transaction(async (tx) => {
      const id = await store.insert(tx, {
        title: fields.title,
        description: fields.description ?? null,
        location: fields.location,
        year: fields.year,
        altText: fields.altText,
        titleEs: fields.titleEs ?? null,
        altTextEs: fields.altTextEs ?? null,
        descriptionEs: fields.descriptionEs ?? null,
        inGallery: fields.inGallery === 'true',
        inHero: fields.inHero === 'true',
        uploadedBy: staff.displayName,
      });
      for (const { side, images } of sides) {
        for (const image of images) {
          const stored = await insertStoredFile(tx, {
            filename: `site-photo-${id}-${side}-${image.width}.${image.format === 'jpeg' ? 'jpg' : 'webp'}`,
            contentType: `image/${image.format}`,
            data: image.data,
            uploadedBy: staff.username,
          });
          await store.insertImage(tx, {
            fileId: stored.id,
            photoId: id,
            side,
            format: image.format,
            width: image.width,
            height: image.height,
          });
        }
      }
      return id;
    }),
  );
}
