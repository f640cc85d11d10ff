import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { SmsSettingsSchema } from './settings.ts';

const SID = `AC${'0'.repeat(32)}`;

function problems(env: Record<string, string>): string {
  try {
    parseConfig(SmsSettingsSchema, env);
    return '';
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.message;
  }
}

describe('SMS settings: all or none', () => {
  it('accepts none (files under DATA_DIR/sms) and a full set', () => {
    expect(problems({})).toBe('');
    expect(
      problems({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM_NUMBER: '+19045550000',
      }),
    ).toBe('');
    expect(
      problems({
        TWILIO_ACCOUNT_SID: SID,
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_MESSAGING_SERVICE_SID: `MG${'1'.repeat(32)}`,
        TWILIO_API_URL: 'http://127.0.0.1:14010',
      }),
    ).toBe('');
  });

  it('stops the boot on a partial set, one line per missing variable', () => {
    const message = problems({ TWILIO_ACCOUNT_SID: SID });
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain('  TWILIO_AUTH_TOKEN: missing');
    expect(message).toContain('  TWILIO_FROM_NUMBER: missing (or TWILIO_MESSAGING_SERVICE_SID)');
    expect(message).not.toContain('TWILIO_ACCOUNT_SID: missing');
    expect(problems({ TWILIO_API_URL: 'http://127.0.0.1:14010' })).toContain(
      'TWILIO_ACCOUNT_SID: missing',
    );
  });

  it('names a malformed SID or number', () => {
    const message = problems({
      TWILIO_ACCOUNT_SID: 'SK123',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM_NUMBER: '904-555-0000',
    });
    expect(message).toContain('TWILIO_ACCOUNT_SID: must be an Account SID');
    expect(message).toContain('TWILIO_FROM_NUMBER: must be an E.164 number');
  });
});
