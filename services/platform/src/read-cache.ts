import type { Database } from './database/index.ts';

/**
 * Rows read again and again by key (an estimate looked up by its number), kept in this process
 * while nothing changed them. Embedded only: there the one database is PGlite in this process, its
 * one connection runs every statement in turn, and a NOTIFY from a trigger on the table reaches
 * this process as the changing transaction commits (before its caller goes on), whoever wrote
 * (any service, job, migration or hand-made SQL). With PostgreSQL every call loads: another
 * process or replica may change the row, and a notice missed while the listening connection was
 * lost would leave a stale answer.
 */
export interface ReadCache<V> {
  /** The row under `key`: the kept one, or `load()`'s (kept when found and nothing changed meanwhile). */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
}

/** Rows kept at most; past it the oldest goes (a burst of distinct numbers cannot grow memory). */
const MAX_ROWS = 5000;

/**
 * A cache emptied whenever `channel` is notified (the table's statement-level trigger calls
 * `pg_notify(channel, '')` on every insert, update, delete or truncate).
 */
export async function createReadCache<V extends object>(
  database: Pick<Database, 'kind' | 'listen'>,
  channel: string,
  maxRows = MAX_ROWS,
): Promise<ReadCache<V>> {
  if (database.kind !== 'pglite') return { get: (_key, load) => load() };
  const rows = new Map<string, V>();
  // Bumped by every change: a load that started before a change may have read the old row, and
  // must not keep it (the notice may come before or after the load's answer is back).
  let generation = 0;
  await database.listen(channel, () => {
    generation++;
    rows.clear();
  });
  return {
    async get(key, load) {
      const kept = rows.get(key);
      if (kept) return kept;
      const startedAt = generation;
      const row = await load();
      if (row && generation === startedAt) {
        if (rows.size >= maxRows) rows.delete(rows.keys().next().value as string);
        // Shared by every caller from now on: nobody may change it.
        Object.freeze(row);
        rows.set(key, row);
      }
      return row;
    },
  };
}
