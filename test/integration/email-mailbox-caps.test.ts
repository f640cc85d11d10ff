import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Mail to unverified addresses, seen from outside: requests through the public API from several
 * client addresses (127.0.0.x bound as the source), mail as the embedded app's .eml files, the
 * held-back count at /metrics. One mailbox however its address is written, a cap per client
 * address across mailboxes, and a greeting that repeats a first name only.
 */
let app: RunningApp;
let mail: ReturnType<typeof mailbox>;
const ACKS_PER_CLIENT = 4;
beforeAll(async () => {
  app = await startEmbeddedApp({ MAIL_ACKS_PER_CLIENT_PER_DAY: String(ACKS_PER_CLIENT) });
  mail = mailbox(app.dataDir);
});
afterAll(async () => {
  await app?.close();
});

/** POST JSON from a chosen local source address (the client address the site sees). */
function postFrom(from: string, path: string, body: unknown): Promise<number> {
  const url = new URL(path, app.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function cappedCount(kind: string): Promise<number> {
  const text = (await app.gateway.runtime?.metrics.scrape()) ?? '';
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`emails_capped_total{kind="${kind}"}`));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
}

/** All mail whose file name holds `part`, case folded (files are named after the recipient). */
async function mailsMatching(part: string) {
  const all = await mail.to('');
  return all.filter((m) => m.file.toLowerCase().includes(part.toLowerCase()));
}

const contact = (name: string, email: string, message = 'Please call me back about my roof.') => ({
  name,
  phone: '904-555-0101',
  email,
  message,
});

describe('one mailbox however it is written', () => {
  it('A.B+x@GMail.com and ab@gmail.com share the contact acknowledgement cap', async () => {
    expect(
      await postFrom('127.0.0.21', '/api/contacts', contact('Ada Byron', 'A.B+x@GMail.com')),
    ).toBe(201);
    expect(
      await postFrom('127.0.0.22', '/api/contacts', contact('Ada Byron', 'ab@gmail.com')),
    ).toBe(201);
    // Both jobs settled: one acknowledgement in the mailbox, one held back.
    const settled = await waitFor(
      async () => {
        const sent = await mailsMatching('gmail.com');
        const capped = await cappedCount('contact_acknowledgement');
        return sent.length + capped >= 2 ? { sent, capped } : undefined;
      },
      15_000,
      'both acknowledgements sent or held back',
    );
    expect(settled.sent).toHaveLength(1);
    expect(settled.capped).toBe(1);
  });
});

describe('the greeting', () => {
  it('repeats a first name only: "Win a prize at http://evil.example" greets without the URL', async () => {
    const email = 'greeting.check@example.com';
    expect(
      await postFrom(
        '127.0.0.23',
        '/api/contacts',
        contact('Win a prize at http://evil.example', email),
      ),
    ).toBe(201);
    const [ack] = await waitFor(
      async () => {
        const found = await mail.to(email);
        return found.length === 1 ? found : undefined;
      },
      15_000,
      'the acknowledgement',
    );
    expect(ack?.text).toContain('Hi Win,');
    expect(ack?.text).not.toContain('evil.example');
    expect(ack?.text).not.toContain('http://evil');
    expect(ack?.text).not.toContain('prize');
  });

  it('says "Hello," when nothing name-like was typed', async () => {
    const email = 'greeting.none@example.com';
    expect(
      await postFrom(
        '127.0.0.24',
        '/api/contacts',
        contact('www.evil.example/win 555-0199', email),
      ),
    ).toBe(201);
    const [ack] = await waitFor(
      async () => {
        const found = await mail.to(email);
        return found.length === 1 ? found : undefined;
      },
      15_000,
      'the acknowledgement',
    );
    expect(ack?.text).toContain('Hello,');
    expect(ack?.text).not.toContain('evil');
    expect(ack?.text).not.toContain('555-0199');
  });

  it('greets a quote request with the first name it can vouch for', async () => {
    const email = 'greeting.quote@example.com';
    const status = await postFrom(
      '127.0.0.25',
      '/api/quotes',
      quoteRequest({ email, firstName: "Mary-Jane O'Neil" }),
    );
    expect(status).toBe(201);
    const [confirmation] = await waitFor(
      async () => {
        const found = await mail.to(email);
        return found.length === 1 ? found : undefined;
      },
      15_000,
      'the quote confirmation',
    );
    expect(confirmation?.text).toContain('Hi Mary-Jane,');
  });
});

describe('the mail origins kept for the caps', () => {
  it('are pruned now and then without holding up a request (50 quote requests in a row)', async () => {
    // Every 50th origin recorded prunes the expired ones: once a quote's origin is written in
    // its transaction, a prune awaited there waited for ever on PGlite's one connection.
    for (let n = 0; n < 50; n++) {
      const status = await Promise.race([
        postFrom('127.0.0.40', '/api/quotes', quoteRequest({ email: `prune.${n}@example.com` })),
        new Promise<number>((resolve) => setTimeout(() => resolve(0), 10_000)),
      ]);
      expect(status, `quote request ${n + 1}`).toBe(201);
    }
  }, 120_000);
});

describe('per client address', () => {
  it(`acknowledges at most ${ACKS_PER_CLIENT} a day from one address, whatever mailboxes it names`, async () => {
    const from = '127.0.0.31';
    const before = await cappedCount('contact_acknowledgement');
    const addresses = Array.from({ length: 6 }, (_, n) => `spray.${n}@example.org`);
    for (const address of addresses) {
      expect(await postFrom(from, '/api/contacts', contact('Sam Spray', address))).toBe(201);
    }
    const settled = await waitFor(
      async () => {
        const sent = await mailsMatching('spray.');
        const capped = (await cappedCount('contact_acknowledgement')) - before;
        return sent.length + capped >= 6 ? { sent, capped } : undefined;
      },
      20_000,
      'six acknowledgements sent or held back',
    );
    expect(settled.sent).toHaveLength(ACKS_PER_CLIENT);
    expect(settled.capped).toBe(6 - ACKS_PER_CLIENT);

    // Another client address is not held back by it.
    const other = 'neighbour.ack@example.org';
    expect(await postFrom('127.0.0.32', '/api/contacts', contact('Nia Neighbour', other))).toBe(
      201,
    );
    await waitFor(
      async () => ((await mail.to(other)).length === 1 ? true : undefined),
      15_000,
      "the neighbour's acknowledgement",
    );
  });
});
