import { COMPANY } from '@roofing/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  expectNoSeriousAxeViolations,
  TIMEOUT_MS,
  useBrowserApp,
  VIEWPORTS,
  type Viewport,
} from '../support/browser.ts';
import { quoteRequest } from '../support/factories.ts';
import { signInInBrowser } from '../support/staff-sign-in.ts';

/**
 * Browser journeys of the AI features against the real product (embedded mode, offline AI
 * providers): the assistant modal from the hero (answers with sources, Enter, waiting state,
 * voice on/off, the browser voice when speech fails, the failure apology, voice input), the
 * blog's inline AI Roofing Expert, the article's Chat with Expert, and the dashboard's AI
 * Insights and AI Roofing Assistant. Only failures are simulated (page.route); screenshots go to
 * /tmp/shots/F-*.png.
 */
const ADMIN = { username: 'admin', password: 'correct-horse-battery-staple' };
const site = useBrowserApp({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
const { urlOf } = site;
const SHOTS = '/tmp/shots/';
const QUESTION = 'How long does a metal roof last?';
/** Waiting for the server's voice (espeak-ng through the job queue) or a reply. */
// Generous: on a busy CI machine the answer and the voice fallback can take a while.
const SLOW = { timeout: 30_000, interval: 100 };

/**
 * Records, in the page, what the voice does: each audio element played and whether it was
 * paused, and every speechSynthesis.speak / cancel (Chromium's own voice is replaced by a
 * recorder, as the test machine has none).
 */
function recordVoice() {
  const record = { played: [] as HTMLMediaElement[], spoken: [] as object[], cancels: 0 };
  (window as unknown as { voiceRecord: typeof record }).voiceRecord = record;
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    record.played.push(this);
    return play.call(this).catch(() => undefined);
  };
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      speak: (u: SpeechSynthesisUtterance) =>
        record.spoken.push({ text: u.text, rate: u.rate, pitch: u.pitch, volume: u.volume }),
      cancel: () => {
        record.cancels += 1;
      },
    },
  });
}

/** A page whose voice is recorded (recordVoice), with `init` run in it next. */
async function openPage(viewport: Viewport = VIEWPORTS.desktop, init?: () => void): Promise<Page> {
  const page = await site.openPage(viewport);
  await page.addInitScript(recordVoice);
  if (init) await page.addInitScript(init);
  return page;
}

const voice = (page: Page) =>
  page.evaluate(() => {
    const r = (
      window as unknown as {
        voiceRecord: { played: HTMLMediaElement[]; spoken: object[]; cancels: number };
      }
    ).voiceRecord;
    return {
      played: r.played.length,
      allPaused: r.played.every((a) => a.paused),
      spoken: r.spoken,
      cancels: r.cancels,
    };
  });

