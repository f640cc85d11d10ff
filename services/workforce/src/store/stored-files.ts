import { createHash } from 'node:crypto';
import type { Db, Tx } from '@roofing/platform';
import { eq } from 'drizzle-orm';
import { type StoredFileRow, storedFiles } from './schema.ts';

export interface NewFile {
  filename: string;
  contentType: string;
  data: Buffer;
  uploadedBy: string;
}

/** Stores a file's bytes; answers its row without the bytes. */
export async function insertStoredFile(db: Db | Tx, file: NewFile) {
  const sha256 = createHash('sha256').update(file.data).digest('hex');
  const [row] = await db
    .insert(storedFiles)
    .values({ ...file, byteSize: file.data.length, sha256 })
    .returning({
      id: storedFiles.id,
      filename: storedFiles.filename,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
      sha256: storedFiles.sha256,
      createdAt: storedFiles.createdAt,
    });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A stored file with its bytes, or undefined. */
export async function findStoredFile(db: Db, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}
