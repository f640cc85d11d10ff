import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GatewaySettingsSchema } from '../gateway/src/config.ts';
import { AiConfigSchema } from '../services/ai/src/config.ts';
import { LookupGuardSettingsSchema } from '../services/platform/src/lookup-guard.ts';
import { SMS_SETTINGS } from '../services/platform/src/sms/settings.ts';

const example = readFileSync(fileURLToPath(new URL('../.env.example', import.meta.url)), 'utf8');
/** Settings every Node program has; not ours to document. */
const NOT_OURS = new Set(['NODE_ENV']);

describe('.env.example', () => {
  it('names every setting the gateway, the services and the AI read', () => {
    const settings = [
      ...Object.keys(GatewaySettingsSchema.shape),
      ...Object.keys(AiConfigSchema.shape),
      ...Object.keys(LookupGuardSettingsSchema.shape),
      ...Object.keys(SMS_SETTINGS),
    ].filter((name) => !NOT_OURS.has(name));
    const missing = settings.filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});
