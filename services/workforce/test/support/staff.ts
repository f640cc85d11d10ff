import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';

/** A staff member as the gateway signs them after sign-in (with the CSRF token sent). */
export const OFFICE: StaffIdentity = {
  kind: 'staff',
  userId: 7,
  username: 'brittany.h',
  displayName: 'Brittany Holloway',
  role: 'staff',
  permissions: [],
  csrf: true,
};

export const ADMIN: StaffIdentity = { ...OFFICE, userId: 1, username: 'admin', role: 'admin' };

/** A call to the service as `identity` (null: anonymous). */
export function callAs(
  svc: ServiceHarness,
  identity: StaffIdentity | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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
