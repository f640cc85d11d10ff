import { ConfigError, loadPlatformConfig, type ServiceContext } from '@roofing/platform';
import { describe, expect, it } from 'vitest';
import { aiSettings } from './config.ts';

/** A context as the platform hands it: only the config matters to the settings. */
const contextOf = (config: ReturnType<typeof loadPlatformConfig>) =>
  ({ name: 'ai', config }) as unknown as ServiceContext;

describe('AI settings', () => {
  it('are parsed once at boot and read back as parsed, an empty variable counting as unset', () => {
    const config = loadPlatformConfig({
      OPENAI_API_KEY: '',
      OPENAI_MODEL: 'roof-model',
      AI_WORKER_CONCURRENCY: '4',
      TTS_ENGINES: 'wasm, none',
    });
    const loaded = aiSettings.load(config);
    const read = aiSettings.of(contextOf(config));
    expect(read).toBe(loaded);
    expect(read.OPENAI_API_KEY).toBeUndefined();
    expect(read).toMatchObject({
      OPENAI_MODEL: 'roof-model',
      AI_WORKER_CONCURRENCY: 4,
      TTS_ENGINES: ['wasm'],
      PDF_WAIT_MS: 45_000,
    });
  });

  it('stop the boot with every bad variable named', () => {
    const config = loadPlatformConfig({ AI_WORKER_CONCURRENCY: '99', TTS_ENGINES: 'festival' });
    expect(() => aiSettings.load(config)).toThrow(ConfigError);
    expect(() => aiSettings.load(config)).toThrow(/AI_WORKER_CONCURRENCY[\s\S]*TTS_ENGINES/);
  });

  it('are never read before the service is mounted', () => {
    expect(() => aiSettings.of(contextOf(loadPlatformConfig({})))).toThrow(/before it was mounted/);
  });
});
