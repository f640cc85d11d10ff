import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@roofing/platform';
import { buildGateway, type Gateway } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';

export interface RunningApp {
  url: string;
  /** The gateway's Prometheus metrics (a port of their own, not `url`). */
  metricsUrl: string;
  dataDir: string;
  gateway: Gateway;
  close(): Promise<void>;
}

/**
 * Starts the real product the way `make start` does (embedded: PGlite, in-process bus and queue,
 * .eml mail), on a free port with its own temporary data directory. Nothing is read from the
 * caller's environment except LOG_LEVEL, so a developer's DATABASE_URL cannot leak in; the
 * satellite imagery and the geocoder are off unless the test gives local ones.
 */
export async function startEmbeddedApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'roofing-test-'));
  const config = loadGatewayConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    METRICS_PORT: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_POSTS: '1000',
    RATE_LIMIT_LOOKUPS: '1000',
    // Every test request comes from 127.0.0.1: the per-address daily caps are tested on their own
    // (email-mailbox-caps, upload-quotas), with their own values.
    MAIL_ACKS_PER_CLIENT_PER_DAY: '1000',
    UPLOAD_CLIENT_FILES_PER_DAY: '1000',
    // The product's defaults are the USGS imagery and the Census geocoder, on the internet: a test
    // never reaches them. Those that want imagery or addresses point these at local fixtures
    // (satellite-fixtures.ts); the rest run with both switched off (manual roof size).
    SATELLITE_TILE_URL: 'off',
    GEOCODER_URL: 'off',
    ...env,
  });
  const gateway = await buildGateway(
    config,
    createLogger({ level: config.LOG_LEVEL, name: 'gateway' }),
  );
  // PORT in `env` listens there (a restart on the same address, as a browser reconnects to it).
  await gateway.app.listen({ port: Number(env.PORT ?? 0), host: '127.0.0.1' });
  const address = gateway.app.server.address();
  if (!address || typeof address === 'string') throw new Error('gateway did not report a port');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    metricsUrl: gateway.metricsUrl,
    dataDir,
    gateway,
    async close() {
      await gateway.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
