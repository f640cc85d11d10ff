import type { InstantQuoteRequestInput } from '@roofing/contracts';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { expect } from 'vitest';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';

let counter = 0;

/** A complete manual-entry request; override what a test cares about. */
export function instantQuoteRequest(
  overrides: Partial<InstantQuoteRequestInput> = {},
): InstantQuoteRequestInput {
  counter++;
  return {
    customerName: `Renata Alvarez ${counter}`,
    customerEmail: `renata.alvarez${counter}@example.com`,
    customerPhone: '(904) 555-0117',
    address: '318 3rd Ave N',
    city: 'Jacksonville Beach',
    zipCode: '32250',
    roofSquares: 24,
    ...overrides,
  };
}

/** A staff member as the gateway signs them after sign-in (with the CSRF token sent). */
export const OFFICE: StaffIdentity = {
  kind: 'staff',
  userId: 4,
  username: 'ana.office',
  displayName: 'Ana Brooks',
  role: 'staff',
  permissions: [],
  csrf: true,
};

export function callAs(
  svc: ServiceHarness,
  identity: StaffIdentity | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  return svc.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: identity
      ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) }
      : {},
  });
}

/** The 400's `fields`, after checking it is a validation failure. */
export async function refusedFields(
  response: Awaited<ReturnType<ServiceHarness['app']['inject']>>,
): Promise<Record<string, string>> {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = response.json();
  expect(error.code).toBe('VALIDATION_FAILED');
  return error.fields;
}
