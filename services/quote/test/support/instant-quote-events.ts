import { randomUUID } from 'node:crypto';
import type { InstantQuoteConversionRequestedData } from '@roofing/contracts';

/** An instant quote the office converted, as the instant-quote service announces it. */
export function conversion(
  overrides: Partial<InstantQuoteConversionRequestedData> = {},
): InstantQuoteConversionRequestedData {
  const tag = randomUUID().slice(0, 8);
  return {
    estimateNumber: `IQ-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}-042`,
    customerName: 'Renata Alvarez',
    language: 'en',
    customerEmail: `renata.${tag}@example.com`,
    customerPhone: '(904) 555-0117',
    address: '318 3rd Ave N',
    city: 'Jacksonville Beach',
    state: 'FL',
    zipCode: '32250',
    roofSquares: 36,
    pricePerSquare: 550,
    totalPrice: 19800,
    roofType: 'Shingle',
    material: 'shingle',
    measurement: {
      method: 'satellite',
      pitch: '6/12',
      faces: 1,
      planAreaSqFt: 3229,
      pitchFactor: 1.118,
      squares: 36,
      range: { low: 18210, high: 21390 },
      confidence: 'high',
      reviewReasons: [],
    },
    needsReview: false,
    requestedBy: 'Ana Brooks',
    requestedAt: new Date().toISOString(),
    ...overrides,
  };
}
