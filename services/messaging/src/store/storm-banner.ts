import {
  type PublicStormBanner,
  STORM_BANNER_DEFAULT_SPANISH,
} from '@roofing/contracts/http/storm';
import type { Db, Tx } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { stormBanner } from './schema.ts';

const ROW = 1;

/** Keeps the newest announced switch; an older one arriving late changes nothing. */
export async function keepStormBanner(
  tx: Tx,
  banner: { on: boolean; text: string | null; textEs: string | null; changedAt: string },
) {
  const values = {
    id: ROW,
    isOn: banner.on,
    text: banner.text,
    textEs: banner.textEs,
    changedAt: new Date(banner.changedAt),
  };
  await tx
    .insert(stormBanner)
    .values(values)
    .onConflictDoUpdate({
      target: stormBanner.id,
      set: values,
      setWhere: sql`${stormBanner.changedAt} <= excluded.changed_at`,
    });
}

/** The banner e-mails carry now: both languages while on, null while off. */
export async function currentStormBanner(db: Db): Promise<PublicStormBanner> {
  const [row] = await db.select().from(stormBanner).where(eq(stormBanner.id, ROW));
  return stormBannerOf(row);
}

/**
 * The banner a stored row stands for (no row: off), for reads that fetch the row together with
 * something else in one statement (the e-mail job's first read).
 */
export function stormBannerOf(
  row: { isOn: boolean | null; text: string | null; textEs: string | null } | undefined,
): PublicStormBanner {
  if (!row?.isOn || !row.text) return null;
  return { text: row.text, textEs: row.textEs || STORM_BANNER_DEFAULT_SPANISH };
}
