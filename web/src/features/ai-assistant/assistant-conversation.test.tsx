// @vitest-environment jsdom
import type { RoofingAssistantResponse } from '@roofing/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client.ts';
import { AssistantConversation, useAssistantSession } from './assistant-conversation.tsx';
import { ASSISTANT_FAILURE_TEXT } from './reply-format.ts';
import { TRANSCRIPT_DELAY_MS } from './use-speech-input.ts';

/*
 * The conversation against a fake network (fetch): what it posts to /api/roofing-assistant and
 * /api/tts, what it shows, and the browser voice it falls back to. jsdom has no media, speech or
 * object URLs, so those browser parts are replaced by recorders.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Call = { path: string; body: unknown };
let calls: Call[];
let answer: (path: string) => Response | Promise<Response>;
let spoken: SpeechSynthesisUtterance[];
let container: HTMLDivElement;
let root: Root;

const REPLY: RoofingAssistantResponse = {
  response: 'Standing-seam metal lasts **40 years** or more.\n\n- Light\n- <b>Quiet</b>',
  sources: [
    { kind: 'faq', title: 'How long does a roof last in Florida?', url: null },
    { kind: 'article', title: 'Metal vs Shingle Roofing', url: '/blog/2' },
  ],
  matched: true,
  provider: 'offline',
  intent: 'answer',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Harness() {
  const { chat, speech } = useAssistantSession();
  return <AssistantConversation chat={chat} speech={speech} />;
}

const textBox = () => container.querySelector('textarea') as HTMLTextAreaElement;
const button = (name: RegExp) =>
  [...container.querySelectorAll('button')].find((b) =>
    name.test(b.getAttribute('aria-label') ?? b.textContent ?? ''),
  ) as HTMLButtonElement;
const text = () => container.textContent ?? '';
const posted = (path: string) => calls.filter((call) => call.path === path);

async function type(value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(textBox(), value);
    textBox().dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function pressEnter(shiftKey = false) {
  await act(async () => {
    textBox().dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true }),
    );
  });
}
/** Lets pending promises (fetch, resolver, playback) settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

function render() {
  act(() =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <>
          <MemoryRouter>
            <Harness />
          </MemoryRouter>
        </>
      </QueryClientProvider>,
    ),
  );
}

beforeEach(() => {
  calls = [];
  spoken = [];
  answer = (path) =>
    path === '/api/roofing-assistant'
      ? json(REPLY)
      : new Response(new Blob(['mp3']), { headers: { 'content-type': 'audio/mpeg' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(path);
    }),
  );
  vi.stubGlobal('speechSynthesis', {
    speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
    cancel: () => {},
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      rate = 1;
      pitch = 1;
      volume = 1;
      lang = '';
      constructor(readonly text: string) {}
    },
  );
  URL.createObjectURL = () => 'blob:speech';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe('AssistantConversation', () => {
  it('sends the trimmed question on Enter, waits disabled, shows the sourced reply and speaks it', async () => {
    let release: () => void = () => {};
    answer = (path) =>
      path === '/api/roofing-assistant'
        ? new Promise((resolve) => {
            release = () => resolve(json(REPLY));
          })
        : new Response(new Blob(['mp3']));
    render();
    expect(text()).toContain("Hi, I'm the Shorefront Roofing assistant");
    expect(button(/^Send$/).disabled).toBe(true);

    await type('   ');
    await pressEnter();
    expect(posted('/api/roofing-assistant')).toHaveLength(0);

    await type('  How long does a metal roof last?  ');
    await pressEnter(true); // Shift+Enter is a new line, not a send
    expect(posted('/api/roofing-assistant')).toHaveLength(0);
    await pressEnter();
    await settle();
    expect(posted('/api/roofing-assistant')).toEqual([
      {
        path: '/api/roofing-assistant',
        body: { message: 'How long does a metal roof last?', language: 'en' },
      },
    ]);
    expect(textBox().disabled).toBe(true);
    expect(button(/^Send$/).disabled).toBe(true);
    expect(text()).toContain('The assistant is thinking…');

    await act(async () => release());
    await settle();
    expect(text()).not.toContain('The assistant is thinking…');
    expect(container.querySelector('strong')?.textContent).toBe('40 years');
    expect(container.querySelector('b')).toBeNull(); // HTML in a reply stays text
    expect(text()).toContain('<b>Quiet</b>');
    expect(text()).toContain('FAQ: How long does a roof last in Florida?');
    expect(container.querySelector('a[href="/blog/2"]')?.textContent).toBe(
      'Metal vs Shingle Roofing',
    );
    expect(textBox().disabled).toBe(false);
    expect(posted('/api/tts')).toEqual([
      {
        path: '/api/tts',
        body: {
          text: 'Standing-seam metal lasts 40 years or more. Light. <b>Quiet</b>.',
          voice: 'onyx',
        },
      },
    ]);
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalledTimes(1);
  });

  it('reads the answer aloud without its further-reading list or the addresses in it', async () => {
    const withLinks: RoofingAssistantResponse = {
      ...REPLY,
      response:
        '**Hurricane prep**\n\nTrim branches before June.\n\nYou may also want to read:\n- **Metal vs Shingle Roofing** (/blog/2)\n- **Do you offer emergency tarping?**',
    };
    answer = (path) =>
      path === '/api/roofing-assistant' ? json(withLinks) : new Response(new Blob(['mp3']));
    render();
    await type('hurricane prep');
    await pressEnter();
    await settle();
    expect(text()).toContain('You may also want to read:');
    expect(posted('/api/tts').map((call) => (call.body as { text: string }).text)).toEqual([
      'Hurricane prep. Trim branches before June.',
    ]);
  });

  it('shows the apology with the phone when the assistant fails', async () => {
    answer = () => json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500);
    render();
    await type('Do you repair tile roofs?');
    await pressEnter();
    await settle();
    expect(text()).toContain(ASSISTANT_FAILURE_TEXT);
    expect(posted('/api/tts')).toHaveLength(0);
  });

  it('falls back to the browser voice at rate 0.9 when /api/tts fails', async () => {
    answer = (path) =>
      path === '/api/tts'
        ? json({ error: { code: 'UNAVAILABLE', message: 'x' } }, 503)
        : json(REPLY);
    render();
    await type('metal roof lifespan');
    await pressEnter();
    await settle();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ rate: 0.9, pitch: 1, volume: 1, lang: 'en-US' });
    expect(spoken[0]?.text).toContain('Standing-seam metal lasts 40 years or more.');
  });

  it('turns the voice off (nothing spoken) and on again ("Voice responses enabled.")', async () => {
    render();
    const toggle = button(/Voice responses/);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await type('metal roof lifespan');
    await pressEnter();
    await settle();
    expect(posted('/api/tts')).toHaveLength(0);

    await act(async () => toggle.click());
    await settle();
    expect(posted('/api/tts')).toEqual([
      { path: '/api/tts', body: { text: 'Voice responses enabled.', voice: 'onyx' } },
    ]);
  });
});

describe('voice input', () => {
  it('asks to type where the browser cannot listen', () => {
    render();
    expect(button(/Ask by voice/)).toBeUndefined();
    expect(text()).toContain(
      'Voice input is not available in this browser. Please type your question instead.',
    );
  });

  it('listens for one English utterance and fills the box 500 ms after the final result', async () => {
    const instances: FakeRecognition[] = [];
    class FakeRecognition {
      lang = '';
      continuous = true;
      interimResults = true;
      maxAlternatives = 5;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      started = false;
      constructor() {
        instances.push(this);
      }
      start() {
        this.started = true;
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognition;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render();
    const mic = button(/Ask by voice/);
    await act(async () => mic.click());
    const recognition = instances[0];
    expect(recognition).toMatchObject({
      started: true,
      lang: 'en-US',
      continuous: false,
      interimResults: false,
      maxAlternatives: 1,
    });
    expect(mic.getAttribute('aria-pressed')).toBe('true');
    expect(text()).toContain('Listening…');

    const result = Object.assign([{ transcript: 'Do I need a permit for a new roof' }], {
      isFinal: true,
    });
    await act(async () => recognition?.onresult?.({ resultIndex: 0, results: [result] }));
    await act(async () => recognition?.onend?.());
    await act(async () => vi.advanceTimersByTime(TRANSCRIPT_DELAY_MS - 1));
    expect(textBox().value).toBe('');
    await act(async () => vi.advanceTimersByTime(1));
    expect(textBox().value).toBe('Do I need a permit for a new roof');
    expect(mic.getAttribute('aria-pressed')).toBe('false');

    // An error stops listening and says so.
    await act(async () => mic.click());
    await act(async () => instances[1]?.onerror?.({ error: 'no-speech' }));
    expect(mic.getAttribute('aria-pressed')).toBe('false');
    expect(text()).toContain("We didn't hear anything. Please try again.");
  });
});
