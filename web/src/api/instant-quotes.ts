import type { InstantQuote, InstantQuoteRequestInput } from '@roofing/contracts';
import type { CurrentRoofPrices } from '@roofing/contracts/http/roof-prices';
import type { GeocodeResult, ImageryDate, SiteConfig } from '@roofing/contracts/http/site-config';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** Query keys of the instant-quote page; the first element is the read path (spec default). */
export const instantQuoteKeys = {
  all: ['/api/instant-quotes'] as const,
  quote: (estimateNumber: string) => ['/api/instant-quotes', estimateNumber] as const,
  siteConfig: ['/api/site-config'] as const,
  geocode: (address: string) => ['/api/geocode', address] as const,
  imageryDate: (lat: number, lng: number) => ['/api/imagery-date', lat, lng] as const,
  roofPrices: ['/api/roof-prices'] as const,
};

export function generateInstantQuote(input: InstantQuoteRequestInput): Promise<InstantQuote> {
  return apiJson<InstantQuote>('POST', '/api/instant-quotes', input);
}

export function getInstantQuote(estimateNumber: string): Promise<InstantQuote> {
  return apiJson<InstantQuote>('GET', `/api/instant-quotes/${encodeURIComponent(estimateNumber)}`);
}

export function getSiteConfig(): Promise<SiteConfig> {
  return apiJson<SiteConfig>('GET', '/api/site-config');
}

export function geocodeAddress(address: string): Promise<GeocodeResult> {
  return apiJson<GeocodeResult>('GET', `/api/geocode?q=${encodeURIComponent(address)}`);
}

export function useGenerateInstantQuote() {
  return useMutation({ mutationFn: generateInstantQuote });
}

/** Reads a quote only once a number has been searched for (null until then). */
export function useInstantQuote(estimateNumber: string | null) {
  return useQuery({
    queryKey: instantQuoteKeys.quote(estimateNumber ?? ''),
    queryFn: () => getInstantQuote(estimateNumber ?? ''),
    enabled: estimateNumber !== null && estimateNumber !== '',
  });
}

/** Which imagery and geocoding the server offers; the tracer waits for it. */
export function useSiteConfig() {
  return useQuery({ queryKey: instantQuoteKeys.siteConfig, queryFn: getSiteConfig });
}

export function useGeocodeAddress() {
  return useMutation({ mutationFn: geocodeAddress });
}

export function getImageryDate(lat: number, lng: number): Promise<ImageryDate> {
  return apiJson<ImageryDate>('GET', `/api/imagery-date?lat=${lat}&lng=${lng}`);
}

/**
 * When the imagery at a found address was captured (issue 25); null until a location is known.
 * A failure is not an error to the visitor: the date is then simply not shown.
 */
export function useImageryDate(location: { lat: number; lng: number } | null) {
  return useQuery({
    queryKey: instantQuoteKeys.imageryDate(location?.lat ?? 0, location?.lng ?? 0),
    queryFn: () => getImageryDate(location?.lat ?? 0, location?.lng ?? 0),
    enabled: location !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function getRoofPrices(): Promise<CurrentRoofPrices> {
  return apiJson<CurrentRoofPrices>('GET', '/api/roof-prices');
}

/**
 * Today's price per square of each roof material (issue 25). When the price book cannot be read,
 * the form falls back to the spec's shingle price alone rather than guessing the others.
 */
export function useRoofPrices() {
  return useQuery({
    queryKey: instantQuoteKeys.roofPrices,
    queryFn: getRoofPrices,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
