import {
  easternToday,
  INSTANT_QUOTE,
  type InstantQuoteMaterial,
  PRICED_BY_OFFICE,
  type RoofPrice,
  type SetRoofPrice,
} from '@roofing/contracts';
import { AppError, type StaffIdentity } from '@roofing/platform';
import type { RoofPriceStore } from '../store/roof-prices.ts';
import type { RoofPriceRow } from '../store/schema.ts';

/**
 * The instant quote's price book (issue 25). Shingle is the spec's published $550 a square, in
 * force since the price book opened; tile, metal and flat are the office's entries, each from an
 * Eastern calendar day on, so a price can be announced ahead without touching today's quotes.
 */

/** The day the price book opened (its opening list and shingle's published price). */
export const PRICE_BOOK_OPENED = '2026-01-01';

/** Shingle's entry: the spec's constant, set by nobody. */
export const SHINGLE_PRICE: RoofPrice = {
  material: 'shingle',
  pricePerSquare: INSTANT_QUOTE.pricePerSquare,
  effectiveFrom: PRICE_BOOK_OPENED,
  setBy: null,
  createdAt: `${PRICE_BOOK_OPENED}T05:00:00.000Z`,
};

export const toRoofPrice = (row: RoofPriceRow): RoofPrice => ({
  material: row.material,
  pricePerSquare: row.pricePerSquare,
  effectiveFrom: row.effectiveFrom,
  setBy: row.setBy,
  createdAt: row.createdAt.toISOString(),
});

/** The price of a material in force on an Eastern day (today unless said). */
export async function priceInForce(
  store: RoofPriceStore,
  material: InstantQuoteMaterial,
  day = easternToday(),
): Promise<RoofPrice> {
  if (material === 'shingle') return SHINGLE_PRICE;
  const row = await store.inForce(material, day);
  // The opening list is seeded by the migration; a book without it is broken, not a free roof.
  if (!row) throw new AppError('INTERNAL', `No ${material} price is in force on ${day}`);
  return toRoofPrice(row);
}

/** Every material's price today, shingle first. */
export async function currentPrices(store: RoofPriceStore, day = easternToday()) {
  const office = await Promise.all(
    PRICED_BY_OFFICE.map((material) => priceInForce(store, material, day)),
  );
  return [SHINGLE_PRICE, ...office];
}

/** The whole book, newest effective date first; shingle's published price last. */
export async function priceHistory(store: RoofPriceStore): Promise<RoofPrice[]> {
  return [...(await store.history()).map(toRoofPrice), SHINGLE_PRICE];
}

/**
 * A new price from a day on. The day is today or later in Florida: a price cannot be put in
 * force in the past, where quotes were already made at the old one.
 */
export async function setRoofPrice(
  store: RoofPriceStore,
  input: SetRoofPrice,
  staff: StaffIdentity,
): Promise<RoofPrice> {
  const today = easternToday();
  if (input.effectiveFrom < today) {
    const message = `Effective date must be today (${today}) or later: quotes already made keep their price`;
    throw new AppError('VALIDATION_FAILED', message, { effectiveFrom: message });
  }
  const row = await store.insert({
    material: input.material,
    pricePerSquare: input.pricePerSquare,
    effectiveFrom: input.effectiveFrom,
    setBy: staff.displayName || staff.username,
  });
  return toRoofPrice(row);
}
