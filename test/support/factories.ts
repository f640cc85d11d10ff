import type { QuoteRequestInput } from '@roofing/contracts';

let counter = 0;

/** A complete, valid quote request; override what a test cares about. */
export function quoteRequest(overrides: Partial<QuoteRequestInput> = {}): QuoteRequestInput {
  counter++;
  return {
    serviceType: 'roof-replacement',
    propertyType: 'residential',
    currentRoofMaterial: 'shingles',
    roofAge: 18,
    projectDescription: 'Shingles lifting on the south slope after the last storm.',
    isVeteran: true,
    isSenior: false,
    firstName: 'Dana',
    lastName: `Whitfield${counter}`,
    phone: '(904) 555-0175',
    email: `dana.whitfield${counter}@example.com`,
    streetAddress: '412 Ocean Dr',
    city: 'Jacksonville Beach',
    state: 'FL',
    zipCode: '32250',
    preferredDate: '2026-12-03',
    preferredTime: 'morning',
    specialInstructions: 'Gate code 4412.',
    ...overrides,
  };
}

/** Resolves when `check` returns a value other than undefined; no fixed sleeps in tests. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 5000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
