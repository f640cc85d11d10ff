import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlatformConfigSchema, parseConfig } from '../src/config.ts';
import { createMailer } from '../src/mailer/index.ts';

/**
 * The SMTP pool's size is a setting (SMTP_POOL_CONNECTIONS): a burst of sends shares that many
 * connections, no more, seen from the mail server's side.
 */
const FROM = 'Shorefront Roofing <office@shorefrontroofing.com>';
let server: SMTPServer;
let url: string;
/** Messages accepted so far; messages being received at once now, and the most since reset. */
let accepted = 0;
let receiving = 0;
let mostAtOnce = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      // One message at a time per connection: messages at once = connections in use.
      receiving++;
      mostAtOnce = Math.max(mostAtOnce, receiving);
      stream.resume();
      stream.on('end', () => {
        accepted++;
        // A slow mail server: each connection stays busy a while, so the pool has to grow.
        setTimeout(() => {
          receiving--;
          callback();
        }, 50);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function burst(connections: number): Promise<number> {
  const config = parseConfig(PlatformConfigSchema, {
    SMTP_URL: url,
    SMTP_POOL_CONNECTIONS: String(connections),
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    dataDir: '/nonexistent',
    from: FROM,
    pool: { maxConnections: config.SMTP_POOL_CONNECTIONS, maxMessages: config.SMTP_POOL_MESSAGES },
  });
  const before = accepted;
  mostAtOnce = 0;
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
  expect(accepted - before).toBe(12);
  return mostAtOnce;
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
