import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature, validTwilioSignature } from './signature.ts';

// The example in Twilio's security docs (https://www.twilio.com/docs/usage/security).
const AUTH_TOKEN = '12345';
const WEBHOOK_URL = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const PARAMS = {
  CallSid: 'CA1234567890ABCDE',
  Caller: '+12349013030',
  Digits: '1234',
  From: '+12349013030',
  To: '+18005551212',
};
const SIGNATURE = '0/KCTR6DLpKmkAf8muzZqo1nDgQ=';

describe('Twilio webhook signatures', () => {
  it("reproduces the docs' example, computed here independently with node:crypto", () => {
    const signed = `${WEBHOOK_URL}CallSid${PARAMS.CallSid}Caller${PARAMS.Caller}Digits${PARAMS.Digits}From${PARAMS.From}To${PARAMS.To}`;
    const independent = createHmac('sha1', AUTH_TOKEN).update(signed).digest('base64');
    expect(independent).toBe(SIGNATURE);
    expect(twilioSignature(AUTH_TOKEN, WEBHOOK_URL, PARAMS)).toBe(SIGNATURE);
  });

  it('accepts the right signature whatever order the parameters arrive in', () => {
    const shuffled = Object.fromEntries(Object.entries(PARAMS).reverse());
    expect(validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, shuffled, SIGNATURE)).toBe(true);
  });

  it('refuses a changed parameter, WEBHOOK_URL or token, and a missing or malformed signature', () => {
    expect(
      validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, { ...PARAMS, Digits: '1235' }, SIGNATURE),
    ).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, `${WEBHOOK_URL}&baz=3`, PARAMS, SIGNATURE)).toBe(false);
    expect(validTwilioSignature('54321', WEBHOOK_URL, PARAMS, SIGNATURE)).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, PARAMS, undefined)).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, PARAMS, '')).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, PARAMS, 'short')).toBe(false);
    expect(validTwilioSignature(AUTH_TOKEN, WEBHOOK_URL, PARAMS, `${SIGNATURE}x`)).toBe(false);
  });

  it('signs each value of a repeated parameter under its name, values sorted', () => {
    const independent = createHmac('sha1', AUTH_TOKEN)
      .update(`${WEBHOOK_URL}BaTbTc`)
      .digest('base64');
    expect(twilioSignature(AUTH_TOKEN, WEBHOOK_URL, { T: ['c', 'b'], B: 'a' })).toBe(independent);
  });
});
