import { sealPortalLink } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { mailbox } from '../support/mailbox.ts';
import { codeFromMail, codeMailCount, verifiedPortalCookie } from '../support/portal-verify.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Issue 20, Medium 2: the estimate number views, it does not act. Acting needs a portal session
 * verified by a one-time code from the e-mail on file (or a single-use e-mailed link), for that
 * estimate; signing out ends it on the server; other sites cannot use the portal cookie.
 */
let app: RunningApp;
let seq = 0;

beforeAll(async () => {
  app = await startEmbeddedApp();
});
afterAll(async () => {
  await app?.close();
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function newEstimate() {
  seq += 1;
  const email = `verify.${seq}.${Date.now()}@example.com`;
  const response = await fetch(`${app.url}/api/quotes`, json(quoteRequest({ email })));
  expect(response.status).toBe(201);
  return { estimateNumber: (await response.json()).estimateNumber as string, email };
}

async function loginCookie(estimateNumber: string): Promise<string> {
  const response = await fetch(`${app.url}/api/quotes/login`, json({ estimateNumber }));
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}

const askCode = (estimateNumber: string) =>
  fetch(`${app.url}/api/portal/code`, json({ estimateNumber }));
const verify = (estimateNumber: string, code: string) =>
  fetch(`${app.url}/api/portal/verify`, json({ estimateNumber, code }));

const db = () => {
  const database = app.gateway.runtime?.database;
  if (!database) throw new Error('the embedded product has no database');
  return database.db;
};

/** Every customer act, as the web app makes it, for one estimate with the given cookie. */
function acts(estimateNumber: string) {
  const form = new FormData();
  form.append('estimateNumber', estimateNumber);
  form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'a.png');
  return {
    'track-page answer': (cookie: string) =>
      fetch(
        `${app.url}/api/estimates/${estimateNumber}/response`,
        json({ customerResponse: 'accepted' }, { cookie }),
      ),
    'portal accept': (cookie: string) =>
      fetch(`${app.url}/api/quotes/${estimateNumber}`, {
        ...json({ status: 'accepted' }, { cookie }),
        method: 'PUT',
      }),
    'portal request changes': (cookie: string) =>
      fetch(`${app.url}/api/quotes/${estimateNumber}`, {
        ...json({ status: 'need-revision', responseNotes: 'Tile, please.' }, { cookie }),
        method: 'PUT',
      }),
    'project message': (cookie: string) =>
      fetch(
        `${app.url}/api/project-messages`,
        json(
          {
            estimateNumber,
            senderType: 'customer',
            senderName: 'Pat',
            messageContent: 'Hello from the portal',
          },
          { cookie },
        ),
      ),
    'photo upload': (cookie: string) =>
      fetch(`${app.url}/api/project-messages/images`, {
        method: 'POST',
        headers: { cookie },
        body: form,
      }),
    feedback: (cookie: string) =>
      fetch(
        `${app.url}/api/quotes/portal-session/feedback`,
        json({ overallRating: 5 }, { cookie }),
      ),
    'service request': (cookie: string) =>
      fetch(
        `${app.url}/api/quotes/portal-session/service-requests`,
        json({ requestType: 'leak', description: 'A drip by the chimney.' }, { cookie }),
      ),
  };
}

describe('one-time codes', () => {
  it('answers 202 the same way for a known and an unknown number, and e-mails the code', async () => {
    const { estimateNumber, email } = await newEstimate();
    const known = await askCode(estimateNumber);
    const unknown = await askCode('SFR-ZZZZZZZZ');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const code = await codeFromMail(app.dataDir, email);
    expect(code).toMatch(/^\d{6}$/);
    // Only a salted hash is stored.
    const rows = (await db().execute(
      sql`SELECT code_hash FROM quote.portal_codes WHERE estimate_number = ${estimateNumber}`,
    )) as unknown as { rows: Array<{ code_hash: string }> };
    expect(JSON.stringify(rows.rows)).not.toContain(code);
    // The record of the e-mail keeps that a code went out, never the code.
    const notes = (await db().execute(
      sql`SELECT title, message FROM messaging.customer_notifications WHERE recipient = ${email}`,
    )) as unknown as { rows: Array<{ title: string; message: string }> };
    expect(JSON.stringify(notes.rows)).not.toContain(code);
  });

  it('counts wrong tries, opens a verified session with the right code, once', async () => {
    const { estimateNumber, email } = await newEstimate();
    await askCode(estimateNumber);
    const code = await codeFromMail(app.dataDir, email);
    const wrong = code === '000000' ? '000001' : '000000';
    const miss = await verify(estimateNumber, wrong);
    expect(miss.status).toBe(400);
    expect((await miss.json()).error.message).toMatch(/not right.*4 tries left/);
    const right = await verify(estimateNumber, code);
    expect(right.status).toBe(200);
    expect((await right.json()).verified).toBe(true);
    expect(right.headers.get('set-cookie')).toMatch(/^sfr_portal=.*HttpOnly/i);
    // Used once: the same code again opens nothing.
    const again = await verify(estimateNumber, code);
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toMatch(/expired or has been used/);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const { estimateNumber, email } = await newEstimate();
    await askCode(estimateNumber);
    const code = await codeFromMail(app.dataDir, email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await verify(estimateNumber, wrong)).status).toBe(400);
    expect((await verify(estimateNumber, code)).status).toBe(400);
  });

  it('spends a code once under parallel attempts', async () => {
    const { estimateNumber, email } = await newEstimate();
    await askCode(estimateNumber);
    const code = await codeFromMail(app.dataDir, email);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => verify(estimateNumber, code)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('refuses a code past its 10 minutes', async () => {
    const { estimateNumber, email } = await newEstimate();
    await askCode(estimateNumber);
    const code = await codeFromMail(app.dataDir, email);
    // No API moves the clock: the code's expiry is set back in the product's database.
    await db().execute(
      sql`UPDATE quote.portal_codes SET expires_at = now() - interval '1 second' WHERE estimate_number = ${estimateNumber}`,
    );
    const late = await verify(estimateNumber, code);
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toMatch(/expired/);
  });

  it('sends at most 3 codes an hour for one estimate; only the newest counts', async () => {
    const { estimateNumber, email } = await newEstimate();
    for (let i = 0; i < 3; i++) expect((await askCode(estimateNumber)).status).toBe(202);
    // A fourth answers exactly as the first three (and as an unknown number), but sends nothing.
    const limited = await askCode(estimateNumber);
    expect(limited.status).toBe(202);
    expect(await limited.json()).toEqual(await (await askCode('SFR-ZZZZZZZZ')).json());
    await waitFor(async () => ((await codeMailCount(app.dataDir, email)) === 3 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await codeMailCount(app.dataDir, email)).toBe(3);
    // An hour later (the rows set back), codes are sent again.
    await db().execute(
      sql`UPDATE quote.portal_codes SET created_at = now() - interval '61 minutes' WHERE estimate_number = ${estimateNumber}`,
    );
    expect((await askCode(estimateNumber)).status).toBe(202);
  });
});

describe('acting needs a verified session for that estimate', () => {
  it('answers 401 VERIFICATION_REQUIRED on every customer act with the number alone', async () => {
    const { estimateNumber } = await newEstimate();
    const viewing = await loginCookie(estimateNumber);
    for (const [name, act] of Object.entries(acts(estimateNumber))) {
      for (const cookie of ['', viewing]) {
        const answer = await act(cookie);
        expect(answer.status, `${name} with ${cookie ? 'the number' : 'nothing'}`).toBe(401);
        if (cookie || name !== 'photo upload') {
          // (An upload with no session at all is the plain sign-in 401.)
          const body = await answer.json();
          if (cookie) expect(body.error.code, name).toBe('VERIFICATION_REQUIRED');
        }
      }
    }
    // Viewing still works with the number: the portal session and the messages.
    const session = await fetch(`${app.url}/api/quotes/portal-session`, {
      headers: { cookie: viewing },
    });
    expect(session.status).toBe(200);
    expect((await session.json()).verified).toBe(false);
    const messages = await fetch(`${app.url}/api/project-messages/${estimateNumber}`, {
      headers: { cookie: viewing },
    });
    expect(messages.status).toBe(200);
  });

  it('lets the verified session act on its estimate, and not on another', async () => {
    const mine = await newEstimate();
    const other = await newEstimate();
    const cookie = await verifiedPortalCookie(
      app.url,
      app.dataDir,
      mine.estimateNumber,
      mine.email,
    );
    const expected: Record<string, number> = {
      // Not prepared yet / not completed: the act is let through and judged on its merits.
      'track-page answer': 409,
      'portal accept': 409,
      'portal request changes': 409,
      'project message': 201,
      'photo upload': 415, // judged by content: not an image
      feedback: 409,
      'service request': 409,
    };
    for (const [name, act] of Object.entries(acts(mine.estimateNumber))) {
      expect((await act(cookie)).status, name).toBe(expected[name]);
    }
    // Another estimate: refused (the session is for one estimate only). The number-addressed
    // acts answer exactly as an unknown number would (404), so nothing about it is confirmed.
    const foreign = acts(other.estimateNumber);
    expect((await foreign['track-page answer'](cookie)).status).toBe(404);
    expect((await foreign['portal accept'](cookie)).status).toBe(404);
    expect((await foreign['project message'](cookie)).status).toBe(403);
  });
});

describe('sign-out', () => {
  it('ends the verified session on the server: the old cookie acts no more', async () => {
    const { estimateNumber, email } = await newEstimate();
    const cookie = await verifiedPortalCookie(app.url, app.dataDir, estimateNumber, email);
    const message = acts(estimateNumber)['project message'];
    expect((await message(cookie)).status).toBe(201);
    const out = await fetch(`${app.url}/api/quotes/portal-session`, {
      method: 'DELETE',
      headers: { cookie },
    });
    expect(out.status).toBe(200);
    // The cookie, kept or copied elsewhere, no longer acts.
    const after = await message(cookie);
    expect(after.status).toBe(401);
    expect((await after.json()).error.code).toBe('VERIFICATION_REQUIRED');
  });
});

describe('e-mailed links', () => {
  it('carry a single-use token, never the number, that opens a verified session once', async () => {
    const { estimateNumber, email } = await newEstimate();
    const confirmation = await waitFor(async () => {
      const mails = await mailbox(app.dataDir).to(email);
      return mails.find((mail) => mail.text.includes('/estimate-tracker'));
    });
    expect(confirmation.text).not.toMatch(new RegExp(`[?&]\\w+=${estimateNumber}`));
    const token = /\/estimate-tracker\?t=([A-Za-z0-9_-]+)/.exec(confirmation.text)?.[1];
    if (!token) throw new Error('no link token in the confirmation e-mail');
    expect(token).not.toContain(estimateNumber);

    const open = await fetch(`${app.url}/api/portal/link`, json({ token }));
    expect(open.status).toBe(200);
    expect((await open.json()).estimateNumber).toBe(estimateNumber);
    const cookie = (open.headers.get('set-cookie') ?? '').split(';')[0] as string;
    expect((await acts(estimateNumber)['project message'](cookie)).status).toBe(201);

    const reused = await fetch(`${app.url}/api/portal/link`, json({ token }));
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.message).toMatch(/expired or has already been used/);
  });

  it('refuse an expired or altered token', async () => {
    const { estimateNumber } = await newEstimate();
    const secret = app.gateway.runtime?.identitySecret as string;
    const old = sealPortalLink(estimateNumber, secret, Date.now() - 8 * 86_400_000);
    expect((await fetch(`${app.url}/api/portal/link`, json({ token: old }))).status).toBe(400);
    const good = sealPortalLink(estimateNumber, secret);
    const altered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'AB' : 'AA'}`;
    expect((await fetch(`${app.url}/api/portal/link`, json({ token: altered }))).status).toBe(400);
  });
});

describe('cross-site requests', () => {
  it('refuses a portal write another site makes with the customer cookie (403)', async () => {
    const { estimateNumber, email } = await newEstimate();
    const cookie = await verifiedPortalCookie(app.url, app.dataDir, estimateNumber, email);
    const body = {
      estimateNumber,
      senderType: 'customer',
      senderName: 'Pat',
      messageContent: 'Sent by another site',
    };
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.example.com' },
    ];
    for (const headers of foreign) {
      const answer = await fetch(
        `${app.url}/api/project-messages`,
        json(body, { cookie, ...headers }),
      );
      expect(answer.status, JSON.stringify(headers)).toBe(403);
    }
    const forged = await fetch(
      `${app.url}/api/portal/verify`,
      json({ estimateNumber, code: '123456' }, { origin: 'https://evil.example' }),
    );
    expect(forged.status).toBe(403);
    // The same request from the site itself goes through.
    const own = await fetch(
      `${app.url}/api/project-messages`,
      json(body, { cookie, origin: app.url, 'sec-fetch-site': 'same-origin' }),
    );
    expect(own.status).toBe(201);
  });
});
