import { changedOnCommit, type Db, type Tx } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { INSPECTION_REQUESTS_SCOPE } from './inspection-requests.ts';
import { stormBanner } from './schema.ts';

const ROW = 1;

/**
 * Keeps the newest announced switch; an older one arriving late changes nothing. The office's
 * inspection list is ordered by it, so its read version moves too.
 */
export async function keepStormBanner(tx: Tx, banner: { on: boolean; changedAt: string }) {
  const values = { id: ROW, isOn: banner.on, changedAt: new Date(banner.changedAt) };
  changedOnCommit(tx, INSPECTION_REQUESTS_SCOPE);
  await tx
    .insert(stormBanner)
    .values(values)
    .onConflictDoUpdate({
      target: stormBanner.id,
      set: values,
      setWhere: sql`${stormBanner.changedAt} <= excluded.changed_at`,
    });
}

/** Whether the storm banner is on now, as last announced (off until the first switch). */
export async function stormBannerOn(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ isOn: stormBanner.isOn })
    .from(stormBanner)
    .where(eq(stormBanner.id, ROW));
  return row?.isOn ?? false;
}
