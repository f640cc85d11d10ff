import type { Db } from '@roofing/platform';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type JobPhotoRow, jobPhotos } from './schema.ts';

/** The job photos' queries (photos are soft-deleted: a report or packet printed keeps its PDF). */
export function jobPhotoStore(db: Db) {
  return {
    /**
     * The job's photos with these ids, in the order asked, leaving out deleted ones and any id
     * of another job (a report or packet can only show its own job's photos).
     */
    async ofJobInOrder(quoteId: number, ids: readonly number[]): Promise<JobPhotoRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(jobPhotos)
        .where(
          and(
            eq(jobPhotos.quoteId, quoteId),
            inArray(jobPhotos.id, [...ids]),
            isNull(jobPhotos.deletedAt),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
  };
}
