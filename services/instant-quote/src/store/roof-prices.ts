import type { OfficePricedMaterial } from '@roofing/contracts';
import { type Db, insertOne } from '@roofing/platform';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { type RoofPriceRow, roofPrices } from './schema.ts';

export type NewRoofPrice = typeof roofPrices.$inferInsert;

/** The price book's queries (see `roofPrices`). */
export function roofPriceStore(db: Db) {
  return {
    insert(values: NewRoofPrice): Promise<RoofPriceRow> {
      return insertOne(db, roofPrices, values);
    },
    /** The entry in force on `day` (YYYY-MM-DD): the latest effective on or before it. */
    async inForce(material: OfficePricedMaterial, day: string): Promise<RoofPriceRow | undefined> {
      const [row] = await db
        .select()
        .from(roofPrices)
        .where(and(eq(roofPrices.material, material), lte(roofPrices.effectiveFrom, day)))
        .orderBy(desc(roofPrices.effectiveFrom), desc(roofPrices.id))
        .limit(1);
      return row;
    },
    /** Every entry, newest effective date first (the latest set first on the same day). */
    history(): Promise<RoofPriceRow[]> {
      return db
        .select()
        .from(roofPrices)
        .orderBy(desc(roofPrices.effectiveFrom), desc(roofPrices.id), asc(roofPrices.material));
    },
  };
}
export type RoofPriceStore = ReturnType<typeof roofPriceStore>;
