import { createHash } from 'node:crypto';
import type { Db } from '@roofing/platform';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { speechClips } from './schema.ts';

/** The cache key of a clip: SHA-256 (hex) of `voice \n text`. */
export const clipKeyOf = (voice: string, text: string) =>
  createHash('sha256').update(`${voice}\n${text}`).digest('hex');

/** A clip's state without its audio (what the waiting web tier polls). */
const stateColumns = {
  status: speechClips.status,
  updatedAt: speechClips.updatedAt,
  error: speechClips.error,
};
export interface ClipState {
  status: string;
  updatedAt: Date;
  error: string | null;
}

/** The AI service's queries on cached speech. */
export function clipStore(db: Db) {
  return {
    /** The clip's state, after writing it `pending` when it is new. */
    async ensure(clip: { key: string; text: string; voice: string }): Promise<ClipState> {
      const [inserted] = await db
        .insert(speechClips)
        .values(clip)
        .onConflictDoNothing()
        .returning(stateColumns);
      if (inserted) return inserted;
      const state = await this.state(clip.key);
      if (!state) throw new Error('speech clip vanished while being requested');
      return state;
    },

    async state(key: string): Promise<ClipState | undefined> {
      const [row] = await db
        .select(stateColumns)
        .from(speechClips)
        .where(eq(speechClips.key, key))
        .limit(1);
      return row;
    },

    /**
     * Another try for a clip that failed before `failedBefore`, or has been pending since before
     * `pendingBefore` (its job was lost or gave up): back to `pending` with a new `updatedAt`,
     * which gives it a new job id. Answers the new state, or undefined when there was nothing to
     * reopen (it failed recently, or another request reopened it first).
     */
    async reopen(
      key: string,
      limits: { failedBefore: Date; pendingBefore: Date },
    ): Promise<ClipState | undefined> {
      const [row] = await db
        .update(speechClips)
        .set({ status: 'pending', error: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(speechClips.key, key),
            or(
              and(eq(speechClips.status, 'failed'), lt(speechClips.updatedAt, limits.failedBefore)),
              and(
                eq(speechClips.status, 'pending'),
                lt(speechClips.updatedAt, limits.pendingBefore),
              ),
            ),
          ),
        )
        .returning(stateColumns);
      return row;
    },

    /** The audio of a ready clip, noting that it was served (unused clips are pruned). */
    async audio(key: string) {
      const [row] = await db
        .update(speechClips)
        .set({ lastServedAt: sql`now()` })
        .where(and(eq(speechClips.key, key), eq(speechClips.status, 'ready')))
        .returning({
          audio: speechClips.audio,
          contentType: speechClips.contentType,
          engine: speechClips.engine,
        });
      return row?.audio ? { ...row, audio: row.audio } : undefined;
    },

    /** What the worker needs to speak a clip. */
    async forRendering(key: string) {
      const [row] = await db
        .select({ text: speechClips.text, voice: speechClips.voice, status: speechClips.status })
        .from(speechClips)
        .where(eq(speechClips.key, key))
        .limit(1);
      return row;
    },

    async storeAudio(key: string, spoken: { audio: Buffer; contentType: string; engine: string }) {
      await db
        .update(speechClips)
        .set({ ...spoken, status: 'ready', error: null, updatedAt: sql`now()` })
        .where(eq(speechClips.key, key));
    },

    async markFailed(key: string, error: string) {
      await db
        .update(speechClips)
        .set({ status: 'failed', error: error.slice(0, 2000), updatedAt: sql`now()` })
        .where(eq(speechClips.key, key));
    },

    /** Deletes clips nobody asked for in `days` days; answers how many. */
    async pruneUnused(days: number): Promise<number> {
      const rows = await db
        .delete(speechClips)
        .where(lt(speechClips.lastServedAt, sql`now() - make_interval(days => ${days})`))
        .returning({ key: speechClips.key });
      return rows.length;
    },
  };
}
export type ClipStore = ReturnType<typeof clipStore>;
