import type { JobPhoto, JobPhotoUpdateSchema } from '@roofing/contracts';
import { notFound, type ServiceContext } from '@roofing/platform';
import type { z } from 'zod';
import { jobPhotoStore } from '../../store/job-photos.ts';
import { toJobPhoto } from './photo-views.ts';

const NO_PHOTO = 'No photo with that id.';

/** A photo's category, caption or marks changed (the picture itself never is). */
export async function updateJobPhoto(
  ctx: ServiceContext,
  id: number,
  change: z.infer<typeof JobPhotoUpdateSchema>,
): Promise<JobPhoto> {
  const store = jobPhotoStore(ctx.db);
  const values = {
    ...(change.category ? { category: change.category } : {}),
    ...(change.caption !== undefined ? { caption: change.caption ?? null } : {}),
    ...(change.marks ? { marks: change.marks } : {}),
  };
  const row =
    Object.keys(values).length > 0 ? await store.update(id, values) : await store.listing(id);
  if (!row) throw notFound(NO_PHOTO);
  return toJobPhoto(row);
}

/**
 * A photo taken off the job: soft-deleted, so reports and claim packets already printed keep it,
 * while new ones, the gallery and the upload key's retries no longer show it.
 */
export async function deleteJobPhoto(ctx: ServiceContext, id: number): Promise<void> {
  const row = await jobPhotoStore(ctx.db).update(id, { deletedAt: new Date() });
  if (!row) throw notFound(NO_PHOTO);
}
