import type { Db } from '@roofing/platform';
import { and, eq } from 'drizzle-orm';
import { messageImages } from './schema.ts';

export type NewMessageImage = typeof messageImages.$inferInsert;

export async function insertMessageImage(db: Db, image: NewMessageImage) {
  await db.insert(messageImages).values(image);
}

export async function findMessageImage(db: Db, id: string) {
  const [row] = await db.select().from(messageImages).where(eq(messageImages.id, id)).limit(1);
  return row;
}

/** Who an image belongs to, without loading its bytes. */
export async function findMessageImageOwner(db: Db, id: string) {
  const [row] = await db
    .select({ id: messageImages.id, estimateNumber: messageImages.estimateNumber })
    .from(messageImages)
    .where(eq(messageImages.id, id))
    .limit(1);
  return row;
}

/** The same picture uploaded again for the same estimate (a retried upload) is stored once. */
export async function findSameImage(db: Db, estimateNumber: string, sha256: string) {
  const [row] = await db
    .select({ id: messageImages.id })
    .from(messageImages)
    .where(and(eq(messageImages.estimateNumber, estimateNumber), eq(messageImages.sha256, sha256)))
    .limit(1);
  return row;
}
