import { AppError, type ServiceContext } from '@roofing/platform';
import type { SafetyStore } from '../store/safety.ts';
import { insertStoredFile } from '../store/stored-files.ts';
import { cleanPhoto, MAX_PHOTO_PIXELS, TOO_MANY_PIXELS } from './images.ts';
import type { IncomingFile, WithinQuota } from './upload-storage.ts';

export interface CleanPhoto {
  filename: string;
  contentType: string;
  data: Buffer;
}

/** The stored name: the upload's own, made safe, with the extension of what it really is. */
export function photoFilename(uploaded: string, extension: string): string {
  const base =
    uploaded
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 80) || 'photo';
  return `${base}.${extension}`;
}

/**
 * Every photo of an upload judged by its bytes and cleaned (cleanPhoto: upright, bounded,
 * re-encoded without its metadata), or the whole upload refused at the first that is not a photo
 * (415) or has too many pixels (400): nothing is stored from an upload with one bad file.
 */
export async function cleanIncidentPhotos(files: IncomingFile[]): Promise<CleanPhoto[]> {
  if (files.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Choose at least one photo.', {
      photos: 'Choose at least one photo',
    });
  }
  const photos: CleanPhoto[] = [];
  for (const file of files) {
    const photo = await cleanPhoto(file.data);
    if (photo === 'too-large') {
      throw new AppError(
        'VALIDATION_FAILED',
        `${file.filename} is ${TOO_MANY_PIXELS}; export it at a smaller size.`,
        { photos: `At most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels a photo` },
      );
    }
    if (!photo) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        `${file.filename} is not a photo. Choose JPEG, PNG or WebP images.`,
      );
    }
    photos.push({
      data: photo.data,
      contentType: photo.contentType,
      filename: photoFilename(file.filename, photo.extension),
    });
  }
  return photos;
}

/**
 * Adds an upload's photos to an incident report: cleaned first, then stored within the quota in
 * one transaction, so a report never shows half an upload.
 */
export async function addIncidentPhotos(
  ctx: ServiceContext,
  store: SafetyStore,
  incidentId: number,
  files: IncomingFile[],
  uploadedBy: string,
  withinQuota: WithinQuota,
): Promise<void> {
  const photos = await cleanIncidentPhotos(files);
  const sizes = photos.map((photo) => photo.data.length);
  await withinQuota(sizes, () =>
    ctx.db.transaction(async (tx) => {
      for (const photo of photos) {
        const stored = await insertStoredFile(tx, { ...photo, uploadedBy });
        await store.addPhoto(tx, incidentId, stored.id);
      }
    }),
  );
}
