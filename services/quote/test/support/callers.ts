import {
  IDENTITY_HEADER,
  type Identity,
  type StaffIdentity,
  signIdentity,
} from '@roofing/platform';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';

/** A staff member as the gateway signs them after sign-in (with the CSRF token sent). */
export const OFFICE: StaffIdentity = {
  kind: 'staff',
  userId: 1,
  username: 'office',
  displayName: 'Shorefront Office',
  role: 'admin',
  permissions: [],
  csrf: true,
};

/** The identity header the gateway would send for `identity` (a staff member, a portal session…). */
export const signedAs = (svc: ServiceHarness, identity: Identity) => ({
  [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret),
});

/** Staff calls through the service's HTTP API, signed as the office (its CSRF token sent). */
export function staffCalls(svc: () => ServiceHarness) {
  const headers = () => signedAs(svc(), OFFICE);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    svc().app.inject({ method, url, headers: headers(), ...(payload ? { payload } : {}) });
  return { headers, call, get: (url: string) => call('GET', url) };
}
