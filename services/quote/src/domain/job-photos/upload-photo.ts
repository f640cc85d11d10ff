import { randomUUID } from 'node:crypto';
import {
  JOB_PHOTO_MAX_DIMENSION,
  JOB_PHOTO_THUMBNAIL_DIMENSION,
  type JobPhoto,
  type JobPhotoUploadFieldsSchema,
  jobPhotoAdded,
} from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import { cleanImage, imageThumbnail, TOO_MANY_PIXELS } from '@roofing/platform/images';
import type { z } from 'zod';
import { jobPhotoStore } from '../../store/job-photos.ts';
import type { QuoteRow } from '../../store/schema.ts';
import { exifTakenAt } from './exif-taken-at.ts';
import { toJobPhoto } from './photo-views.ts';

export const NOT_A_PHOTO_MESSAGE = 'The file is not a photo we can read: send a JPEG, PNG or WebP.';

export interface PhotoUpload {
  fields: z.infer<typeof JobPhotoUploadFieldsSchema>;
  data: Buffer;
  filename: string;
}

/**
 * A photo added to a job: judged by its bytes (JPEG, PNG or WebP), when it was taken read from its
 * EXIF, then cleaned by the platform (upright, at most JOB_PHOTO_MAX_DIMENSION, no metadata) with a
 * WebP thumbnail; `quote.job-photo.added` in the same transaction. The browser's upload key makes
 * it idempotent: a retry of an upload already stored answers with that photo (`created: false`),
 * and so does the loser of two tries at once.
 */
export async function uploadJobPhoto(
  ctx: ServiceContext,
  quote: QuoteRow,
  upload: PhotoUpload,
  uploadedBy: string,
  correlationId: string = randomUUID(),
): Promise<{ photo: JobPhoto; created: boolean }> {
  const store = jobPhotoStore(ctx.db);
  const stored = await store.byUploadKey(quote.id, upload.fields.uploadKey);
  if (stored) return { photo: toJobPhoto(stored), created: false };
  const image = await cleanImage(upload.data, {
    accept: ['jpeg', 'png', 'webp'],
    maxDimension: JOB_PHOTO_MAX_DIMENSION,
  });
  if (image === 'too-large') {
    throw new AppError(
      'VALIDATION_FAILED',
      `${upload.filename} is ${TOO_MANY_PIXELS}; export it at a smaller size.`,
      { file: `The photo is ${TOO_MANY_PIXELS}` },
    );
  }
  if (!image) {
    throw new AppError('VALIDATION_FAILED', NOT_A_PHOTO_MESSAGE, { file: NOT_A_PHOTO_MESSAGE });
  }
  const thumbnail = await imageThumbnail(image.data, JOB_PHOTO_THUMBNAIL_DIMENSION);
  return ctx.db.transaction(async (tx) => {
    const row = await jobPhotoStore(tx).insert({
      quoteId: quote.id,
      estimateNumber: quote.estimateNumber,
      uploadKey: upload.fields.uploadKey,
      category: upload.fields.category,
      caption: upload.fields.caption ?? null,
      marks: [],
      contentType: image.contentType,
      data: image.data,
      thumbnail,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      takenAt: exifTakenAt(image.exif),
      uploadedBy,
    });
    if (!row) {
      // Another try of this upload was stored first: answer with it.
      const winner = await jobPhotoStore(tx).byUploadKey(quote.id, upload.fields.uploadKey);
      if (!winner) throw new AppError('CONFLICT', 'The photo was being stored; try again.');
      return { photo: toJobPhoto(winner), created: false };
    }
    await ctx.publish(
      tx,
      jobPhotoAdded,
      {
        quoteId: quote.id,
        estimateNumber: quote.estimateNumber,
        photoId: row.id,
        category: row.category,
        uploadedBy,
      },
      correlationId,
    );
    return { photo: toJobPhoto(row), created: true };
  });
}
