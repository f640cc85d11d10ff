import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type SlowSmtpServer,
  startSlowSmtpServer,
} from '../../../test/support/slow-smtp-server.ts';
import { PlatformConfigSchema, parseConfig } from '../src/config.ts';
import { createMailer } from '../src/mailer/index.ts';

/**
 * The SMTP pool's size is a setting (SMTP_POOL_CONNECTIONS): a burst of sends shares that many
 * connections, no more, seen from the mail server's side.
 */
const FROM = 'Shorefront Roofing <office@shorefrontroofing.com>';
let server: SlowSmtpServer;

beforeAll(async () => {
  // A slow mail server: each connection stays busy a while, so the pool has to grow.
  server = await startSlowSmtpServer(50);
});
afterAll(async () => {
  await server.close();
});

async function burst(connections: number): Promise<number> {
  const config = parseConfig(PlatformConfigSchema, {
    SMTP_URL: server.url,
    SMTP_POOL_CONNECTIONS: String(connections),
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    dataDir: '/nonexistent',
    from: FROM,
    pool: { maxConnections: config.SMTP_POOL_CONNECTIONS, maxMessages: config.SMTP_POOL_MESSAGES },
  });
  const before = server.accepted();
  server.resetMostAtOnce();
  try {
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        mailer.send({
          to: `storm.customer.${n}@example.com`,
          subject: 'We received your quote request',
          text: 'Thank you for asking Shorefront Roofing for a free roofing estimate.',
        }),
      ),
    );
  } finally {
    await mailer.close();
  }
  expect(server.accepted() - before).toBe(12);
  return server.mostAtOnce();
}

describe('SMTP connection pool', () => {
  it('defaults to 20 connections and 500 messages a connection, for 40 e-mail jobs at once', () => {
    const config = parseConfig(PlatformConfigSchema, {});
    expect(config.SMTP_POOL_CONNECTIONS).toBe(20);
    expect(config.SMTP_POOL_MESSAGES).toBe(500);
    expect(config.MAIL_JOB_CONCURRENCY).toBe(40);
    expect(config.JOB_CONCURRENCY).toBe(5);
  });

  it('sends a burst over as many connections as SMTP_POOL_CONNECTIONS allows', async () => {
    expect(await burst(2)).toBe(2);
    expect(await burst(6)).toBe(6);
  });
});
