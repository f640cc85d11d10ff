import {
  addCalendarDays,
  easternToday,
  type InstantQuoteGeneratedData,
  type RoofPrice,
} from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { priceInForce } from '../src/domain/roof-prices.ts';
import { roofPriceStore } from '../src/store/roof-prices.ts';
import { callAs, instantQuoteRequest, OFFICE, refusedFields } from './support/calls.ts';
import { useInstantQuoteService } from './support/service.ts';

/** The price book: the public list, the office's history and new prices, and quotes using them. */
const instantQuote = useInstantQuoteService();

const ADMIN = {
  ...OFFICE,
  userId: 1,
  username: 'admin',
  displayName: 'Site Admin',
  role: 'admin' as const,
};
const MANAGER = {
  ...OFFICE,
  userId: 7,
  username: 'lee.manager',
  displayName: 'Lee Manager',
  permissions: ['pricing'],
};

const today = () => easternToday();
const current = async (): Promise<RoofPrice[]> => {
  const response = await callAs(instantQuote.svc, null, 'GET', '/api/roof-prices');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().prices;
};
const priceOf = async (material: string) =>
  (await current()).find((price) => price.material === material) as RoofPrice;
const setPrice = (who: typeof OFFICE | null, body: unknown) =>
  callAs(instantQuote.svc, who, 'POST', '/api/roof-prices', body);
const history = async (): Promise<RoofPrice[]> => {
  const response = await callAs(instantQuote.svc, OFFICE, 'GET', '/api/roof-prices/history');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().entries;
};
async function quote(material: string, roofSquares = 20) {
  const response = await callAs(instantQuote.svc, null, 'POST', '/api/instant-quotes', {
    ...instantQuoteRequest({ roofSquares }),
    material,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('GET /api/roof-prices (public)', () => {
  it('lists the opening price list, shingle first at the published $550', async () => {
    const prices = await current();
    expect(prices.map((price) => price.material)).toEqual(['shingle', 'tile', 'metal', 'flat']);
    expect(prices).toEqual([
      expect.objectContaining({ material: 'shingle', pricePerSquare: 550, setBy: null }),
      expect.objectContaining({
        material: 'tile',
        pricePerSquare: 1150,
        effectiveFrom: '2026-01-01',
        setBy: null,
      }),
      expect.objectContaining({
        material: 'metal',
        pricePerSquare: 1250,
        effectiveFrom: '2026-01-01',
        setBy: null,
      }),
      expect.objectContaining({
        material: 'flat',
        pricePerSquare: 800,
        effectiveFrom: '2026-01-01',
        setBy: null,
      }),
    ]);
  });
});

describe('who may read and set prices', () => {
  const body = () => ({
    material: 'flat',
    pricePerSquare: 820,
    effectiveFrom: addCalendarDays(today(), 30),
  });

  it('refuses anonymous callers (401) on the history and on a new price', async () => {
    expect(
      (await callAs(instantQuote.svc, null, 'GET', '/api/roof-prices/history')).statusCode,
    ).toBe(401);
    expect((await setPrice(null, body())).statusCode).toBe(401);
  });

  it('refuses staff without the pricing permission (403) and a write without the CSRF token', async () => {
    const refused = await setPrice(OFFICE, body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Only an administrator or a manager with the pricing permission can set roof prices.',
    );
    expect((await setPrice({ ...MANAGER, csrf: false }, body())).statusCode).toBe(403);
    expect((await setPrice({ ...ADMIN, csrf: false }, body())).statusCode).toBe(403);
  });

  it('lets an admin and a manager with the pricing permission set one (201), named in the history', async () => {
    const byAdmin = await setPrice(ADMIN, body());
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    expect(byAdmin.json()).toMatchObject({
      material: 'flat',
      pricePerSquare: 820,
      setBy: 'Site Admin',
    });
    const byManager = await setPrice(MANAGER, { ...body(), pricePerSquare: 830 });
    expect(byManager.statusCode, byManager.body).toBe(201);
    const entries = await history();
    // Newest effective date first; on the same day, the latest set first.
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ material: 'flat', pricePerSquare: 830, setBy: 'Lee Manager' }),
      expect.objectContaining({ material: 'flat', pricePerSquare: 820, setBy: 'Site Admin' }),
    ]);
    expect(entries.at(-1)).toMatchObject({ material: 'shingle', pricePerSquare: 550 });
    expect(
      entries
        .filter((entry) => entry.setBy === null)
        .map((entry) => entry.material)
        .sort(),
    ).toEqual(['flat', 'metal', 'shingle', 'tile']);
  });
});

