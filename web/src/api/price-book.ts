import type {
  CurrentRoofPrices,
  RoofPrice,
  RoofPriceHistory,
  SetRoofPrice,
} from '@roofing/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/*
 * The instant quote's price book in the back office (issue 25): today's prices (the public read
 * the instant quote page uses too), every entry, and a new price from a day on.
 */

/** The price book's reads; the first element of each key is the read path. */
export const priceBookKeys = {
  current: ['/api/roof-prices'] as const,
  history: ['/api/roof-prices/history'] as const,
};

/** GET /api/roof-prices: today's price per square of every material, shingle first. */
export const useCurrentRoofPrices = () =>
  useQuery({
    queryKey: priceBookKeys.current,
    queryFn: async () => (await apiJson<CurrentRoofPrices>('GET', '/api/roof-prices')).prices,
  });

/** GET /api/roof-prices/history (staff): every entry, newest effective date first. */
export const useRoofPriceHistory = () =>
  useQuery({
    queryKey: priceBookKeys.history,
    queryFn: async () =>
      (await apiJson<RoofPriceHistory>('GET', '/api/roof-prices/history')).entries,
  });

/** POST /api/roof-prices (admin or the pricing permission): both reads are read again. */
export function useSetRoofPrice() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: SetRoofPrice) => apiJson<RoofPrice>('POST', '/api/roof-prices', body),
    onSuccess: () => {
      void queries.invalidateQueries({ queryKey: priceBookKeys.current });
      void queries.invalidateQueries({ queryKey: priceBookKeys.history });
    },
  });
}
