import { describe, expect, it } from 'vitest';
import { ConfigError, loadPlatformConfig } from '../src/config.ts';

describe('platform configuration', () => {
  it('defaults PUBLIC_URL to the address actually served', () => {
    expect(loadPlatformConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadPlatformConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(
      loadPlatformConfig({ PORT: '8080', PUBLIC_URL: 'https://www.example.com' }).PUBLIC_URL,
    ).toBe('https://www.example.com');
  });

  it('stops the boot with every bad variable named', () => {
    expect(() => loadPlatformConfig({ PORT: 'eighty', EVENT_MAX_DELIVERIES: '0' })).toThrow(
      ConfigError,
    );
    try {
      loadPlatformConfig({ PORT: 'eighty', EVENT_MAX_DELIVERIES: '0' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/EVENT_MAX_DELIVERIES/);
    }
  });
});
