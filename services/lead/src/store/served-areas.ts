import type { Db } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { servedZipCodes } from './schema.ts';

export function servedAreaStore(db: Db) {
  const areaByZip = db
    .select({ area: servedZipCodes.area })
    .from(servedZipCodes)
    .where(eq(servedZipCodes.zipCode, sql.placeholder('zip')))
    .limit(1)
    .prepare('lead_area_by_zip');
  return {
    async areaFor(zip: string): Promise<string | null> {
      return (await areaByZip.execute({ zip }))[0]?.area ?? null;
    },
    /** Copies in the ZIPs the code knows; ZIPs the office added stay. */
    async addMissing(rows: Array<{ zipCode: string; area: string }>) {
      await db.insert(servedZipCodes).values(rows).onConflictDoNothing();
    },
  };
}
