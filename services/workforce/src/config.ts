import { defineSettings } from '@roofing/platform';
import { z } from 'zod';

/**
 * The workforce service's own settings, read once at boot with the rest of the configuration (a
 * bad value stops the boot naming the variable); code reads `workforceSettings.of(ctx)`.
 */
export const WorkforceSettingsSchema = z.object({
  /**
   * `required` (default): every staff account enrols a second factor (TOTP) at its first sign-in
   * before it can do anything else. `optional`: only by explicit setting, enrolment is up to
   * each account.
   */
  STAFF_MFA: z
    .enum(['required', 'optional'], { error: 'STAFF_MFA must be required or optional' })
    .default('required'),
  /** The first staff account's name, created on the first start only. */
  ADMIN_USERNAME: z
    .string()
    .trim()
    .regex(/^[a-z0-9._-]{1,50}$/i, 'letters, digits, dots, dashes, underscores; at most 50')
    .default('admin'),
  /** Its password; without it a random one is written to DATA_DIR/initial-admin-password. */
  ADMIN_PASSWORD: z.string().min(12, 'at least 12 characters').max(128).optional(),
});

export type WorkforceSettings = z.infer<typeof WorkforceSettingsSchema>;

export const workforceSettings = defineSettings(WorkforceSettingsSchema);
