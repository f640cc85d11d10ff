import type { Db } from '@roofing/platform';
import { insertOne } from '@roofing/platform';
import { and, desc, eq, getTableColumns, inArray, isNotNull, isNull } from 'drizzle-orm';
import { type JobPhotoRow, jobPhotos, type PhotoReportRow, photoReports } from './schema.ts';

/** A photo's row without its bytes (lists never read the pictures). */
export type JobPhotoListing = Omit<JobPhotoRow, 'data' | 'thumbnail'>;
const { data: _data, thumbnail: _thumbnail, ...listingColumns } = getTableColumns(jobPhotos);

/** A report's row without its PDF. */
export type PhotoReportListing = Omit<PhotoReportRow, 'pdf'>;
const { pdf: _pdf, ...reportColumns } = getTableColumns(photoReports);

/** The job photos' queries (photos are soft-deleted: a report or packet printed keeps its PDF). */
export function jobPhotoStore(db: Db) {
  return {
    /**
     * The job's photos with these ids, in the order asked, leaving out deleted ones (unless a
     * printed report is drawn again: `withDeleted`) and any id of another job (a report or
     * packet can only show its own job's photos).
     */
    async ofJobInOrder(
      quoteId: number,
      ids: readonly number[],
      options: { withDeleted?: boolean } = {},
    ): Promise<JobPhotoRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(jobPhotos)
        .where(
          and(
            eq(jobPhotos.quoteId, quoteId),
            inArray(jobPhotos.id, [...ids]),
            options.withDeleted ? undefined : isNull(jobPhotos.deletedAt),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The job's photos (of one category when asked), newest first, without their bytes. */
    ofJob(quoteId: number, category?: string): Promise<JobPhotoListing[]> {
      return db
        .select(listingColumns)
        .from(jobPhotos)
        .where(
          and(
            eq(jobPhotos.quoteId, quoteId),
            isNull(jobPhotos.deletedAt),
            category ? eq(jobPhotos.category, category) : undefined,
          ),
        )
        .orderBy(desc(jobPhotos.uploadedAt), desc(jobPhotos.id));
    },

    /** A photo not deleted, without its bytes. */
    async listing(id: number): Promise<JobPhotoListing | undefined> {
      const [row] = await db
        .select(listingColumns)
        .from(jobPhotos)
        .where(and(eq(jobPhotos.id, id), isNull(jobPhotos.deletedAt)));
      return row;
    },

    /** The picture or its thumbnail of a photo not deleted. */
    async image(
      id: number,
      size: 'full' | 'thumb',
    ): Promise<{ data: Buffer; contentType: string } | undefined> {
      const [row] = await db
        .select({
          full: jobPhotos.data,
          thumb: jobPhotos.thumbnail,
          contentType: jobPhotos.contentType,
        })
        .from(jobPhotos)
        .where(and(eq(jobPhotos.id, id), isNull(jobPhotos.deletedAt)));
      if (!row) return undefined;
      // Thumbnails are WebP whatever the picture's format.
      return size === 'thumb'
        ? { data: row.thumb, contentType: 'image/webp' }
        : { data: row.full, contentType: row.contentType };
    },

    /** The photo an upload key stored on this job (deleted or not: a retry must not revive it). */
    async byUploadKey(quoteId: number, uploadKey: string): Promise<JobPhotoListing | undefined> {
      const [row] = await db
        .select(listingColumns)
        .from(jobPhotos)
        .where(and(eq(jobPhotos.quoteId, quoteId), eq(jobPhotos.uploadKey, uploadKey)));
      return row;
    },

    /**
     * Stores a photo, or nothing when the job already has one with this upload key (two tries of
     * one upload at once): the caller reads the one that won with byUploadKey.
     */
    async insert(values: typeof jobPhotos.$inferInsert): Promise<JobPhotoListing | undefined> {
      const [row] = await db
        .insert(jobPhotos)
        .values(values)
        .onConflictDoNothing({ target: [jobPhotos.quoteId, jobPhotos.uploadKey] })
        .returning(listingColumns);
      return row;
    },

    async update(
      id: number,
      values: Partial<Pick<JobPhotoRow, 'category' | 'caption' | 'marks' | 'deletedAt'>>,
    ): Promise<JobPhotoListing | undefined> {
      const [row] = await db
        .update(jobPhotos)
        .set(values)
        .where(and(eq(jobPhotos.id, id), isNull(jobPhotos.deletedAt)))
        .returning(listingColumns);
      return row;
    },
  };
}

/** The photo reports' queries. */
export function photoReportStore(db: Db) {
  return {
    insert: (values: typeof photoReports.$inferInsert) => insertOne(db, photoReports, values),

    /** The job's reports, newest first (shared ones only for the portal). */
    ofJob(quoteId: number, sharedOnly = false): Promise<PhotoReportListing[]> {
      return db
        .select(reportColumns)
        .from(photoReports)
        .where(
          and(
            eq(photoReports.quoteId, quoteId),
            sharedOnly ? isNotNull(photoReports.sharedAt) : undefined,
          ),
        )
        .orderBy(desc(photoReports.createdAt), desc(photoReports.id));
    },

    async byId(id: number): Promise<PhotoReportRow | undefined> {
      const [row] = await db.select().from(photoReports).where(eq(photoReports.id, id));
      return row;
    },

    async listing(id: number): Promise<PhotoReportListing | undefined> {
      const [row] = await db
        .select(reportColumns)
        .from(photoReports)
        .where(eq(photoReports.id, id));
      return row;
    },

    /** Shares a report not shared yet; undefined when it already was (another request won). */
    async markShared(id: number, sharedAt: Date, note: string | null) {
      const [row] = await db
        .update(photoReports)
        .set({ sharedAt, shareNote: note })
        .where(and(eq(photoReports.id, id), isNull(photoReports.sharedAt)))
        .returning(reportColumns);
      return row;
    },
  };
}
