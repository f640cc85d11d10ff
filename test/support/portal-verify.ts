import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitFor } from './factories.ts';
import { mailbox } from './mailbox.ts';

/** The six digits of the newest code e-mail to `email` after `after` of them (subject line). */
export async function codeFromMail(dataDir: string, email: string, after = 0): Promise<string> {
  const mails = await waitFor(
    async () => {
      const found = (await mailbox(dataDir).to(email)).filter((mail) =>
        /Subject: \d{6} is your /.test(mail.headers),
      );
      return found.length > after ? found : undefined;
    },
    5000,
    `code e-mail #${after + 1} to ${email}`,
  );
  const subject = /Subject: (\d{6}) is your /.exec(mails[mails.length - 1]?.headers ?? '');
  if (!subject?.[1]) throw new Error('no code in the e-mail subject');
  return subject[1];
}

/** How many code e-mails `email` has received. */
export async function codeMailCount(dataDir: string, email: string): Promise<number> {
  return (await mailbox(dataDir).to(email)).filter((mail) =>
    /Subject: \d{6} is your /.test(mail.headers),
  ).length;
}

/**
 * What a customer does before acting: asks for a one-time code for the estimate, reads it from
 * the e-mail on file (the embedded app's .eml files), and enters it. Returns the verified portal
 * cookie (`sfr_portal=…`), ready for a `cookie` header.
 */
export async function verifiedPortalCookie(
  baseUrl: string,
  dataDir: string,
  estimateNumber: string,
  email: string,
): Promise<string> {
  const before = await codeMailCount(dataDir, email);
  const asked = await fetch(`${baseUrl}/api/portal/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateNumber }),
  });
  expect(asked.status).toBe(202);
  const code = await codeFromMail(dataDir, email, before);
  const verified = await fetch(`${baseUrl}/api/portal/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ estimateNumber, code }),
  });
  expect(verified.status, await verified.clone().text()).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => /^(__Host-)?sfr_portal=/.test(value));
  if (!cookie) throw new Error('verify set no portal cookie');
  return cookie;
}

const CODE_SUBJECT = /Subject: (\d{6}) is your /;

/** The code e-mails (file names) that name this estimate. */
async function codeMailsFor(dataDir: string, estimateNumber: string) {
  return (await mailbox(dataDir).to('')).filter(
    (mail) => CODE_SUBJECT.test(mail.headers) && mail.text.includes(estimateNumber),
  );
}

/**
 * In a browser page: asks for a code, reads it from the e-mail, and enters it through the API
 * from the page itself, so the verified portal cookie lands in that browser. For browser tests
 * whose subject is not the code dialog (they act afterwards as a verified customer would).
 */
export async function verifyInPage(
  page: Page,
  origin: string,
  dataDir: string,
  estimateNumber: string,
): Promise<void> {
  if (!page.url().startsWith(new URL(origin).origin)) await page.goto(new URL('/', origin).href);
  const before = new Set((await codeMailsFor(dataDir, estimateNumber)).map((mail) => mail.file));
  const post = (path: string, body: object) =>
    page.evaluate(
      async ([url, payload]) =>
        (
          await fetch(url as string, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: payload as string,
          })
        ).status,
      [path, JSON.stringify(body)],
    );
  expect(await post('/api/portal/code', { estimateNumber })).toBe(202);
  const code = await codeFor(dataDir, estimateNumber, before);
  expect(await post('/api/portal/verify', { estimateNumber, code })).toBe(200);
}

/** The code of the first code e-mail for the estimate not among `before` (file names). */
export async function codeFor(
  dataDir: string,
  estimateNumber: string,
  before: Set<string>,
): Promise<string> {
  const mail = await waitFor(
    async () =>
      (await codeMailsFor(dataDir, estimateNumber)).find((found) => !before.has(found.file)),
    10_000,
    `a code e-mail for ${estimateNumber}`,
  );
  const code = CODE_SUBJECT.exec(mail.headers)?.[1];
  if (!code) throw new Error('no code in the e-mail subject');
  return code;
}

/** The code e-mails already received for an estimate (to tell the next one apart). */
export async function codeMailFiles(dataDir: string, estimateNumber: string) {
  return new Set((await codeMailsFor(dataDir, estimateNumber)).map((mail) => mail.file));
}

/**
 * Outside a browser: a verified portal cookie for the estimate, the code read from the e-mail
 * that names it (for tests that know the number, not the address).
 */
export async function verifiedCookieFor(
  baseUrl: string,
  dataDir: string,
  estimateNumber: string,
): Promise<string> {
  const before = await codeMailFiles(dataDir, estimateNumber);
  const post = (path: string, body: object) =>
    fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await post('/api/portal/code', { estimateNumber })).status).toBe(202);
  const code = await codeFor(dataDir, estimateNumber, before);
  const verified = await post('/api/portal/verify', { estimateNumber, code });
  expect(verified.status).toBe(200);
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(';')[0] ?? '')
    .find((value) => /^(__Host-)?sfr_portal=/.test(value));
  if (!cookie) throw new Error('verify set no portal cookie');
  return cookie;
}
