import { checkSmsSettings, defineSettings, E164, SMS_SETTINGS } from '@roofing/platform';
import { z } from 'zod';

/**
 * The messaging service's own settings: the SMS provider's (all of them or none; none: texts are
 * written as files under `<DATA_DIR>/sms`, the embedded default) and where office alerts by text
 * go. Read once at boot as `messagingSettings.of(ctx)`.
 */
export const MessagingSettingsSchema = z
  .object({
    ...SMS_SETTINGS,
    /** The office's mobile (E.164) for alerts by text (emergency inspections, service requests); unset: none. */
    OFFICE_SMS_NUMBER: z
      .string()
      .regex(E164, 'must be an E.164 number such as +19045550142')
      .optional(),
  })
  .superRefine(checkSmsSettings);
export type MessagingSettings = z.infer<typeof MessagingSettingsSchema>;

export const messagingSettings = defineSettings(MessagingSettingsSchema);
