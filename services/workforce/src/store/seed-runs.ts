import type { Db, Tx } from '@roofing/platform';
import { seedRuns } from './schema.ts';

/**
 * Runs `seed` once in the life of the database: its name is recorded in the same transaction
 * as its rows, so a restart does not repeat it, a failed seed leaves nothing behind and runs
 * again next start, and a second replica starting at the same moment waits on the first's row
 * and then skips. Answers whether it ran now.
 */
export async function seedOnce(
  db: Db,
  name: string,
  seed: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seedRuns)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: seedRuns.name });
    if (claimed.length === 0) return false;
    await seed(tx);
    return true;
  });
}
