import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../../../test/support/openai-compatible-server.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { closeWasmSpeech } from '../src/speech/espeak-wasm.ts';
import { looksLikeMp3 } from '../src/speech/mp3.ts';

/** Speech from an OpenAI-compatible server (the local test server), and what happens when it fails. */
let model: OpenAiCompatibleServer;
const sample = readFile(
  new URL('../../../test/support/fixtures/speech-sample.mp3', import.meta.url),
);
const speechRequests = () =>
  model.requests.filter((request) => request.path === '/v1/audio/speech');

const speakText = (svc: ServiceHarness, text: string) =>
  svc.app.inject({ method: 'POST', url: '/api/tts', payload: { text, voice: 'onyx' } });

beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
});
afterAll(async () => {
  await model?.close();
  await closeWasmSpeech();
});

describe('with OPENAI_API_KEY set (default engine order)', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await startService(aiService, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseUrl,
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('asks the speech API for MP3 in the onyx voice and serves what it answered', async () => {
    model.behave('reply');
    const text = 'A **new roof** needs a permit in Duval County.\n- We pull it for you.';
    const response = await speakText(svc, text);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-speech-engine']).toBe('openai');
    expect(Buffer.compare(response.rawPayload, await sample)).toBe(0);
    const [call] = speechRequests().slice(-1);
    expect(call?.headers.authorization).toBe('Bearer test-key');
    expect(call?.body).toMatchObject({
      model: 'gpt-4o-mini-tts',
      voice: 'onyx',
      response_format: 'mp3',
      // The formatting marks are not read out.
      input: 'A new roof needs a permit in Duval County.\nWe pull it for you.',
    });
    expect(call?.body.instructions).toEqual(expect.any(String));
  });

  it('falls back to the offline voice when the speech API fails', async () => {
    model.behave('fail');
    const before = speechRequests().length;
    const response = await speakText(svc, 'Impact-rated shingles can lower a windstorm premium.');
    model.behave('reply');
    expect(response.statusCode).toBe(200);
    expect(speechRequests().length).toBe(before + 1);
    expect(response.headers['x-speech-engine']).toMatch(/^espeak-ng/);
    expect(looksLikeMp3(response.rawPayload)).toBe(true);
  });
});

describe('with the speech API as the only engine', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await startService(aiService, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseUrl,
      OPENAI_SPEECH_MODEL: 'tts-1',
      TTS_ENGINES: 'openai',
      TTS_RETRY_FAILED_AFTER_MS: '0',
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers 503 while it fails, and speaks the same text once it is back', async () => {
    const text = 'Drip edge keeps water off the fascia boards.';
    model.behave('fail');
    const down = await speakText(svc, text);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.code).toBe('SPEECH_UNAVAILABLE');

    model.behave('reply');
    const back = await speakText(svc, text);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-speech-engine']).toBe('openai');
    const [call] = speechRequests().slice(-1);
    expect(call?.body.model).toBe('tts-1');
    // tts-1 takes no speaking instructions.
    expect(call?.body).not.toHaveProperty('instructions');
  });
});