/** Opens the assistant from the hero's Chat with Expert; resolves with the dialog. */
async function openFromHero(page: Page): Promise<Locator> {
  await page.goto(urlOf('/'));
  await page.getByRole('button', { name: 'Chat with Expert' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Roofing Assistant' });
  await dialog.waitFor();
  return dialog;
}

const questionBox = (scope: Locator) =>
  scope.getByRole('textbox', { name: 'Your roofing question' });

describe('assistant modal', () => {
  it(
    'opens from the hero, answers with sources, sends on Enter and waits disabled',
    async () => {
      const page = await openPage();
      const welcome = page.waitForRequest((r) => r.url().endsWith('/api/tts/welcome'));
      const dialog = await openFromHero(page);
      const box = questionBox(dialog);
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      await dialog.getByText("Hi, I'm the Shorefront Roofing assistant").waitFor();
      await welcome; // voice is on by default: the greeting is fetched about 0.5 s after opening
      await expectNoSeriousAxeViolations(page, 'assistant modal');

      // Watch the text box and Send: both must be disabled while the reply is pending.
      await box.evaluate((el) => {
        const seen: string[] = [];
        (window as unknown as { waitingStates: string[] }).waitingStates = seen;
        new MutationObserver(() => {
          const send = [...document.querySelectorAll('button')].find(
            (b) => b.textContent?.trim() === 'Send',
          );
          const thinking = document.body.textContent?.includes('The assistant is thinking…');
          seen.push(`${(el as HTMLTextAreaElement).disabled}/${send?.disabled}/${thinking}`);
        }).observe(el, { attributes: true, attributeFilter: ['disabled'] });
      });
      await box.fill(`  ${QUESTION}  `);
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/roofing-assistant'));
      await box.press('Enter');
      expect((await asked).postDataJSON()).toEqual({ message: QUESTION, language: 'en' });
      const reply = dialog.locator('[data-message-id]').nth(2);
      await reply.getByText('Sources').waitFor();
      expect(await reply.getByRole('listitem').count()).toBeGreaterThan(0);
      expect(await reply.innerText()).toMatch(/metal/i);
      expect(
        await page.evaluate(() => (window as unknown as { waitingStates: string[] }).waitingStates),
      ).toEqual(['true/true/true', 'false/true/false']);
      await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await box.inputValue()).toBe('');
      await page.screenshot({ path: `${SHOTS}F-modal-desktop.png` });

      // Escape closes it and gives focus back to the opener.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
        .toBe('Chat with Expert');
    },
    TIMEOUT_MS,
  );

  it(
    'turns the voice off (audio stops) and on ("Voice responses enabled." via /api/tts)',
    async () => {
      const page = await openPage();
      const dialog = await openFromHero(page);
      await expect.poll(async () => (await voice(page)).played, SLOW).toBe(1); // the welcome
      const toggle = dialog.getByRole('button', { name: 'Voice responses' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');

      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      const off = await voice(page);
      expect(off.allPaused).toBe(true);
      expect(off.cancels).toBeGreaterThan(0);

      const enabled = page.waitForRequest(
        (r) => r.url().endsWith('/api/tts') && r.method() === 'POST',
      );
      await toggle.click();
      expect((await enabled).postDataJSON()).toEqual({
        text: 'Voice responses enabled.',
        voice: 'onyx',
      });
      await expect.poll(async () => (await voice(page)).played, SLOW).toBe(2);
      expect((await voice(page)).spoken).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it(
    'reads the reply with the browser voice (rate 0.9) when speech fails',
    async () => {
      const page = await openPage();
      await page.route('**/api/tts', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'SPEECH_UNAVAILABLE', message: 'No voice engine' },
          }),
        }),
      );
      const dialog = await openFromHero(page);
      await questionBox(dialog).fill(QUESTION);
      await questionBox(dialog).press('Enter');
      // The model's answer comes first (on a loaded machine that alone can take most of a
      // minute), then the failed speech call and the browser's voice.
      await dialog.locator('[data-message-id]').nth(2).getByText('Sources').waitFor({
        timeout: 90_000,
      });
      await expect.poll(async () => (await voice(page)).spoken.length, SLOW).toBe(1);
      const [spoken] = (await voice(page)).spoken as {
        text: string;
        rate: number;
        pitch: number;
        volume: number;
      }[];
      // The utterance keeps its rate as a 32-bit float: 0.9 reads back as 0.89999997….
      expect(spoken?.rate).toBeCloseTo(0.9, 6);
      expect(spoken).toMatchObject({ pitch: 1, volume: 1 });
      expect(spoken?.text).toMatch(/metal/i);
    },
    // The answer alone may take 90 s on a busy machine, the voice 30 s more.
    3 * TIMEOUT_MS,
  );

  it(
    'apologises with the phone number when the assistant fails',
    async () => {
      const page = await openPage();
      await page.route('**/api/roofing-assistant', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"INTERNAL","message":"Internal error"}}',
        }),
      );
      const dialog = await openFromHero(page);
      await questionBox(dialog).fill('Do you repair tile roofs?');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await dialog
        .getByText(
          `I apologize, but I'm having trouble responding right now. Please try again in a moment or call us directly at ${COMPANY.phone} for immediate assistance.`,
        )
        .waitFor();
      expect(await questionBox(dialog).isEnabled()).toBe(true);
    },
    TIMEOUT_MS,
  );

  it(
    'asks to type where the browser cannot listen, and fills in what it heard',
    async () => {
      const noMic = await openPage(VIEWPORTS.desktop, () => {
        delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
        delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
      });
      const plain = await openFromHero(noMic);
      await plain
        .getByText(
          'Voice input is not available in this browser. Please type your question instead.',
        )
        .waitFor();
      expect(await plain.getByRole('button', { name: 'Ask by voice' }).count()).toBe(0);

      // A stand-in recogniser that hears one phrase shortly after it starts.
      const page = await openPage(VIEWPORTS.phone, () => {
        // A stand-in recogniser: the test says when it hears something, and what.
        class StandIn {
          lang = '';
          continuous = true;
          interimResults = true;
          onresult: ((event: unknown) => void) | null = null;
          onend: (() => void) | null = null;
          start() {
            (window as unknown as { listener: StandIn }).listener = this;
          }
          hear(transcript: string) {
            const result = Object.assign([{ transcript }], { isFinal: true });
            this.onresult?.({ resultIndex: 0, results: [result] });
            this.onend?.();
          }
          stop() {}
          abort() {}
        }
        // Chromium has both names; the site takes the unprefixed one first.
        Object.assign(window, { SpeechRecognition: StandIn, webkitSpeechRecognition: StandIn });
      });
      type Listener = { lang: string; continuous: boolean; interimResults: boolean };
      const dialog = await openFromHero(page);
      const mic = dialog.getByRole('button', { name: 'Ask by voice' });
      await mic.click();
      await dialog.getByText('Listening… ask your question now.').waitFor();
      expect(await mic.getAttribute('aria-pressed')).toBe('true');
      const settings = await page.evaluate(() => {
        const { lang, continuous, interimResults } = (window as unknown as { listener: Listener })
          .listener;
        return { lang, continuous, interimResults };
      });
      expect(settings).toEqual({ lang: 'en-US', continuous: false, interimResults: false });
      await page.screenshot({ path: `${SHOTS}F-modal-phone-listening.png` });

      await page.evaluate(() =>
        (window as unknown as { listener: { hear: (text: string) => void } }).listener.hear(
          'Do I need a permit to replace my roof',
        ),
      );
      await expect.poll(() => mic.getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(() => questionBox(dialog).inputValue(), SLOW)
        .toBe('Do I need a permit to replace my roof');
      await page.screenshot({ path: `${SHOTS}F-modal-phone.png` });
    },
    TIMEOUT_MS,
  );
});

