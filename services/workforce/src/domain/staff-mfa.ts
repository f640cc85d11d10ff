import { parseConfig, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import type { StaffMfaMode } from './sign-in.ts';

const SettingsSchema = z.object({
  /**
   * `required` (default): every staff account enrols a second factor (TOTP) at its first sign-in
   * before it can do anything else. `optional`: only by explicit setting, enrolment is up to
   * each account.
   */
  STAFF_MFA: z
    .enum(['required', 'optional'], { error: 'STAFF_MFA must be required or optional' })
    .default('required'),
});

export function staffMfaMode(ctx: ServiceContext): StaffMfaMode {
  return parseConfig(SettingsSchema, ctx.config.env).STAFF_MFA;
}
