import type { ServiceContext } from '@roofing/platform';
import { workforceSettings } from '../config.ts';
import type { StaffMfaMode } from './sign-in.ts';

/** Whether every account must enrol a second factor (STAFF_MFA, read at boot). */
export function staffMfaMode(ctx: ServiceContext): StaffMfaMode {
  return workforceSettings.of(ctx).STAFF_MFA;
}
