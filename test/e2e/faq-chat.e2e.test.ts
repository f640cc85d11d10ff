import { COMPANY, COMPANY_PHONE_HREF } from '@roofing/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '../../web/src/content/faq.ts';
import { answerFor } from '../../web/src/features/faq-chat/faq-search.ts';
import {
  screenshot as saveScreenshot,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
} from '../support/browser.ts';

/**
 * Browser journey of a homeowner using the floating FAQ chat on the home page
 * (portal-and-back-office §2, §4, §5, §8): open it, see the popular questions, ask a question
 * that matches and one that does not, minimize and restore, close. Runs against the real
 * product (embedded mode) serving the built web app (`npm run build -w web` first).
 */
const { desktop: DESKTOP, phone: MOBILE } = VIEWPORTS;
const SMALL_PHONE = { width: 360, height: 640 };

const { urlOf, openPage } = useBrowserApp();

/** Viewport only: the chat is fixed to the bottom right of the screen. */
async function screenshot(page: Page, name: string) {
  await saveScreenshot(page, name, { fullPage: false });
}

/** Loads the home page and opens the chat with its FAQ button. */
async function openChat(page: Page) {
  await page.goto(urlOf('/'));
  const launcher = page.getByRole('button', { name: 'FAQ', exact: true });
  await launcher.waitFor();
  expect(await launcher.getAttribute('aria-expanded')).toBe('false');
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'Roofing FAQ Assistant' });
  await dialog.waitFor();
  expect(await launcher.getAttribute('aria-expanded')).toBe('true');
  expect(await launcher.getAttribute('aria-controls')).toBe(await dialog.getAttribute('id'));
  return { launcher, dialog };
}

describe('FAQ chat assistant', () => {
  it(
    'answers a matching question, offers a call for nonsense, minimizes, restores and closes',
    async () => {
      const page = await openPage(DESKTOP);
      const { launcher, dialog } = await openChat(page);

      // Welcome view: greeting and the first 6 entries as popular questions.
      const input = dialog.getByLabel('Ask a roofing question');
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      const popular = dialog.getByRole('region', { name: 'Popular questions' });
      const popularButtons = popular.getByRole('button');
      expect(await popularButtons.count()).toBe(6);
      expect(await popularButtons.allTextContents()).toEqual(
        FAQ_ENTRIES.slice(0, 6).map((entry) => entry.question),
      );
      await screenshot(page, 'faq-chat-open-1280');

      // Send is disabled while the input is empty or whitespace.
      const send = dialog.getByRole('button', { name: 'Send' });
      expect(await send.isDisabled()).toBe(true);
      await input.fill('   ');
      expect(await send.isDisabled()).toBe(true);
      await input.press('Enter');
      expect(await dialog.getByText('The assistant is typing…').count()).toBe(0);

      // A matching question: typing indicator, then the best answer and related questions.
      const question = 'how long does a roof last';
      const expected = answerFor(question);
      expect(expected.best).not.toBeNull();
      await input.fill(question);
      expect(await send.isEnabled()).toBe(true);
      await send.click();
      await dialog.getByText('The assistant is typing…').waitFor();
      expect(await send.isDisabled()).toBe(true);
      await dialog.getByText(String(expected.best?.answer)).waitFor();
      await dialog.getByText('The assistant is typing…').waitFor({ state: 'detached' });
      expect(await dialog.getByRole('region', { name: 'Popular questions' }).count()).toBe(0);
      expect(expected.related.length).toBeGreaterThan(1);
      await dialog.getByText(`${expected.related.length} related questions`).waitFor();
      for (const entry of expected.related) {
        await dialog.getByRole('button', { name: entry.question, exact: true }).waitFor();
      }
      await screenshot(page, 'faq-chat-answer-1280');

      // Nonsense, sent with Enter: no specific answer, call the company or get a free estimate.
      await input.fill('zzqx qwpv');
      await input.press('Enter');
      await dialog.getByText('The assistant is typing…').waitFor();
      const noMatch = dialog.getByText(/couldn't find a specific answer/);
      await noMatch.waitFor();
      expect(await noMatch.textContent()).toContain(COMPANY.phone);
      const call = dialog.getByRole('link', { name: `Call ${COMPANY.phone}` });
      expect(await call.getAttribute('href')).toBe(COMPANY_PHONE_HREF);
      const estimate = dialog.getByRole('link', { name: 'Get a free estimate' });
      expect(await estimate.getAttribute('href')).toBe('/#quote-form');
      await screenshot(page, 'faq-chat-no-match-1280');

      // Minimize to the title bar, then restore.
      await dialog.getByRole('button', { name: 'Minimize chat' }).click();
      await input.waitFor({ state: 'detached' });
      const restore = dialog.getByRole('button', { name: 'Restore chat' });
      await restore.waitFor();
      await screenshot(page, 'faq-chat-minimized-1280');
      await restore.click();
      await input.waitFor();
      await expect.poll(() => input.evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByText(/couldn't find a specific answer/).waitFor();

      // Close: back to the button, which gets the focus.
      await dialog.getByRole('button', { name: 'Close chat' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);

      // Reopen keeps the conversation; Escape closes.
      await launcher.click();
      await dialog.getByText(String(expected.best?.answer)).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    },
    TIMEOUT_MS,
  );

  it(
    'asks a popular question by clicking it and fits a small phone screen',
    async () => {
      for (const viewport of [MOBILE, SMALL_PHONE]) {
        const page = await openPage(viewport);
        const { dialog } = await openChat(page);
        if (viewport === MOBILE) await screenshot(page, 'faq-chat-open-390');

        const box = await dialog.boundingBox();
        expect(box).not.toBeNull();
        if (box) {
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        }

        const first = FAQ_ENTRIES[0];
        await dialog.getByRole('button', { name: String(first?.question) }).click();
        await dialog.getByText(String(first?.answer)).waitFor();
        if (viewport === MOBILE) await screenshot(page, 'faq-chat-answer-390');
        await page.context().close();
      }
    },
    TIMEOUT_MS,
  );
});
