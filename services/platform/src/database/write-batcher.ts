/**
 * Group commit for small writes that many jobs of one process make side by side (an e-mail marked
 * delivered, an owed job settled). The first write goes to the database at once, alone; the writes
 * asked for while it is on its way wait and then go together in one statement, and so on. Nothing
 * is delayed when the process is quiet, and under load one round trip and one commit (a WAL flush)
 * serve several jobs. Each caller's promise settles only once the statement holding its item has
 * committed (or failed), so a caller may rely on its write exactly as on a statement of its own.
 *
 * A batch that fails is tried again one item at a time, so an item the database refuses fails
 * alone and the others in its batch still succeed.
 */
export interface WriteBatcher<T> {
  /** Resolves once `item` is written (in a batch or alone); rejects with that statement's error. */
  write(item: T): Promise<void>;
}

export function createWriteBatcher<T>(
  /** Writes every item in one statement (at most `max` of them). */
  writeAll: (items: T[]) => Promise<void>,
  options: { max?: number } = {},
): WriteBatcher<T> {
  const max = options.max ?? 100;
  type Waiting = { item: T; resolve: () => void; reject: (error: unknown) => void };
  let queued: Waiting[] = [];
  let inFlight = false;

  async function flush() {
    inFlight = true;
    while (queued.length > 0) {
      const batch = queued.slice(0, max);
      queued = queued.slice(max);
      try {
        await writeAll(batch.map((waiting) => waiting.item));
        for (const waiting of batch) waiting.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]?.reject(error);
        else {
          // One bad item must not fail the jobs that happened to share its statement.
          for (const waiting of batch) {
            await writeAll([waiting.item]).then(waiting.resolve, waiting.reject);
          }
        }
      }
    }
    inFlight = false;
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queued.push({ item, resolve, reject });
        if (!inFlight) void flush();
      });
    },
  };
}
