import type { Db, Tx } from '@roofing/platform';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  type SitePhotoImageRow,
  type SitePhotoRow,
  sitePhotoImages,
  sitePhotos,
  storedFiles,
} from './schema.ts';

export type NewSitePhoto = Omit<SitePhotoRow, 'id' | 'uploadedAt' | 'position'>;
export type SitePhotoChange = Partial<Omit<SitePhotoRow, 'id' | 'uploadedAt' | 'uploadedBy'>>;
export type PhotoWithImages = SitePhotoRow & { images: SitePhotoImageRow[] };

/** The site photos and their resized copies. */
export function mediaStore(db: Db) {
  async function withImages(rows: SitePhotoRow[]): Promise<PhotoWithImages[]> {
    if (rows.length === 0) return [];
    const images = await db
      .select()
      .from(sitePhotoImages)
      .where(
        inArray(
          sitePhotoImages.photoId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => ({
      ...row,
      images: images.filter((image) => image.photoId === row.id),
    }));
  }
  const ordered = [asc(sitePhotos.position), asc(sitePhotos.id)];

  return {
    async list() {
      return withImages(
        await db
          .select()
          .from(sitePhotos)
          .orderBy(...ordered),
      );
    },
    /** The photos the landing page shows: in the gallery or the hero. */
    async shown() {
      return withImages(
        await db
          .select()
          .from(sitePhotos)
          .where(or(eq(sitePhotos.inGallery, true), eq(sitePhotos.inHero, true)))
          .orderBy(...ordered),
      );
    },
    async one(id: number) {
      const [row] = await db.select().from(sitePhotos).where(eq(sitePhotos.id, id)).limit(1);
      return row ? (await withImages([row]))[0] : undefined;
    },
    async insert(tx: Tx, photo: NewSitePhoto) {
      const [row] = await tx
        .insert(sitePhotos)
        .values({
          ...photo,
          position: sql`(select coalesce(max(${sitePhotos.position}), 0) + 1 from ${sitePhotos})`,
        })
        .returning({ id: sitePhotos.id });
      if (!row) throw new Error('insert returned no row');
      return row.id;
    },
    async insertImage(tx: Tx, image: SitePhotoImageRow) {
      await tx.insert(sitePhotoImages).values(image);
    },
    async update(id: number, change: SitePhotoChange) {
      const rows = await db
        .update(sitePhotos)
        .set(change)
        .where(eq(sitePhotos.id, id))
        .returning({ id: sitePhotos.id });
      return rows.length > 0;
    },
    /** Removes a photo and the bytes of every copy of it. */
    async remove(id: number) {
      return db.transaction(async (tx) => {
        const images = await tx
          .select({ fileId: sitePhotoImages.fileId })
          .from(sitePhotoImages)
          .where(eq(sitePhotoImages.photoId, id));
        const rows = await tx
          .delete(sitePhotos)
          .where(eq(sitePhotos.id, id))
          .returning({ id: sitePhotos.id });
        if (images.length > 0) {
          await tx.delete(storedFiles).where(
            inArray(
              storedFiles.id,
              images.map((image) => image.fileId),
            ),
          );
        }
        return rows.length > 0;
      });
    },
    /** One resized copy's bytes, only if it belongs to a site photo (never another stored file). */
    async image(fileId: string, format: string) {
      const [row] = await db
        .select({ data: storedFiles.data, contentType: storedFiles.contentType })
        .from(sitePhotoImages)
        .innerJoin(storedFiles, eq(storedFiles.id, sitePhotoImages.fileId))
        .where(and(eq(sitePhotoImages.fileId, fileId), eq(sitePhotoImages.format, format)))
        .limit(1);
      return row;
    },
  };
}
export type MediaStore = ReturnType<typeof mediaStore>;
