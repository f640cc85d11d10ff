import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { decodeQuotedPrintable } from '../support/mailbox.ts';
import { type RunningApp, startEmbeddedApp } from '../support/start-app.ts';

/**
 * Across services: a quote stored by the quote service reaches the customer and the office as
 * e-mail sent by the messaging service (the whole product, embedded).
 */
let app: RunningApp;

beforeAll(async () => {
  app = await startEmbeddedApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (body: unknown) =>
  fetch(`${app.url}/api/quotes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function mailFiles(): Promise<string[]> {
  try {
    return await readdir(join(app.dataDir, 'mail'));
  } catch {
    return [];
  }
}

describe('confirmation e-mail', () => {
  it('writes the customer confirmation and the office alert as .eml files within 2 seconds', async () => {
    const request = quoteRequest({
      email: 'eml.check@example.com',
      firstName: 'Reggie',
      city: 'Neptune Beach',
    });
    const quote = await (await post(request)).json();
    const started = Date.now();
    const customerFile = await waitFor(
      async () => (await mailFiles()).find((name) => name.includes('eml.check@example.com')),
      2000,
      'the customer .eml',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const eml = await readFile(join(app.dataDir, 'mail', customerFile), 'utf8');
    const text = decodeQuotedPrintable(eml);
    expect(text).toContain('To: eml.check@example.com');
    expect(text).toContain(quote.estimateNumber);
    expect(text).toContain('Within 24 hours');
    expect(text).toContain('within 48 hours');
    expect(text).toMatch(/\/estimate-tracker\?t=[A-Za-z0-9_-]{20,}/);
    // The address is not verified: nothing typed on the form beyond a first name goes to it.
    for (const typed of [
      request.streetAddress,
      request.city,
      request.projectDescription,
      request.specialInstructions,
    ]) {
      expect(text).not.toContain(typed);
    }
    expect(text).toContain('ZIP 32250');

    // The office alert of this very quote (not just any alert), answering to the customer.
    const officeAlert = await waitFor(
      async () => {
        for (const name of (await mailFiles()).filter((file) => file.includes('office@'))) {
          const alert = decodeQuotedPrintable(
            await readFile(join(app.dataDir, 'mail', name), 'utf8'),
          );
          if (alert.includes(`New quote request ${quote.estimateNumber}`)) return alert;
        }
        return undefined;
      },
      2000,
      'the office alert of this quote',
    );
    expect(officeAlert).toMatch(/^Reply-To: eml\.check@example\.com$/m);
    expect(officeAlert).toMatch(
      new RegExp(`^Subject: New quote request ${quote.estimateNumber}`, 'm'),
    );
    expect(officeAlert).toContain('Customer: Reggie ');
    // The office gets all of it.
    expect(officeAlert).toContain(request.streetAddress);
    expect(officeAlert).toContain('Gate code 4412.');
  });
});