describe('blog and article openers', () => {
  it(
    'shows and hides the AI Roofing Expert, and Chat with Expert opens it in place',
    async () => {
      const page = await openPage();
      await page.goto(urlOf('/#blog'));
      const blog = page.locator('#blog');
      const toggle = blog.getByRole('button', { name: 'Ask AI Roofing Expert' });
      await toggle.click();
      const panel = blog.getByRole('region', { name: 'AI Roofing Expert' });
      await panel.waitFor();
      const hide = blog.getByRole('button', { name: 'Hide AI Roofing Expert' });
      expect(await hide.getAttribute('aria-expanded')).toBe('true');
      await questionBox(panel).fill('Should I replace my roof before installing solar panels?');
      await questionBox(panel).press('Enter');
      await panel.locator('[data-message-id]').nth(2).getByText('Sources').waitFor();
      await panel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await page.screenshot({ path: `${SHOTS}F-blog-panel.png` });

      await hide.click();
      await panel.waitFor({ state: 'hidden' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // Start Conversation shows it again, focused, with the conversation kept.
      await blog.getByRole('button', { name: 'Start Conversation' }).click();
      await expect
        .poll(() => questionBox(panel).evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await panel.locator('[data-message-id]').count()).toBe(3);
      await hide.click();
      await panel.waitFor({ state: 'hidden' });

      // The closing card's Chat with Expert does the same from the bottom of the blog.
      await blog.getByRole('button', { name: 'Chat with Expert' }).click();
      await panel.waitFor();
      await expect
        .poll(() => questionBox(panel).evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await panel.locator('[data-message-id]').count()).toBe(3);
      await expectNoSeriousAxeViolations(page, 'blog AI panel');
    },
    TIMEOUT_MS,
  );

  it(
    "opens the assistant from an article's Chat with Expert",
    async () => {
      const page = await openPage();
      await page.goto(urlOf('/blog/2'));
      await page.getByRole('button', { name: 'Chat with Expert' }).click();
      await page.getByRole('dialog', { name: 'AI Roofing Assistant' }).waitFor();
    },
    TIMEOUT_MS,
  );
});

describe('dashboard AI', () => {
  it(
    'generates insights from the quotes and answers in the staff chat',
    async () => {
      for (const firstName of ['Marisol', 'Dewayne']) {
        const created = await fetch(urlOf('/api/quotes'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(quoteRequest({ firstName })),
        });
        expect(created.status).toBe(201);
      }
      const page = await openPage();
      await page.goto(urlOf('/admin'));
      await signInInBrowser(page, ADMIN);
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

      const insights = page.getByRole('region', { name: 'AI Insights' });
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/insights'));
      await insights.getByRole('button', { name: 'Generate Insights' }).click();
      const body = (await sent).postDataJSON() as { quotes: { estimateNumber: string }[] };
      expect(body.quotes.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(body.quotes[0] ?? {})).not.toContain('email');
      await insights.getByRole('heading', { name: 'Daily summary' }).waitFor();
      await insights.getByRole('heading', { name: 'Recommendations' }).waitFor();
      await insights.getByText(/From \d+ recent quotes/).waitFor();

      const chat = page.getByRole('region', { name: 'AI Roofing Assistant' });
      const question = chat.getByRole('textbox', { name: 'Question for the assistant' });
      await question.fill('What does a wind mitigation inspection check?');
      await question.press('Enter');
      await chat.getByText('Sources').waitFor();
      for (const [panel, name] of [
        [insights, 'insights'],
        [chat, 'chat'],
      ] as const) {
        await panel.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await page.screenshot({ path: `${SHOTS}F-dashboard-${name}.png` });
      }
      await expectNoSeriousAxeViolations(page, 'dashboard AI panels');

      // Failures: the insights toast, and the assistant's destructive notice.
      await page.route('**/api/admin/insights', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"INTERNAL","message":"Internal error"}}',
        }),
      );
      await insights.getByRole('button', { name: 'Generate Insights' }).click();
      await page.getByText('Failed to generate insights').waitFor();
      await page.route('**/api/roofing-assistant', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"INTERNAL","message":"Internal error"}}',
        }),
      );
      await question.fill('Is a metal roof noisy in the rain?');
      await question.press('Enter');
      await page.getByText('AI Assistant Error').waitFor();
      await page.getByText('Failed to get response from AI assistant').waitFor();
    },
    TIMEOUT_MS * 2,
  );
});
