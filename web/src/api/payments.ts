import type {
  PaymentConfig,
  PaymentIntentCreatedSchema,
  PaymentIntentCreateSchema,
} from '@roofing/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiJson } from './client.ts';

export type PaymentIntentCreate = z.infer<typeof PaymentIntentCreateSchema>;
export type PaymentIntentCreated = z.infer<typeof PaymentIntentCreatedSchema>;

/** The office's money audit log: one page, filtered by estimate number. */
export interface MoneyAuditQuery {
  page: number;
  pageSize: number;
  estimateNumber: string;
}

/** Query keys of /api/payments (the portal's payment settings, the admins' audit log). */
export const paymentKeys = {
  config: ['/api/payments/portal/config'] as const,
  audit: (query: MoneyAuditQuery) => ['/api/payments/audit', query] as const,
};

/** How this customer can pay: online through Stripe, or by check and bank transfer only. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config,
    queryFn: () => apiJson<PaymentConfig>('GET', '/api/payments/portal/config'),
  });
}

/** Starts paying an invoice (all or part of its balance): the Payment Element's client secret. */
export function createPaymentIntent(body: PaymentIntentCreate) {
  return apiJson<PaymentIntentCreated>('POST', '/api/payments/portal/intents', body);
}

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
