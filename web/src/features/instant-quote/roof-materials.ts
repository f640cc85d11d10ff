import {
  INSTANT_QUOTE,
  INSTANT_QUOTE_MATERIALS,
  type InstantQuoteMaterial,
} from '@roofing/contracts/http/instant-quote';
import type { CurrentRoofPrices } from '@roofing/contracts/http/roof-prices';

export interface MaterialOption {
  material: InstantQuoteMaterial;
  pricePerSquare: number;
}

/**
 * The materials the form offers, each at today's price from the price book, shingle first. A
 * material the price book does not price is not offered; without the price book at all (not
 * answering, or not there yet), shingle alone at the spec's published price.
 */
export function materialOptions(prices: CurrentRoofPrices | null | undefined): MaterialOption[] {
  const priced = new Map(
    (prices?.prices ?? []).map((price) => [price.material, price.pricePerSquare] as const),
  );
  return INSTANT_QUOTE_MATERIALS.flatMap((material): MaterialOption[] => {
    const price =
      priced.get(material) ?? (material === 'shingle' ? INSTANT_QUOTE.pricePerSquare : undefined);
    return price === undefined ? [] : [{ material, pricePerSquare: price }];
  });
}
