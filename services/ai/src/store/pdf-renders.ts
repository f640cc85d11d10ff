import type { Db } from '@roofing/platform';
import { and, eq, lt, sql } from 'drizzle-orm';
import { pdfRenders } from './schema.ts';

/** The AI service's queries on PDF renders (a document waiting to be printed, then its PDF). */
export function renderStore(db: Db) {
  return {
    async insert(render: {
      id: string;
      documentType: string;
      html: string;
      requestedBy: string | null;
    }) {
      await db.insert(pdfRenders).values(render);
    },

    /** The state the waiting request polls (no PDF bytes). */
    async state(id: string) {
      const [row] = await db
        .select({ status: pdfRenders.status, error: pdfRenders.error })
        .from(pdfRenders)
        .where(eq(pdfRenders.id, id))
        .limit(1);
      return row;
    },

    async finished(id: string) {
      const [row] = await db
        .select({
          pdf: pdfRenders.pdf,
          pageCount: pdfRenders.pageCount,
          documentType: pdfRenders.documentType,
        })
        .from(pdfRenders)
        .where(and(eq(pdfRenders.id, id), eq(pdfRenders.status, 'ready')))
        .limit(1);
      return row?.pdf ? { ...row, pdf: row.pdf } : undefined;
    },

    /** What the worker prints. */
    async forPrinting(id: string) {
      const [row] = await db
        .select({ html: pdfRenders.html, status: pdfRenders.status })
        .from(pdfRenders)
        .where(eq(pdfRenders.id, id))
        .limit(1);
      return row;
    },

    async storePdf(id: string, printed: { pdf: Buffer; pageCount: number }) {
      await db
        .update(pdfRenders)
        .set({ ...printed, status: 'ready', error: null, finishedAt: sql`now()` })
        .where(eq(pdfRenders.id, id));
    },

    async markFailed(id: string, error: string) {
      await db
        .update(pdfRenders)
        .set({ status: 'failed', error: error.slice(0, 2000), finishedAt: sql`now()` })
        .where(eq(pdfRenders.id, id));
    },

    /**
     * Renders are handed to the browser once; they (and their HTML, which may hold a customer's
     * details) are deleted after `hours`.
     */
    async pruneOlderThan(hours: number): Promise<number> {
      const rows = await db
        .delete(pdfRenders)
        .where(lt(pdfRenders.createdAt, sql`now() - make_interval(hours => ${hours})`))
        .returning({ id: pdfRenders.id });
      return rows.length;
    },
  };
}
export type RenderStore = ReturnType<typeof renderStore>;
