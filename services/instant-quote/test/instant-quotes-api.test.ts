import {
  INSTANT_QUOTE_NUMBER_PATTERN,
  type InstantQuoteGeneratedData,
  type RoofPitch,
} from '@roofing/contracts';
import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';
import { postgresErrorCode } from '@roofing/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { InstantQuoteSettingsSchema } from '../src/config.ts';
import { instantQuoteService } from '../src/service.ts';
import { instantQuoteStore } from '../src/store/instant-quotes.ts';
import { instantQuoteRequest, refusedFields } from './support/calls.ts';
import { bowTie, JAX_BEACH, offset, rectangle, rowOfFaces, satellite } from './support/outlines.ts';
import { measuredMargin, rangeOf } from './support/range.ts';
import { useInstantQuoteService } from './support/service.ts';

/** The instant-quote service on its own: it prices, stores, announces and looks quotes up. */
const instantQuote = useInstantQuoteService();

const post = (body: unknown) =>
  instantQuote.svc.app.inject({
    method: 'POST',
    url: '/api/instant-quotes',
    payload: body as object,
  });
const lookup = (number: string) =>
  instantQuote.svc.app.inject({
    method: 'GET',
    url: `/api/instant-quotes/${encodeURIComponent(number)}`,
  });

async function created(body: unknown) {
  const response = await post(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const traced = (pitch: RoofPitch, outline = rectangle(20, 15)) =>
  instantQuoteRequest({ roofSquares: undefined, measurement: satellite(pitch, outline) });

describe('POST /api/instant-quotes with the roof size entered', () => {
  it('answers 201 with the stored quote: squares × $550, Shingle, FL, quote_generated', async () => {
    const request = instantQuoteRequest({ roofSquares: 24 });
    const quote = await created(request);
    expect(quote.estimateNumber).toMatch(INSTANT_QUOTE_NUMBER_PATTERN);
    expect(quote).toMatchObject({
      customerName: request.customerName,
      customerEmail: request.customerEmail,
      customerPhone: '(904) 555-0117',
      address: '318 3rd Ave N',
      city: 'Jacksonville Beach',
      state: 'FL',
      zipCode: '32250',
      roofSquares: 24,
      pricePerSquare: 550,
      totalPrice: 13200,
      roofType: 'Shingle',
      status: 'quote_generated',
      notes: null,
      measurement: null,
      needsReview: false,
    });
    expect(Number.isNaN(Date.parse(quote.createdAt))).toBe(false);
    expect(quote).not.toHaveProperty('id');
  });

  it('keeps phone, city and ZIP optional (stored as null) and rounds to whole squares', async () => {
    const quote = await created({
      customerName: 'Owen Pike',
      customerEmail: 'owen.pike@example.com',
      address: '44 Seagate Ave',
      roofSquares: 18.4,
      customerPhone: '',
    });
    expect(quote).toMatchObject({ customerPhone: null, city: null, zipCode: null });
    expect(quote).toMatchObject({ roofSquares: 18, totalPrice: 9900 });
  });

  it('publishes instantquote.quote.generated with the quote, correlated to the request', async () => {
    const response = await post(instantQuoteRequest({ roofSquares: 30 }));
    const quote = response.json();
    const event = await instantQuote.svc.waitForEvent<InstantQuoteGeneratedData>(
      'instantquote.quote.generated',
      (candidate) => candidate.data.estimateNumber === quote.estimateNumber,
    );
    expect(event).toMatchObject({
      version: 1,
      source: 'instant-quote',
      correlationId: response.headers['x-request-id'],
    });
    expect(event.data).toMatchObject({
      customerEmail: quote.customerEmail,
      roofSquares: 30,
      totalPrice: 16500,
      measurement: null,
      needsReview: false,
      generatedAt: quote.createdAt,
    });
  });
});

describe('POST /api/instant-quotes with a satellite outline', () => {
  it('measures a 20 m × 15 m roof at 6/12: 3,229 sq ft plan, × 1.118, 36 squares, $19,800', async () => {
    // The browser's own roof size is never trusted next to an outline.
    const quote = await created({ ...traced('6/12'), roofSquares: 5 });
    expect(quote).toMatchObject({ roofSquares: 36, totalPrice: 19800, needsReview: false });
    expect(quote.measurement).toMatchObject({
      method: 'satellite',
      pitch: '6/12',
      faces: 1,
      pitchFactor: 1.118,
      squares: 36,
      range: rangeOf(19800),
      confidence: 'high',
      reviewReasons: [],
    });
    expect(Math.abs(quote.measurement.planAreaSqFt - 3229)).toBeLessThanOrEqual(4);
    expect(quote.measurement).not.toHaveProperty('outlines');
  });

  it("is as wide as the default imagery's calibrated margin when no resolution is set", async () => {
    // SATELLITE_IMAGERY_GSD_M unset: the keyless default USGS tiles, about 2 m a pixel.
    const quote = await created(traced('6/12'));
    const { low, high } = quote.measurement.range;
    expect(quote.measurement.range).toEqual(rangeOf(19800, measuredMargin(2.1)));
    expect(TRACE_CALIBRATION.baseMargin).toBe(measuredMargin(2.1));
    expect(Math.round(((high - low) / 2 / 19800) * 100) / 100).toBeCloseTo(measuredMargin(2.1), 2);
  });

  it('takes the footprint alone for a flat roof (factor 1.0, 32 squares)', async () => {
    const quote = await created(traced('flat'));
    expect(quote.measurement).toMatchObject({ pitchFactor: 1, squares: 32 });
    expect(quote.totalPrice).toBe(32 * 550);
  });

  it('adds several faces together', async () => {
    const quote = await created(
      instantQuoteRequest({
        roofSquares: undefined,
        measurement: { method: 'satellite', pitch: 'flat', outlines: rowOfFaces(4) },
      }),
    );
    expect(quote.measurement).toMatchObject({ faces: 4, squares: 13 });
  });

  it.each([
    ['a steep pitch', traced('10/12'), ['steep-pitch']],
    ['over 60 squares', traced('flat', rectangle(40, 25)), ['large-roof']],
    [
      'more than 6 faces',
      instantQuoteRequest({
        roofSquares: undefined,
        measurement: { method: 'satellite', pitch: '4/12', outlines: rowOfFaces(7) },
      }),
      ['many-faces'],
    ],
    ['a self-intersecting outline', traced('6/12', bowTie(20, 15)), ['self-intersecting-outline']],
  ])('flags %s for review and widens the range', async (_case, body, reasons) => {
    const quote = await created(body);
    expect(quote.needsReview).toBe(true);
    expect(quote.measurement.reviewReasons).toEqual(reasons);
    expect(quote.measurement.confidence).not.toBe('high');
    const row = await instantQuoteStore(instantQuote.svc.runtime.database.db).findByNumber(
      quote.estimateNumber,
    );
    expect(row?.needsReview).toBe(true);
    expect(row?.measurement?.outlines.length).toBeGreaterThan(0);
  });

  it('refuses a traced roof under one square with the spec message', async () => {
    const tiny = [JAX_BEACH, offset(JAX_BEACH, 2, 0), offset(JAX_BEACH, 2, 2)];
    expect(await refusedFields(await post(traced('flat', tiny)))).toEqual({
      measurement: 'Roof size must be at least 1 square.',
    });
  });
});

describe('validation', () => {
  it('names every missing field at once', async () => {
    expect(await refusedFields(await post({}))).toEqual({
      customerName: 'Name is required',
      customerEmail: 'Email is required',
      address: 'Street address is required',
      roofSquares: 'Roof size is required: enter it in squares or trace the roof',
    });
  });

  it('says "Roof size must be at least 1 square." below one square', async () => {
    for (const roofSquares of [0, 0.4, -3])
      expect(await refusedFields(await post(instantQuoteRequest({ roofSquares })))).toEqual({
        roofSquares: 'Roof size must be at least 1 square.',
      });
  });

  it('refuses a bad e-mail, phone, ZIP, pitch, outline and control characters', async () => {
    const fields = await refusedFields(
      await post({
        ...traced('6/12', [JAX_BEACH, offset(JAX_BEACH, 9, 0)]),
        customerName: 'Renata\u0000Alvarez',
        customerEmail: 'renata@',
        customerPhone: '555',
        zipCode: '3225',
      }),
    );
    expect(fields).toEqual({
      customerName: 'Name contains characters that are not allowed',
      customerEmail: 'Enter a valid e-mail address',
      customerPhone: 'Enter a phone number with at least 7 digits',
      zipCode: 'Enter a 5-digit ZIP code',
      'measurement.outline': 'Trace the roof with at least 3 points',
    });
    const badPitch = {
      ...traced('6/12'),
      measurement: { ...satellite('6/12', rectangle(9, 9)), pitch: '13/12' },
    };
    expect(Object.keys(await refusedFields(await post(badPitch)))).toEqual(['measurement.pitch']);
    const both = {
      ...traced('6/12'),
      measurement: { ...satellite('6/12', rectangle(9, 9)), outlines: [rectangle(9, 9)] },
    };
    expect(await refusedFields(await post(both))).toEqual({
      'measurement.faces': 'Send the traced faces, or one outline, or a list of outlines',
    });
  });

  it('stores nothing and publishes nothing for a refused request', async () => {
    const customerEmail = 'refused.quote@example.com';
    await refusedFields(await post(instantQuoteRequest({ customerEmail, roofSquares: 0 })));
    await refusedFields(await post({ ...traced('6/12', [JAX_BEACH]), customerEmail }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const mine = (event: { data: unknown }) =>
      (event.data as InstantQuoteGeneratedData).customerEmail === customerEmail;
    expect(instantQuote.svc.published.filter(mine)).toEqual([]);
    const { rows } = await instantQuoteStore(instantQuote.svc.runtime.database.db).list({
      page: 1,
      pageSize: 100,
    });
    expect(rows.filter((row) => row.customerEmail === customerEmail)).toEqual([]);
  });
});

describe('numbers', () => {
  it('gives each quote its own random IQ-######-### number, unique in the table', async () => {
    const numbers = new Set<string>();
    for (let i = 0; i < 8; i++) numbers.add((await created(instantQuoteRequest())).estimateNumber);
    expect(numbers.size).toBe(8);
    // The unique constraint the bounded retry relies on: a repeated number is refused.
    const [number] = [...numbers];
    const store = instantQuoteStore(instantQuote.svc.runtime.database.db);
    const duplicate = instantQuote.svc.runtime.database.db.transaction((tx) =>
      store.insert(tx, {
        estimateNumber: number as string,
        customerName: 'Dup',
        customerEmail: 'dup@example.com',
        address: '1 Dup St',
        roofSquares: 1,
        totalPrice: 550,
        priceEffectiveFrom: '2026-01-01',
      }),
    );
    await expect(duplicate).rejects.toSatisfy((error) => postgresErrorCode(error) === '23505');
  });
});

describe('GET /api/instant-quotes/:estimateNumber', () => {
  it('finds a quote in any letter case, contact details masked, never cached', async () => {
    const quote = await created(
      instantQuoteRequest({
        customerEmail: 'renata.alvarez@example.com',
        customerPhone: '904-555-0117',
      }),
    );
    for (const number of [
      quote.estimateNumber,
      quote.estimateNumber.toLowerCase(),
      ` ${quote.estimateNumber} `,
    ]) {
      const response = await lookup(number);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const found = response.json();
      expect(found).toMatchObject({
        estimateNumber: quote.estimateNumber,
        customerName: quote.customerName,
        customerEmail: 'r•••@example.com',
        customerPhone: '(•••) •••-0117',
        address: `••• ${quote.address.replace(/^\d+\s+/, '')}`,
        totalPrice: quote.totalPrice,
        status: 'quote_generated',
      });
      expect(JSON.stringify(found)).not.toContain('renata.alvarez');
    }
  });

  it('answers a JSON 404 with the spec message for an unknown or malformed number', async () => {
    for (const number of ['IQ-000000-000', 'IQ-12', 'SFR-ABCDEFGH', 'nonsense']) {
      const response = await lookup(number);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json().error).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No quote found with that estimate number. Please check the number and try again.',
      });
    }
  });
});

describe('POST /api/instant-quotes with faces at their own pitches (issue 25)', () => {
  /** Independent maths: the rectangles are laid out on @turf/area's sphere, so m² × ft²/m². */
  const SQ_FT_PER_M2 = 10.763910416709722;
  const factor = (rise: number) => Math.sqrt(1 + (rise / 12) ** 2);
  const twoFaces = {
    method: 'satellite' as const,
    faces: [
      { outline: rectangle(16, 12), pitch: '8/12' as const },
      { outline: rectangle(6, 12, offset(JAX_BEACH, 16, 0)), pitch: 'flat' as const },
    ],
    imageryDate: '2024-03-18',
  };

  it('measures each face and prices the sum, ignoring any size the browser sent', async () => {
    const quote = await created(instantQuoteRequest({ roofSquares: 3, measurement: twoFaces }));
    const steep = 16 * 12 * SQ_FT_PER_M2;
    const flat = 6 * 12 * SQ_FT_PER_M2;
    const squares = Math.round((steep * factor(8) + flat) / 100);
    // 2,067 sq ft × 1.202 + 775 sq ft = 3,260 sq ft of roof: 33 squares.
    expect(squares).toBe(33);
    expect(quote).toMatchObject({ roofSquares: squares, totalPrice: squares * 550 });
    expect(quote.measurement).toMatchObject({
      pitch: '8/12',
      faces: 2,
      squares,
      imageryDate: '2024-03-18',
      reviewReasons: ['mixed-pitches'],
    });
    const [first, second] = quote.measurement.faceAreas;
    expect(first.pitch).toBe('8/12');
    expect(Math.abs(first.planAreaSqFt - steep)).toBeLessThanOrEqual(3);
    expect(Math.abs(first.surfaceSqFt - steep * factor(8))).toBeLessThanOrEqual(3);
    expect(second.pitch).toBe('flat');
    expect(Math.abs(second.surfaceSqFt - flat)).toBeLessThanOrEqual(2);
    expect(quote.measurement.planAreaSqFt).toBe(first.planAreaSqFt + second.planAreaSqFt);
    expect(quote.needsReview).toBe(true);
  });

  it('quotes a tile roof at the price book’s tile price and sends a 3/12 tile face to review', async () => {
    const prices = (
      await instantQuote.svc.app.inject({ method: 'GET', url: '/api/roof-prices' })
    ).json().prices as Array<{ material: string; pricePerSquare: number; effectiveFrom: string }>;
    const tile = prices.find((price) => price.material === 'tile');
    const quote = await created(
      instantQuoteRequest({
        roofSquares: undefined,
        material: 'tile',
        measurement: {
          method: 'satellite',
          faces: [
            { outline: rectangle(20, 15), pitch: '6/12' },
            { outline: rectangle(5, 15, offset(JAX_BEACH, 20, 0)), pitch: '3/12' },
          ],
        },
      }),
    );
    const squares = Math.round(
      (20 * 15 * SQ_FT_PER_M2 * factor(6) + 5 * 15 * SQ_FT_PER_M2 * factor(3)) / 100,
    );
    expect(quote).toMatchObject({
      material: 'tile',
      roofType: 'Tile',
      roofSquares: squares,
      pricePerSquare: tile?.pricePerSquare,
      priceEffectiveFrom: tile?.effectiveFrom,
      totalPrice: squares * (tile?.pricePerSquare ?? 0),
      needsReview: true,
    });
    expect(quote.measurement.reviewReasons).toEqual(['tile-low-slope']);
    expect(quote.measurement.imageryDate).toBeNull();
  });

  it('still accepts the old shape (outline + pitch) and reports its face', async () => {
    const quote = await created(traced('4/12', rectangle(10, 10)));
    expect(quote.measurement.faceAreas).toEqual([expect.objectContaining({ pitch: '4/12' })]);
    expect(quote.measurement.pitch).toBe('4/12');
  });

  it('refuses a face with a bad pitch, naming the face', async () => {
    const fields = await refusedFields(
      await post(
        instantQuoteRequest({
          roofSquares: undefined,
          measurement: {
            method: 'satellite',
            faces: [{ outline: rectangle(9, 9), pitch: '2/12' as never }],
          },
        }),
      ),
    );
    expect(Object.keys(fields)).toEqual(['measurement.faces.0.pitch']);
  });
});

describe('the range follows the configured imagery (SATELLITE_IMAGERY_GSD_M)', () => {
  // One service per setting (each boot takes a few seconds).
  const services = new Map<string, Promise<ServiceHarness>>();
  afterAll(async () => {
    await Promise.all([...services.values()].map(async (service) => (await service).close()));
  });
  async function quoteOn(gsdM: string, body: unknown = traced('6/12')) {
    if (!services.has(gsdM)) {
      services.set(gsdM, startService(instantQuoteService, { SATELLITE_IMAGERY_GSD_M: gsdM }));
    }
    const service = (await services.get(gsdM)) as ServiceHarness;
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/instant-quotes',
      payload: body as object,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  it.each([
    ['0.3', 0.3],
    // Between two measured resolutions: the coarser one's margin, never the narrower.
    ['0.5', 0.6],
    ['1.5', 2.1],
  ])('with %s m imagery the range is ± the margin measured at %s m', async (setting, measured) => {
    const quote = await quoteOn(setting);
    expect(quote.totalPrice).toBe(19800);
    expect(quote.measurement.range).toEqual(rangeOf(19800, measuredMargin(measured)));
    expect(quote.measurement.confidence).toBe('high');
  });

  it('is narrower on commercial imagery than on the default, and ignores a range the browser sends', async () => {
    const sent = traced('6/12');
    const quote = await quoteOn('0.3', {
      ...sent,
      measurement: { ...sent.measurement, range: { low: 19700, high: 19900 }, imageryGsdM: 0.01 },
    });
    expect(quote.measurement.range).toEqual(rangeOf(19800, measuredMargin(0.3)));
    expect(measuredMargin(0.3)).toBeLessThan(TRACE_CALIBRATION.baseMargin);
  });

  it('refuses imagery coarser than any measured, and defaults to the default imagery', () => {
    const coarsest = Math.max(...TRACE_CALIBRATION.byImagery.map((entry) => entry.gsdM));
    const refused = InstantQuoteSettingsSchema.safeParse({
      SATELLITE_IMAGERY_GSD_M: String(coarsest + 1),
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['SATELLITE_IMAGERY_GSD_M']);
    expect(InstantQuoteSettingsSchema.safeParse({ SATELLITE_IMAGERY_GSD_M: '0' }).success).toBe(
      false,
    );
    expect(InstantQuoteSettingsSchema.parse({}).SATELLITE_IMAGERY_GSD_M).toBe(
      TRACE_CALIBRATION.imageryGsdM,
    );
  });
});
