import { RoofingAssistantResponseSchema } from '@roofing/contracts';
import { usageToday } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../../../test/support/openai-compatible-server.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { maxPromptTokens } from '../src/providers/token-budget.ts';
import { aiService } from '../src/service.ts';
import { closeWasmSpeech } from '../src/speech/espeak-wasm.ts';
import { modelUsage } from '../src/store/schema.ts';
import { staffPost } from './support/staff-calls.ts';

/**
 * The paid-call budgets through the HTTP API, against the local OpenAI-compatible server: every
 * call is reserved before it is made, so parallel visitors cannot spend past the public budget,
 * the public assistant cannot spend the staff's share, and speech is counted in its own budget.
 */
let model: OpenAiCompatibleServer;
const MAX_REPLY = 600;
const QUESTION = 'what should I do before a hurricane';
const withModel = (extra: Record<string, string> = {}) => ({
  OPENAI_API_KEY: 'test-key',
  OPENAI_BASE_URL: model.baseUrl,
  OPENAI_MODEL: 'roof-test-model',
  OPENAI_TIMEOUT_MS: '5000',
  AI_MAX_REPLY_CHARS: String(MAX_REPLY),
  ...extra,
});
/** The most one assistant call for QUESTION may cost: what it reserves. */
let reservation = 0;

beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
  const probe = await startService(aiService, withModel());
  try {
    expect((await ask(probe, QUESTION)).provider).toBe('model');
    const messages = model.chatRequests().at(-1)?.messages ?? [];
    reservation =
      maxPromptTokens(messages.map((m) => ({ role: 'user' as const, content: m.content }))) +
      Math.ceil(MAX_REPLY / 3);
  } finally {
    await probe.close();
  }
});
afterAll(async () => {
  await model?.close();
  await closeWasmSpeech();
});

async function ask(svc: ServiceHarness, message: string) {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/roofing-assistant',
    payload: { message },
  });
  expect(response.statusCode).toBe(200);
  return RoofingAssistantResponseSchema.parse(response.json());
}

async function tokensSpent(svc: ServiceHarness) {
  const rows = await svc.runtime.database.db.select().from(modelUsage);
  return rows.reduce((sum, row) => sum + row.promptTokens + row.completionTokens, 0);
}

describe('the public budget', () => {
  it('cannot be overshot by parallel visitors: each call is reserved before it is made', async () => {
    const budget = Math.floor(reservation * 2.5);
    const svc = await startService(
      aiService,
      withModel({
        AI_PUBLIC_DAILY_TOKEN_BUDGET: String(budget),
        AI_DAILY_TOKEN_BUDGET: String(budget),
      }),
    );
    try {
      const before = model.chatRequests().length;
      const replies = await Promise.all(Array.from({ length: 20 }, () => ask(svc, QUESTION)));
      const calls = model.chatRequests().length - before;
      // Visitors over the budget get the existing offline answer, never an error.
      const offline = replies.filter((reply) => reply.provider === 'offline');
      expect(offline.length).toBeGreaterThan(0);
      for (const reply of offline) expect(reply.response.length).toBeGreaterThan(20);
      expect(calls).toBe(replies.length - offline.length);
      expect(calls).toBeGreaterThanOrEqual(2);
      // What was really spent, and what the counter holds once every call settled, fit the budget.
      const spent = await tokensSpent(svc);
      expect(spent).toBeLessThanOrEqual(budget);
      const db = svc.runtime.database.db;
      expect(await usageToday(db, 'ai-tokens', 'public')).toBe(spent);
      expect(await usageToday(db, 'ai-tokens', 'all')).toBe(spent);
      const metrics = await svc.runtime.metrics.scrape();
      expect(metrics).toMatch(/ai_budget_refused_total\{budget="public"\} [1-9]/);
    } finally {
      await svc.close();
    }
  });

  it('once spent, answers offline while staff documents still reach the model', async () => {
    const svc = await startService(
      aiService,
      withModel({
        AI_DAILY_TOKEN_BUDGET: String(reservation * 40),
        AI_PUBLIC_DAILY_TOKEN_BUDGET: String(reservation * 2),
      }),
    );
    try {
      // Visitors ask until the public share is gone.
      let answeredOffline = false;
      for (let n = 0; n < 60 && !answeredOffline; n++) {
        answeredOffline = (await ask(svc, QUESTION)).provider === 'offline';
      }
      expect(answeredOffline).toBe(true);
      const callsBefore = model.chatRequests().length;
      expect((await ask(svc, QUESTION)).provider).toBe('offline');
      expect(model.chatRequests().length).toBe(callsBefore);

      model.replyWith({ response: 'Record the claim of lien within 90 days.', suggestions: [] });
      try {
        const answer = await staffPost(svc, '/api/ai/document-assistant', {
          message: 'Lien deadline?',
        });
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toMatchObject({
          response: 'Record the claim of lien within 90 days.',
          provider: 'model',
        });
      } finally {
        model.replyWith(
          'A standing-seam metal roof lasts 40 years or more here. **Call us** for a free look.',
        );
      }
      expect(await usageToday(svc.runtime.database.db, 'ai-tokens', 'staff')).toBeGreaterThan(0);
    } finally {
      await svc.close();
    }
  });

  it('a failed call gives its reservation back', async () => {
    const svc = await startService(aiService, withModel({ OPENAI_TIMEOUT_MS: '300' }));
    try {
      model.behave('fail');
      expect((await ask(svc, QUESTION)).provider).toBe('offline');
      model.behave('reply');
      expect(await usageToday(svc.runtime.database.db, 'ai-tokens', 'public')).toBe(0);
    } finally {
      model.behave('reply');
      await svc.close();
    }
  });
});

describe('the speech budget', () => {
  const speechRequests = () =>
    model.requests.filter((request) => request.path === '/v1/audio/speech').length;
  const speakText = (svc: ServiceHarness, text: string) =>
    svc.app.inject({ method: 'POST', url: '/api/tts', payload: { text, voice: 'onyx' } });

  it('counts the characters read by the paid API and speaks offline once they are spent', async () => {
    const svc = await startService(
      aiService,
      withModel({ AI_SPEECH_DAILY_CHAR_BUDGET: '80', TTS_ENGINES: 'openai,wasm' }),
    );
    try {
      const first = 'Drip edge keeps water off the fascia boards.';
      const before = speechRequests();
      const spoken = await speakText(svc, first);
      expect(spoken.statusCode).toBe(200);
      expect(spoken.headers['x-speech-engine']).toBe('openai');
      expect(speechRequests()).toBe(before + 1);
      const db = svc.runtime.database.db;
      expect(await usageToday(db, 'ai-speech-chars', 'all')).toBe(first.length);

      // 44 + 46 characters would pass 80: the paid API is not called, the offline voice speaks.
      const second = await speakText(svc, 'Ridge vents let hot attic air out all summer.');
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-speech-engine']).toMatch(/^espeak-ng/);
      expect(speechRequests()).toBe(before + 1);
      expect(await usageToday(db, 'ai-speech-chars', 'all')).toBe(first.length);
    } finally {
      await svc.close();
    }
  });
});
