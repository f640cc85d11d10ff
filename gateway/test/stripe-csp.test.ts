import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, stripeCspSources } from '../src/config.ts';

describe("the pages' CSP for the portal's Payment Element", () => {
  it("allows Stripe's hosts by default", () => {
    const config = loadGatewayConfig({});
    expect(config.STRIPE_JS_URL).toBe('https://js.stripe.com/v3/');
    expect(stripeCspSources(config)).toEqual({
      script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connect: ['https://js.stripe.com', 'https://api.stripe.com'],
    });
  });

  it('allows only a local Stripe.js server outside production, and both in production', () => {
    const local = { STRIPE_JS_URL: 'http://127.0.0.1:12111/v3/', NODE_ENV: 'test' };
    expect(stripeCspSources(local)).toEqual({
      script: ['http://127.0.0.1:12111'],
      frame: ['http://127.0.0.1:12111'],
      connect: ['http://127.0.0.1:12111'],
    });
    const production = stripeCspSources({ ...local, NODE_ENV: 'production' });
    expect(production.script).toEqual([
      'http://127.0.0.1:12111',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(production.connect).toContain('https://api.stripe.com');
  });

  it('refuses a Stripe.js address that is not http(s)', () => {
    expect(() => loadGatewayConfig({ STRIPE_JS_URL: 'javascript:alert(1)' })).toThrow(
      /STRIPE_JS_URL/,
    );
  });
});
