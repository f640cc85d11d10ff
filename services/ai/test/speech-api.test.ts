import {
  ASSISTANT_WELCOME_TEXT,
  ASSISTANT_WELCOME_TEXTS,
  SPEECH_TEXT_MAX,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { closeWasmSpeech } from '../src/speech/espeak-wasm.ts';
import { looksLikeMp3 } from '../src/speech/mp3.ts';
import { findExecutable } from '../src/speech/run-command.ts';

/**
 * Speech through the AI service's HTTP API, the `tts` job running in the same process (as
 * embedded): cache, engines, refusals, and the 503 the browser falls back on.
 */
const speakText = (svc: ServiceHarness, payload: unknown) =>
  svc.app.inject({ method: 'POST', url: '/api/tts', payload: payload as object });

async function completedSpeechJobs(svc: ServiceHarness) {
  return (await svc.runtime.jobs.counts('tts')).completed;
}

afterAll(async () => {
  await closeWasmSpeech();
});

describe('with the engines this machine has (default order)', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await startService(aiService);
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('speaks a text once and serves the second request from the cache', async () => {
    const text = 'Check your attic for daylight and damp insulation after a tropical storm.';
    const before = await completedSpeechJobs(svc);
    const first = await speakText(svc, { text, voice: 'onyx' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(first.headers['x-speech-cache']).toBe('miss');
    expect(first.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(looksLikeMp3(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeGreaterThan(2000);
    // Debian's espeak-ng when installed, else the WASM build: the product speaks either way.
    const cli = await findExecutable('espeak-ng');
    expect(first.headers['x-speech-engine']).toBe(cli ? 'espeak-ng' : 'espeak-ng-wasm');

    const second = await speakText(svc, { text });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-speech-cache']).toBe('hit');
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).toBe(0);
    expect(await completedSpeechJobs(svc)).toBe(before + 1);
  });

  it('shares one job between requests for the same text arriving together', async () => {
    const text = 'Secondary water resistance keeps rain out when shingles blow off.';
    const before = await completedSpeechJobs(svc);
    const answers = await Promise.all([1, 2, 3].map(() => speakText(svc, { text })));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(await completedSpeechJobs(svc)).toBe(before + 1);
  });

  it('serves the welcome line, then from the cache, and honours If-None-Match', async () => {
    const first = await svc.app.inject({ url: '/api/tts/welcome' });
    expect(first.statusCode).toBe(200);
    expect(looksLikeMp3(first.rawPayload)).toBe(true);
    const again = await svc.app.inject({ url: '/api/tts/welcome' });
    expect(again.headers['x-speech-cache']).toBe('hit');
    const etag = again.headers.etag as string;
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    const unchanged = await svc.app.inject({
      url: '/api/tts/welcome',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    // The same words posted in the same voice are the same clip.
    const posted = await speakText(svc, { text: ASSISTANT_WELCOME_TEXT, voice: 'onyx' });
    expect(posted.headers['x-speech-cache']).toBe('hit');
  });

  it('greets in Spanish with ?language=es (issue 24), a clip of its own', async () => {
    const english = await svc.app.inject({ url: '/api/tts/welcome' });
    const spanish = await svc.app.inject({ url: '/api/tts/welcome?language=es' });
    expect(spanish.statusCode).toBe(200);
    expect(looksLikeMp3(spanish.rawPayload)).toBe(true);
    expect(spanish.headers.etag).not.toBe(english.headers.etag);
    // It is the Spanish line (the engine speaks it in the es-419 voice: the text is Spanish).
    const posted = await speakText(svc, { text: ASSISTANT_WELCOME_TEXTS.es, voice: 'onyx' });
    expect(posted.headers['x-speech-cache']).toBe('hit');
    expect(posted.headers.etag).toBe(spanish.headers.etag);
    const unknown = await svc.app.inject({ url: '/api/tts/welcome?language=fr' });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses empty or oversize text and unknown voices with 400 naming the field', async () => {
    const empty = await speakText(svc, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');
    expect(empty.json().error.fields).toHaveProperty('text');
    const long = await speakText(svc, { text: 'a'.repeat(SPEECH_TEXT_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toHaveProperty('text');
    const missing = await speakText(svc, {});
    expect(missing.statusCode).toBe(400);
    const voice = await speakText(svc, { text: 'Hello', voice: 'robot' });
    expect(voice.statusCode).toBe(400);
    expect(voice.json().error.fields).toHaveProperty('voice');
  });
});

describe('where only Node is installed (espeak-ng WASM, lamejs)', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await startService(aiService, { TTS_ENGINES: 'wasm', TTS_MP3_ENCODER: 'lamejs' });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('speaks with the WASM engine and encodes MP3 in JavaScript', async () => {
    const response = await speakText(svc, {
      text: 'Metal roofs in Florida often last forty to seventy years.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-speech-engine']).toBe('espeak-ng-wasm');
    expect(looksLikeMp3(response.rawPayload)).toBe(true);
    // About 3 seconds of speech at 48 kbit/s: well over 10 KB of frames.
    expect(response.rawPayload.length).toBeGreaterThan(10_000);
  });
});

describe('when no engine can speak', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    // OpenAI only, and no key: nothing can speak. Failed clips may be retried at once.
    svc = await startService(aiService, {
      TTS_ENGINES: 'openai',
      TTS_RETRY_FAILED_AFTER_MS: '0',
    });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers 503 SPEECH_UNAVAILABLE in JSON, and tries again on a later request', async () => {
    const text = 'Hurricane straps tie the roof to the walls.';
    const response = await speakText(svc, { text });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const { error } = response.json();
    expect(error.code).toBe('SPEECH_UNAVAILABLE');
    expect(error.message).toMatch(/browser/);
    expect(error.requestId).toBeTruthy();
    const failed = await svc.runtime.jobs.failed('tts');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.reason).toMatch(/OPENAI_API_KEY/);

    // A failure is not cached for good: the next request runs a new job.
    expect((await speakText(svc, { text })).statusCode).toBe(503);
    expect(await svc.runtime.jobs.failed('tts')).toHaveLength(2);
  });
});

describe('with speech turned off (TTS_ENGINES=none)', () => {
  let svc: ServiceHarness;
  beforeAll(async () => {
    svc = await startService(aiService, { TTS_ENGINES: 'none' });
  });
  afterAll(async () => {
    await svc?.close();
  });

  it('answers the welcome line with 503 at once, enqueueing nothing', async () => {
    const response = await svc.app.inject({ url: '/api/tts/welcome' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('SPEECH_UNAVAILABLE');
    const counts = await svc.runtime.jobs.counts('tts');
    expect(counts.waiting + counts.active + counts.completed + counts.failed).toBe(0);
  });
});
