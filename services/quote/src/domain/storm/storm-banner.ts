import {
  type PublicStormBanner,
  STORM_BANNER_DEFAULT_SPANISH,
  type StormBanner,
  type StormBannerUpdate,
} from '@roofing/contracts/http/storm';
import { stormBannerChanged } from '@roofing/contracts/storm-events';
import type { ServiceContext, StaffIdentity } from '@roofing/platform';
import type { StormBannerChangeRow } from '../../store/schema.ts';
import type { StormStore } from '../../store/storm.ts';

/** The stored switch as staff read it; never switched reads as off. */
export function toStormBanner(row: StormBannerChangeRow | undefined): StormBanner {
  if (!row) return { on: false, text: null, textEs: null, changedBy: null, changedAt: null };
  return {
    on: row.isOn,
    text: row.text,
    textEs: row.textEs,
    changedBy: row.changedBy,
    changedAt: row.changedAt.toISOString(),
  };
}

/** What the public reads: the text in both languages while on, null while off. */
export function toPublicBanner(banner: StormBanner): PublicStormBanner {
  if (!banner.on || !banner.text) return null;
  return { text: banner.text, textEs: banner.textEs || STORM_BANNER_DEFAULT_SPANISH };
}

/**
 * Switches the banner on or off as the signed-in staff member, in one transaction with
 * `quote.storm-banner.changed`. Switching off keeps the last text, so switching on again can
 * start from it.
 */
export async function switchStormBanner(
  ctx: ServiceContext,
  store: StormStore,
  update: StormBannerUpdate,
  staff: StaffIdentity,
  correlationId: string,
): Promise<StormBanner> {
  return ctx.db.transaction(async (tx) => {
    const previous = await store.latest(tx);
    const text = update.text || previous?.text || null;
    const textEs = update.on
      ? update.textEs || null
      : update.textEs === undefined
        ? (previous?.textEs ?? null)
        : update.textEs || null;
    const row = await store.insert(tx, {
      isOn: update.on,
      text,
      textEs,
      changedBy: staff.username,
    });
    const banner = toStormBanner(row);
    await ctx.publish(
      tx,
      stormBannerChanged,
      { ...banner, changedBy: row.changedBy, changedAt: row.changedAt.toISOString() },
      correlationId,
    );
    return banner;
  });
}
