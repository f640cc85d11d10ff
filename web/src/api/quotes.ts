import type { Estimate, Quote, QuoteRequestInput } from '@roofing/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** Query keys of the quote resource; the first element is the read path (spec default). */
export const quoteKeys = {
  all: ['/api/quotes'] as const,
  estimates: ['/api/estimates'] as const,
  estimate: (estimateNumber: string) => ['/api/estimates', estimateNumber] as const,
};

export function submitQuote(input: QuoteRequestInput): Promise<Quote> {
  return apiJson<Quote>('POST', '/api/quotes', input);
}

export function getEstimate(estimateNumber: string): Promise<Estimate> {
  return apiJson<Estimate>('GET', `/api/estimates/${encodeURIComponent(estimateNumber)}`);
}

export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote });
}

/** Reads an estimate only once a number has been searched for (null until then). */
export function useEstimate(estimateNumber: string | null) {
  return useQuery({
    queryKey: quoteKeys.estimate(estimateNumber ?? ''),
    queryFn: () => getEstimate(estimateNumber ?? ''),
    enabled: estimateNumber !== null && estimateNumber !== '',
  });
}
