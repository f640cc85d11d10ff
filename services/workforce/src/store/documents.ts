import { type Db, insertOne, type Tx } from '@roofing/platform';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { documentDownloads, libraryDocuments, loginAttempts, storedFiles } from './schema.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const listed = {
  document: libraryDocuments,
  filename: storedFiles.filename,
  byteSize: storedFiles.byteSize,
};

export function documentStore(db: Db) {
  return {
    async list(filter: {
      q?: string;
      category?: string;
      archived?: boolean;
      includeConfidential: boolean;
    }) {
      const conditions = [
        filter.archived
          ? isNotNull(libraryDocuments.archivedAt)
          : isNull(libraryDocuments.archivedAt),
      ];
      if (!filter.includeConfidential) conditions.push(eq(libraryDocuments.isConfidential, false));
      if (filter.category) conditions.push(eq(libraryDocuments.category, filter.category));
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        const condition = or(
          ilike(libraryDocuments.title, pattern),
          ilike(libraryDocuments.description, pattern),
          ilike(sql`${libraryDocuments.tags}::text`, pattern),
        );
        if (condition) conditions.push(condition);
      }
      return db
        .select(listed)
        .from(libraryDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
        .where(and(...conditions))
        .orderBy(desc(libraryDocuments.uploadedAt), desc(libraryDocuments.id));
    },
    async one(id: number) {
      const [row] = await db
        .select(listed)
        .from(libraryDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
        .where(eq(libraryDocuments.id, id))
        .limit(1);
      return row;
    },
    async file(id: number) {
      const [row] = await db
        .select({ document: libraryDocuments, file: storedFiles })
        .from(libraryDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
        .where(eq(libraryDocuments.id, id))
        .limit(1);
      return row;
    },
    async insert(tx: Db | Tx, values: typeof libraryDocuments.$inferInsert) {
      return (await insertOne(tx, libraryDocuments, values)).id;
    },
    async setArchived(id: number, archived: boolean) {
      const [row] = await db
        .update(libraryDocuments)
        .set({ archivedAt: archived ? new Date() : null })
        .where(eq(libraryDocuments.id, id))
        .returning({ id: libraryDocuments.id });
      return row?.id;
    },
    async recordDownload(documentId: number, username: string, confidential: boolean) {
      await db.insert(documentDownloads).values({ documentId, username, confidential });
    },
    async all(includeConfidential: boolean) {
      return db
        .select(listed)
        .from(libraryDocuments)
        .innerJoin(storedFiles, eq(storedFiles.id, libraryDocuments.fileId))
        .where(includeConfidential ? undefined : eq(libraryDocuments.isConfidential, false))
        .orderBy(desc(libraryDocuments.uploadedAt));
    },
    async signIns(succeeded: boolean, limit = 20) {
      return db
        .select({
          username: loginAttempts.username,
          ipAddress: loginAttempts.ipAddress,
          at: loginAttempts.at,
        })
        .from(loginAttempts)
        .where(eq(loginAttempts.succeeded, succeeded))
        .orderBy(desc(loginAttempts.at))
        .limit(limit);
    },
    async confidentialDownloads(limit = 20) {
      return db
        .select({
          title: libraryDocuments.title,
          username: documentDownloads.username,
          at: documentDownloads.at,
        })
        .from(documentDownloads)
        .innerJoin(libraryDocuments, eq(libraryDocuments.id, documentDownloads.documentId))
        .where(eq(documentDownloads.confidential, true))
        .orderBy(desc(documentDownloads.at))
        .limit(limit);
    },
  };
}
export type DocumentStore = ReturnType<typeof documentStore>;
