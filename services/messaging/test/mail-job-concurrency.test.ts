import { quoteRequested } from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test/support/factories.ts';
import { startService } from '../../../test/support/service-harness.ts';
import {
  type SlowSmtpServer,
  startSlowSmtpServer,
} from '../../../test/support/slow-smtp-server.ts';
import { envelope, quoteRequestedData } from './support/quote-events.ts';

/**
 * MAIL_JOB_CONCURRENCY is how many e-mail jobs a worker runs at once, seen from the mail server:
 * with a slow server and more SMTP connections than jobs, the messages being received at once
 * never pass the setting, and reach it under a burst (a job sends its e-mails one after the other).
 */
let server: SlowSmtpServer;

beforeAll(async () => {
  // A slow mail server: each message keeps its job busy a while.
  server = await startSlowSmtpServer(80);
});
afterAll(async () => {
  await server.close();
});

/** Most messages received at once while `requests` quote requests' e-mails go out. */
async function burst(concurrency: number, requests: number): Promise<number> {
  const svc = await startService(messagingService, {
    SMTP_URL: server.url,
    SMTP_POOL_CONNECTIONS: '20',
    MAIL_JOB_CONCURRENCY: String(concurrency),
    // Every request of the burst comes from one test address: no cap may hold mail back.
    MAIL_ACKS_PER_CLIENT_PER_DAY: '1000',
  });
  try {
    const before = server.accepted();
    server.resetMostAtOnce();
    for (let n = 0; n < requests; n++) {
      const data = quoteRequestedData({ email: `burst.${concurrency}.${n}@example.com` });
      await svc.runtime.bus.publish(envelope(quoteRequested, data));
    }
    // Each request: the customer's confirmation and the office's alert.
    await waitFor(
      () => server.accepted() - before >= requests * 2 || undefined,
      60_000,
      `${requests * 2} e-mails`,
    );
    return server.mostAtOnce();
  } finally {
    await svc.close();
  }
}

describe('e-mail jobs at once (MAIL_JOB_CONCURRENCY)', () => {
  it('never more than the setting, and as many under a burst', async () => {
    expect(await burst(3, 12)).toBe(3);
    const wider = await burst(8, 16);
    expect(wider).toBeLessThanOrEqual(8);
    expect(wider).toBeGreaterThan(3);
  });
});
