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
    .find((value) => value.startsWith('sfr_portal='));
  if (!cookie) throw new Error('verify set no portal cookie');
  return cookie;
}