describe('POST /api/roof-prices validation', () => {
  it('refuses shingle (the published price), a price out of range and a date that is not one', async () => {
    expect(
      await refusedFields(
        await setPrice(ADMIN, { material: 'shingle', pricePerSquare: 600, effectiveFrom: today() }),
      ),
    ).toEqual({
      material:
        'Only tile, metal, flat prices are set here; shingle is the published $550 a square',
    });
    expect(
      await refusedFields(
        await setPrice(ADMIN, {
          material: 'tile',
          pricePerSquare: 99.5,
          effectiveFrom: '2026-02-30',
        }),
      ),
    ).toEqual({
      pricePerSquare: 'Price per square must be a whole number between 100 and 5000',
      effectiveFrom: 'Effective date must be a real calendar date (that day does not exist)',
    });
    expect(Object.keys(await refusedFields(await setPrice(ADMIN, {})))).toEqual([
      'material',
      'pricePerSquare',
      'effectiveFrom',
    ]);
  });

  it('refuses a day before today in Florida: quotes already made keep their price', async () => {
    const yesterday = addCalendarDays(today(), -1);
    expect(
      await refusedFields(
        await setPrice(ADMIN, { material: 'tile', pricePerSquare: 1200, effectiveFrom: yesterday }),
      ),
    ).toEqual({
      effectiveFrom: `Effective date must be today (${today()}) or later: quotes already made keep their price`,
    });
    expect((await history()).some((entry) => entry.effectiveFrom === yesterday)).toBe(false);
  });
});

describe('effective dates and the price a quote uses', () => {
  it('keeps a future price out of today’s list and quotes, and applies it from its day', async () => {
    const nextWeek = addCalendarDays(today(), 7);
    const before = await priceOf('tile');
    const set = await setPrice(MANAGER, {
      material: 'tile',
      pricePerSquare: 1400,
      effectiveFrom: nextWeek,
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(await priceOf('tile')).toEqual(before);
    const quoted = await quote('tile');
    expect(quoted).toMatchObject({
      material: 'tile',
      roofType: 'Tile',
      pricePerSquare: before.pricePerSquare,
      priceEffectiveFrom: before.effectiveFrom,
      totalPrice: 20 * before.pricePerSquare,
    });
    // On its day (and after) the new price is the one in force; the day before, the old one.
    const store = roofPriceStore(instantQuote.svc.runtime.database.db);
    expect(await priceInForce(store, 'tile', nextWeek)).toMatchObject({ pricePerSquare: 1400 });
    expect(await priceInForce(store, 'tile', addCalendarDays(nextWeek, 40))).toMatchObject({
      pricePerSquare: 1400,
    });
    expect(await priceInForce(store, 'tile', addCalendarDays(nextWeek, -1))).toEqual(before);
  });

  it('applies a price set from today at once: the quote stores it, its day and the material', async () => {
    const set = await setPrice(ADMIN, {
      material: 'metal',
      pricePerSquare: 1310,
      effectiveFrom: today(),
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(await priceOf('metal')).toMatchObject({ pricePerSquare: 1310, effectiveFrom: today() });
    const quoted = await quote('metal', 30);
    expect(quoted).toMatchObject({
      material: 'metal',
      roofType: 'Metal (standing seam)',
      pricePerSquare: 1310,
      priceEffectiveFrom: today(),
      totalPrice: 30 * 1310,
    });
    const event = await instantQuote.svc.waitForEvent<InstantQuoteGeneratedData>(
      'instantquote.quote.generated',
      (candidate) => candidate.data.estimateNumber === quoted.estimateNumber,
    );
    expect(event.data).toMatchObject({
      material: 'metal',
      pricePerSquare: 1310,
      totalPrice: 39300,
    });
    // A later price does not change the quote already made.
    await setPrice(ADMIN, { material: 'metal', pricePerSquare: 1320, effectiveFrom: today() });
    const tracked = await callAs(
      instantQuote.svc,
      null,
      'GET',
      `/api/instant-quotes/${quoted.estimateNumber}`,
    );
    expect(tracked.json()).toMatchObject({ pricePerSquare: 1310, totalPrice: 39300 });
  });

  it('prices shingle at the published $550 whatever the book holds, and by default', async () => {
    const response = await callAs(
      instantQuote.svc,
      null,
      'POST',
      '/api/instant-quotes',
      instantQuoteRequest({ roofSquares: 10 }),
    );
    expect(response.json()).toMatchObject({
      material: 'shingle',
      roofType: 'Shingle',
      pricePerSquare: 550,
      totalPrice: 5500,
      priceEffectiveFrom: '2026-01-01',
    });
  });

  it('refuses an unknown material', async () => {
    const response = await callAs(instantQuote.svc, null, 'POST', '/api/instant-quotes', {
      ...instantQuoteRequest(),
      material: 'slate',
    });
    expect(await refusedFields(response)).toEqual({
      material: 'Roof material must be one of: shingle, tile, metal, flat',
    });
  });
});
