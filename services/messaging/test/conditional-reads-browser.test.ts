import { messagingService } from '@roofing/messaging';
import { IDENTITY_HEADER, signIdentity } from '@roofing/platform';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../../test/support/browser.ts';
import { answersOf } from '../../../test/support/conditional-reads.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { knownEstimate, portal, postMessage, STAFF } from './support/conversation.ts';

/**
 * The web app polls with a plain `fetch`: the browser itself keeps the answer (private,
 * no-cache), sends If-None-Match, and turns the server's 304 into the kept 200 for the page.
 */
let svc: ServiceHarness;
let browser: Browser;
beforeAll(async () => {
  svc = await startService(messagingService);
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await svc?.close();
});

/** How many times the polled route answered `status` (its GETs). */
const answered = (status: number) =>
  answersOf(svc, '/api/project-messages/:estimateNumber', status);

describe('a real browser polling a conversation', () => {
  it('revalidates by itself: the server answers 304, the page still reads the list', async () => {
    const { estimateNumber } = await knownEstimate(svc);
    await postMessage(svc, portal(estimateNumber), { estimateNumber, messageContent: 'Hello' });
    const page = await browser.newPage();
    // The gateway's signed identity, as it forwards a portal session.
    await page.setExtraHTTPHeaders({
      [IDENTITY_HEADER]: signIdentity(portal(estimateNumber), svc.runtime.identitySecret),
    });
    const sent: Array<string | undefined> = [];
    page.on('request', async (request) => {
      if (request.url().includes('/api/project-messages/')) {
        sent.push((await request.allHeaders())['if-none-match']);
      }
    });
    await page.goto(`${svc.url}/health`);
    const poll = () =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, body: await response.json() };
      }, `/api/project-messages/${estimateNumber}`);

    const before = await answered(304);
    const first = await poll();
    expect(first.status).toBe(200);
    const second = await poll();
    // The page sees the kept 200 and its body; the server sent a 304.
    expect(second).toEqual(first);
    expect(await answered(304)).toBe(before + 1);
    expect(sent.at(-1)).toMatch(/^W\/"/);

    // A new message: the next poll gets it.
    await postMessage(svc, STAFF, { estimateNumber, messageContent: 'Crew Monday' });
    const third = await poll();
    expect(third.status).toBe(200);
    expect(third.body.map((message: { messageContent: string }) => message.messageContent)).toEqual(
      ['Hello', 'Crew Monday'],
    );
    expect(await answered(304)).toBe(before + 1);
    await page.close();
  });
});
