import type { Quote, QuoteCreated } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { TIMEOUT_MS } from './browser.ts';
import { quoteRequest } from './factories.ts';
import { verifyInPage } from './portal-verify.ts';
import { signInStaff } from './staff-sign-in.ts';

/** Staff credentials the customer-truth browser tests start the app with. */
export const TRUTH_ADMIN = { username: 'truth-e2e-admin', password: 'truth-e2e-password-2024' };

/**
 * Quotes in the states the customer-side browser tests need, made the way staff make them (a
 * signed-in session, PATCH /api/quotes/:id), and the portal steps they share. Call at the top
 * level of a test file, after useBrowserApp.
 */
export function useCustomerFixtures(
  urlOf: (path: string) => string,
  /** The running app's data directory: given, openPortal verifies with the e-mailed code. */
  dataDirOf?: () => string,
) {
  const staff = { cookie: '', token: '' };

  beforeAll(async () => {
    const signedIn = await signInStaff(urlOf('').replace(/\/$/, ''), TRUTH_ADMIN);
    staff.token = signedIn.token;
    staff.cookie = signedIn.cookie;
  }, TIMEOUT_MS);

  async function createQuote(): Promise<{ estimateNumber: string; id: number }> {
    const response = await fetch(urlOf('/api/quotes'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quoteRequest()),
    });
    expect(response.status).toBe(201);
    const { estimateNumber } = (await response.json()) as QuoteCreated;
    const found = await fetch(urlOf(`/api/quotes?search=${estimateNumber}`), {
      headers: { cookie: staff.cookie },
    });
    const [quote] = (await found.json()) as Quote[];
    if (!quote) throw new Error(`no quote ${estimateNumber}`);
    return { estimateNumber, id: quote.id };
  }

  /** A staff change, as the dashboard makes it. */
  async function staffPatch(id: number, change: object) {
    const response = await fetch(urlOf(`/api/quotes/${id}`), {
      method: 'PATCH',
      headers: {
        cookie: staff.cookie,
        'x-csrf-token': staff.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(200);
  }

  /** A quote whose estimate ($14,250.50) is ready for the customer's answer. */
  async function preparedQuote() {
    const quote = await createQuote();
    await staffPatch(quote.id, {
      estimateAmount: 14250.5,
      proposalNotes: 'Full tear-off and architectural shingles.',
    });
    return quote;
  }

  async function estimateOf(estimateNumber: string) {
    return (await (await fetch(urlOf(`/api/estimates/${estimateNumber}`))).json()) as {
      status: string;
      customerResponse: string | null;
    };
  }

  async function openPortal(page: Page, estimateNumber: string, path = '/client-portal') {
    // A customer who acts has confirmed the e-mailed code (issue 20); the portal keeps it.
    if (dataDirOf) await verifyInPage(page, urlOf('/'), dataDirOf(), estimateNumber);
    await page.goto(urlOf(path));
    const project = page.getByRole('heading', { name: 'Your Roofing Project' });
    const number = page.getByLabel('Estimate number');
    // This browser's session may already hold the project (verified here): it reopens it.
    await project.or(number).first().waitFor();
    if (await project.isVisible()) {
      const shown = await page.getByRole('main').textContent();
      if (shown?.includes(estimateNumber)) return;
    }
    await number.fill(estimateNumber);
    await page.getByRole('button', { name: 'Access My Project' }).click();
    await project.waitFor();
  }

  return { createQuote, staffPatch, preparedQuote, estimateOf, openPortal };
}

export const toast = (page: Page, title: string) =>
  page.getByRole('status').filter({ hasText: title });
