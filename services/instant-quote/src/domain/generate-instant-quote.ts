import {
  INSTANT_QUOTE,
  type InstantQuoteRequest,
  instantQuoteGenerated,
  ROOF_SIZE_TOO_SMALL_MESSAGE,
  ROOF_TYPE_OF_MATERIAL,
} from '@roofing/contracts';
import { AppError, postgresErrorCode, type ServiceContext } from '@roofing/platform';
import { instantQuoteSettings } from '../config.ts';
import type { InstantQuoteStore } from '../store/instant-quotes.ts';
import type { RoofPriceStore } from '../store/roof-prices.ts';
import type { InstantQuoteRow, StoredMeasurement } from '../store/schema.ts';
import { toInstantQuoteGeneratedData } from './instant-quote-view.ts';
import { measureRoof } from './measure-roof.ts';
import {
  baseMarginFor,
  priceMeasuredRoof,
  type QuotedPrice,
  totalPriceFor,
} from './price-instant-quote.ts';
import { newInstantQuoteNumber } from './quote-number.ts';
import { priceInForce } from './roof-prices.ts';

const MAX_NUMBER_ATTEMPTS = 5;

export interface SizedRoof {
  roofSquares: number;
  measurement: StoredMeasurement | null;
  needsReview: boolean;
}

/**
 * The roof size a quote is priced on: measured from the outlines when there are some, each face
 * at its own pitch (a size the browser sent alongside is ignored), otherwise the squares entered,
 * in whole squares. The range and review reasons depend on the material and its price; the
 * range's base half-width on the configured imagery (`baseMargin`, never anything the browser
 * sent).
 */
export function sizeRoof(
  request: InstantQuoteRequest,
  price: QuotedPrice,
  baseMargin: number,
): SizedRoof {
  if (!request.measurement) {
    return {
      roofSquares: Math.round(request.roofSquares ?? 0),
      measurement: null,
      needsReview: false,
    };
  }
  const roof = measureRoof(request.measurement);
  const tooSmall = roof.squares < INSTANT_QUOTE.minimumSquares;
  if (tooSmall || roof.squares > INSTANT_QUOTE.maximumSquares) {
    const message = tooSmall
      ? ROOF_SIZE_TOO_SMALL_MESSAGE
      : 'The traced roof is over 1,000 squares: call us for a measured quote.';
    throw new AppError('VALIDATION_FAILED', message, { measurement: message });
  }
  const measurement = { ...priceMeasuredRoof(roof, price, baseMargin), outlines: roof.outlines };
  return {
    roofSquares: roof.squares,
    measurement,
    needsReview: measurement.reviewReasons.length > 0,
  };
}

/**
 * Prices (at the material's price in force today in Florida) and stores an instant quote under a
 * fresh number, with the material, price and its effective day it used, and records
 * `instantquote.quote.generated` in the outbox in the same transaction: the event exists exactly
 * when the quote does. A number that collides is drawn again, a bounded number of times.
 */
export async function generateInstantQuote(
  ctx: ServiceContext,
  store: InstantQuoteStore,
  prices: RoofPriceStore,
  request: InstantQuoteRequest,
  correlationId: string,
): Promise<InstantQuoteRow> {
  const price = await priceInForce(prices, request.material);
  const baseMargin = baseMarginFor(instantQuoteSettings.of(ctx).SATELLITE_IMAGERY_GSD_M);
  const { roofSquares, measurement, needsReview } = sizeRoof(request, price, baseMargin);
  const { measurement: _input, roofSquares: _entered, material, ...customer } = request;
  for (let attempt = 1; attempt <= MAX_NUMBER_ATTEMPTS; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const row = await store.insert(tx, {
          ...customer,
          estimateNumber: newInstantQuoteNumber(),
          state: INSTANT_QUOTE.defaultState,
          roofSquares,
          material,
          pricePerSquare: price.pricePerSquare,
          priceEffectiveFrom: price.effectiveFrom,
          totalPrice: totalPriceFor(roofSquares, price.pricePerSquare),
          roofType: ROOF_TYPE_OF_MATERIAL[material],
          measurement,
          needsReview,
        });
        await ctx.publish(
          tx,
          instantQuoteGenerated,
          toInstantQuoteGeneratedData(row),
          correlationId,
        );
        return row;
      });
    } catch (error) {
      // 23505: the random number collided with a stored one; draw again.
      if (postgresErrorCode(error) === '23505' && attempt < MAX_NUMBER_ATTEMPTS) continue;
      throw error;
    }
  }
  throw new AppError('INTERNAL', 'Could not assign a quote number');
}
