// @vitest-environment jsdom
import { COMPANY } from '@roofing/contracts';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAQ_ENTRIES } from '../../content/faq.ts';
import FaqChat, { BOT_REPLY_DELAY_MS, formatMessageTime } from './faq-chat.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find(
    (el) => (el.getAttribute('aria-label') ?? el.textContent?.trim()) === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

function input(): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find(
    (el) => el.textContent === 'Ask a roofing question',
  );
  const el = document.getElementById(label?.htmlFor ?? '');
  if (!(el instanceof HTMLInputElement)) throw new Error('no input');
  return el;
}

/** Types into a React-controlled input. */
function type(text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input(), text);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function pressEnter() {
  act(() => {
    input().form?.requestSubmit();
  });
}

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const typing = () => dialog().textContent?.includes('The assistant is typing') ?? false;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root.render(
      <>
        <FaqChat />
      </>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('FaqChat', () => {
  it('opens from the FAQ button with 6 popular questions and the input focused', () => {
    const launcher = button('FAQ');
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    expect(dialog().hidden).toBe(true);
    act(() => launcher.click());
    expect(launcher.getAttribute('aria-expanded')).toBe('true');
    expect(dialog().hidden).toBe(false);
    expect(document.activeElement).toBe(input());
    const popular = dialog().querySelectorAll('section button');
    expect([...popular].map((el) => el.textContent)).toEqual(
      FAQ_ENTRIES.slice(0, 6).map((entry) => entry.question),
    );
  });

  it('ignores whitespace, shows typing, and replies after 1 s', () => {
    act(() => button('FAQ').click());
    expect(button('Send').disabled).toBe(true);
    type('   ');
    expect(button('Send').disabled).toBe(true);
    pressEnter();
    expect(typing()).toBe(false);

    type('how long does a roof last');
    expect(button('Send').disabled).toBe(false);
    pressEnter();
    expect(input().value).toBe('');
    expect(typing()).toBe(true);
    expect(button('Send').disabled).toBe(true);

    act(() => vi.advanceTimersByTime(BOT_REPLY_DELAY_MS - 1));
    expect(typing()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(typing()).toBe(false);
    expect(dialog().textContent).toContain(FAQ_ENTRIES[1]?.answer);
    expect(dialog().textContent).toContain('3 related questions');
  });

  it('replies to nonsense with the company phone and a free estimate link', () => {
    act(() => button('FAQ').click());
    type('zzqx qwpv');
    pressEnter();
    act(() => vi.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(dialog().textContent).toContain("couldn't find a specific answer");
    const links = [...dialog().querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toContain('tel:9045550142');
    expect(links).toContain('/#quote-form');
    expect(dialog().textContent).toContain(COMPANY.phone);
    // The number once: in the reply; the call button says "Call us" and dials it.
    const reply = [...dialog().querySelectorAll('[data-message-id]')].at(-1);
    expect(reply?.textContent?.split(COMPANY.phone)).toHaveLength(2);
  });

  it('greets a greeting and offers the inspection request for a visit', () => {
    act(() => button('FAQ').click());
    type('hello');
    pressEnter();
    act(() => vi.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    const last = () => [...dialog().querySelectorAll('[data-message-id]')].at(-1);
    expect(last()?.textContent).toContain('I can help with');
    type('can someone come look at my roof tomorrow?');
    pressEnter();
    act(() => vi.advanceTimersByTime(BOT_REPLY_DELAY_MS));
    expect(last()?.textContent).toContain('Request a free inspection');
    expect(last()?.textContent?.split(COMPANY.phone)).toHaveLength(2);
    const links = [...(last()?.querySelectorAll('a') ?? [])];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['tel:9045550142', '/#quote-form']);
    expect(links.map((a) => a.textContent)).toEqual(['Call us', 'Request an inspection']);
  });

  it('clears the reply timer when unmounted', () => {
    act(() => button('FAQ').click());
    const set = vi.spyOn(globalThis, 'setTimeout');
    const clear = vi.spyOn(globalThis, 'clearTimeout');
    type('metal roof');
    pressEnter();
    const call = set.mock.calls.findIndex(([, delay]) => delay === BOT_REPLY_DELAY_MS);
    expect(call).toBeGreaterThanOrEqual(0);
    const timer = set.mock.results[call]?.value;
    act(() => root.unmount());
    expect(clear).toHaveBeenCalledWith(timer);
    root = createRoot(container); // afterEach unmounts again
  });

  it('minimizes to the title bar, restores, and closes with Escape', () => {
    act(() => button('FAQ').click());
    act(() => button('Minimize chat').click());
    expect(document.activeElement).toBe(button('Restore chat'));
    expect(() => input()).toThrow();
    act(() => button('Restore chat').click());
    expect(document.activeElement).toBe(input());
    act(() => {
      input().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog().hidden).toBe(true);
    expect(button('FAQ').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button('FAQ'));
  });
});

describe('formatMessageTime', () => {
  it('formats like "Jan 5, 3:30 PM"', () => {
    expect(formatMessageTime(new Date(2025, 0, 5, 15, 30))).toBe('Jan 5, 3:30 PM');
  });
});
