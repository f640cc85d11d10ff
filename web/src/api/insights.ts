import {
  type InsightQuote,
  type InsightsResponse,
  InsightsResponseSchema,
  type Quote,
} from '@roofing/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiJson } from './client.ts';

/** The staff AI's insights (portal-and-back-office §2, §7). */
export const insightKeys = {
  all: ['/api/admin/insights'] as const,
};

/** Only the quote fields insights read (InsightQuoteSchema): no names, e-mails or phones. */
export function insightQuoteOf(quote: Quote): InsightQuote {
  return {
    estimateNumber: quote.estimateNumber,
    status: quote.status,
    serviceType: quote.serviceType,
    propertyType: quote.propertyType,
    city: quote.city,
    createdAt: quote.createdAt,
    updatedAt: quote.updatedAt,
    estimateAmount: quote.estimateAmount,
    customerResponse: quote.customerResponse,
    scheduledDate: quote.scheduledDate,
  };
}

/** POST /api/admin/insights (staff session and CSRF token); an odd answer is a failure. */
export async function generateInsights(quotes: Quote[]): Promise<InsightsResponse> {
  const body = await apiJson<unknown>('POST', '/api/admin/insights', {
    quotes: quotes.map(insightQuoteOf),
  });
  const parsed = InsightsResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('The insights came back in an unexpected shape');
  return parsed.data;
}

export function useGenerateInsights() {
  return useMutation({ mutationKey: insightKeys.all, mutationFn: generateInsights });
}
