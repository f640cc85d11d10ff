import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';

/**
 * A staff member as the gateway signs them after sign-in (with the CSRF token sent), granted the
 * `testing` permission (the AI Testing Assistant).
 */
export const officeStaff: StaffIdentity = {
  kind: 'staff',
  userId: 3,
  username: 'dana',
  displayName: 'Dana Whitfield',
  role: 'staff',
  permissions: ['testing'],
  csrf: true,
};

/** The same staff member without the `testing` permission. */
export const staffWithoutTesting: StaffIdentity = { ...officeStaff, permissions: [] };

/** POST as staff (or as nobody with `null`), the way the gateway forwards it. */
export function staffPost(
  svc: ServiceHarness,
  url: string,
  payload: unknown,
  identity: StaffIdentity | null = officeStaff,
) {
  return svc.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: identity
      ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) }
      : {},
  });
}

/** A quote as the dashboard sends it, `daysAgo` old. */
export function insightQuote(
  estimateNumber: string,
  status: string,
  daysAgo: number,
  extra: Record<string, unknown> = {},
  now = Date.now(),
) {
  const at = new Date(now - daysAgo * 86_400_000).toISOString();
  return {
    estimateNumber,
    status,
    serviceType: 'roof-repair',
    propertyType: 'residential',
    city: 'Jacksonville Beach',
    createdAt: at,
    updatedAt: at,
    estimateAmount: null,
    customerResponse: null,
    scheduledDate: null,
    ...extra,
  };
}
