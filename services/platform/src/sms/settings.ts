import { join } from 'node:path';
import { z } from 'zod';
import { defineSettings } from '../service/settings.ts';
import { createFileSmsSender } from './files.ts';
import { createTwilioSmsSender } from './twilio.ts';
import { E164, type SmsSender } from './types.ts';

/**
 * The SMS provider's settings: all of them or none. With none, texts are written as files under
 * `<DATA_DIR>/sms` (the embedded default). A service that texts spreads `SMS_SETTINGS` into its own
 * settings schema and adds `.superRefine(checkSmsSettings)`, or declares `smsSettings` when SMS is
 * all its settings hold.
 */
export const SMS_SETTINGS = {
  /** The account (`AC` and 32 hex digits), from the Twilio console. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an Account SID: AC and 32 hex digits')
    .optional(),
  /** Its auth token: signs the API calls (Basic auth) and checks the webhooks' signatures. */
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The number texts come from (E.164); or TWILIO_MESSAGING_SERVICE_SID. */
  TWILIO_FROM_NUMBER: z
    .string()
    .regex(E164, 'must be an E.164 number such as +19045550123')
    .optional(),
  /** A Messaging Service (`MG…`), which picks the sending number; used instead of the number when set. */
  TWILIO_MESSAGING_SERVICE_SID: z
    .string()
    .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID: MG and 32 hex digits')
    .optional(),
  /** Unset: https://api.twilio.com; set: a Twilio-compatible server (tests, local runs). */
  TWILIO_API_URL: z.url().optional(),
};

type SmsSettingsInput = { [K in keyof typeof SMS_SETTINGS]?: string | undefined };
export type SmsSettings = z.infer<z.ZodObject<typeof SMS_SETTINGS>>;

const REQUIRED = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;

/**
 * All or none: any Twilio setting needs the account SID, the auth token and a sender (number or
 * Messaging Service). A partial set stops the boot with one line per missing variable.
 */
export function checkSmsSettings(settings: SmsSettingsInput, ctx: z.RefinementCtx): void {
  const given = (Object.keys(SMS_SETTINGS) as (keyof typeof SMS_SETTINGS)[]).filter(
    (name) => settings[name],
  );
  if (given.length === 0) return;
  const why = `SMS through Twilio needs it (${given.join(', ')} set); set all the Twilio settings or none`;
  for (const name of REQUIRED) {
    if (!settings[name]) ctx.addIssue({ code: 'custom', path: [name], message: `missing: ${why}` });
  }
  if (!settings.TWILIO_FROM_NUMBER && !settings.TWILIO_MESSAGING_SERVICE_SID) {
    ctx.addIssue({
      code: 'custom',
      path: ['TWILIO_FROM_NUMBER'],
      message: `missing (or TWILIO_MESSAGING_SERVICE_SID): ${why}`,
    });
  }
}

export const SmsSettingsSchema = z.object(SMS_SETTINGS).superRefine(checkSmsSettings);

/** For a service whose own settings are only the SMS ones: `smsSettings.of(ctx)`. */
export const smsSettings = defineSettings(SmsSettingsSchema);

/** Twilio when configured (the settings guarantee all or none), else files under `<dataDir>/sms`. */
export function smsSenderOf(settings: SmsSettings, options: { dataDir: string }): SmsSender {
  const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN } = settings;
  if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN) {
    return createFileSmsSender(join(options.dataDir, 'sms'));
  }
  return createTwilioSmsSender({
    accountSid: TWILIO_ACCOUNT_SID,
    authToken: TWILIO_AUTH_TOKEN,
    from: settings.TWILIO_FROM_NUMBER,
    messagingServiceSid: settings.TWILIO_MESSAGING_SERVICE_SID,
    apiUrl: settings.TWILIO_API_URL,
  });
}
