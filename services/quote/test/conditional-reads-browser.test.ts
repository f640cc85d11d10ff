import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../test/support/browser.ts';
import { answersOf } from '../../../test/support/conditional-reads.ts';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE } from './support/callers.ts';

/**
 * The dashboard polls the quote list with a plain `fetch` (web/src/api/client.ts, no cache
 * option): the browser keeps the answer (private, no-cache), sends If-None-Match by itself, and
 * turns the server's 304 into the kept 200, its X-Total-Count included, for the page.
 */
let svc: ServiceHarness;
let browser: Browser;
beforeAll(async () => {
  svc = await startService(quoteService);
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

/** How many times the polled route answered `status` (its GETs). */
const answered = (status: number) => answersOf(svc, '/api/quotes', status);

async function newRequest(lastName: string): Promise<string> {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ lastName }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().estimateNumber;
}

describe("a real browser polling the office's quote list", () => {
  it('revalidates by itself: the server answers 304, the page still reads the list and its total', async () => {
    await newRequest('Halvorsen');
    const page = await browser.newPage();
    // The gateway's signed identity, as it forwards a staff session.
    await page.setExtraHTTPHeaders({
      [IDENTITY_HEADER]: signIdentity(OFFICE, svc.runtime.identitySecret),
    });
    const sent: Array<string | undefined> = [];
    page.on('request', async (request) => {
      if (request.url().includes('/api/quotes?')) {
        sent.push((await request.allHeaders())['if-none-match']);
      }
    });
    await page.goto(`${svc.url}/health`);
    const poll = () =>
      page.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'include' });
        const rows = (await response.json()) as Array<{ lastName: string }>;
        return {
          status: response.status,
          total: response.headers.get('x-total-count'),
          names: rows.map((row) => row.lastName),
        };
      }, '/api/quotes?page=1&pageSize=10');

    const before = await answered(304);
    const first = await poll();
    expect(first.status).toBe(200);
    const second = await poll();
    expect(second).toEqual(first);
    expect(await answered(304)).toBe(before + 1);
    expect(sent.at(-1)).toMatch(/^W\/"/);

    await newRequest('Abernathy');
    const third = await poll();
    expect(third.status).toBe(200);
    expect(third.names[0]).toBe('Abernathy');
    expect(Number(third.total)).toBe(Number(first.total) + 1);
    expect(await answered(304)).toBe(before + 1);
    await page.close();
  });
});
