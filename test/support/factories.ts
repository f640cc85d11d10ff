import {
  businessToday,
  type InspectionRequestInput,
  type QuoteRequestInput,
} from '@roofing/contracts';

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
    preferredDate: addDays(businessToday(), 11),
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

/** YYYY-MM-DD `days` after the calendar date `isoDate`. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A complete, valid inspection request (preferred date two weeks ahead); override what a test cares about. */
export function inspectionRequest(
  overrides: Partial<InspectionRequestInput> = {},
): InspectionRequestInput {
  counter++;
  return {
    customerName: `Marisol Vega${counter}`,
    customerEmail: `marisol.vega${counter}@example.com`,
    customerPhone: '(904) 555-0163',
    propertyAddress: '27 Seagrape Ln, Neptune Beach, FL 32266',
    inspectionType: 'full-roof',
    urgencyLevel: 'routine',
    description:
      'Tile roof is about 20 years old. A few cracked tiles near the ridge after Milton.',
    preferredDate: addDays(businessToday(), 14),
    ...overrides,
  };
}
