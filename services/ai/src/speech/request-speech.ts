import { renderSpeech } from '@roofing/contracts';
import type { ServiceContext } from '@roofing/platform';
import { awaitJobResult } from '../jobs/await-job-result.ts';
import { type ClipStore, clipKeyOf } from '../store/speech-clips.ts';
import type { SpeechSettings } from './speech-engines.ts';

/** How often the waiting request reads the clip's row. */
const POLL_MS = 60;
/** A clip still pending after this long lost its job (or the job gave up): it gets a new one. */
const STALE_PENDING_MS = 120_000;
/** Engines fail fast or not at all: one retry covers a database hiccup in the worker. */
const SPEECH_JOB_ATTEMPTS = 2;

export type SpeechResult =
  | {
      kind: 'audio';
      key: string;
      audio: Buffer;
      contentType: string;
      engine: string | null;
      cache: 'hit' | 'miss';
    }
  | { kind: 'unavailable'; reason: 'disabled' | 'failed' | 'timeout' };

/**
 * Audio for a text in a voice, from the cache or from a `tts` job. The web tier never speaks:
 * it writes the clip `pending`, enqueues the job (its id comes from the clip key and the row's
 * `updatedAt`, so concurrent requests for one text share one job, and a retry gets a new one),
 * and waits at most SPEECH_WAIT_MS for the worker to fill it in.
 */
export async function requestSpeech(
  ctx: ServiceContext,
  store: ClipStore,
  settings: SpeechSettings,
  input: { text: string; voice: string; correlationId: string; signal?: AbortSignal },
): Promise<SpeechResult> {
  if (settings.TTS_ENGINES.length === 0) return { kind: 'unavailable', reason: 'disabled' };
  const key = clipKeyOf(input.voice, input.text);
  let state = await store.ensure({ key, text: input.text, voice: input.voice });
  if (state.status === 'ready') {
    const clip = await store.audio(key);
    if (clip) return { kind: 'audio', key, ...clip, contentType: audioType(clip), cache: 'hit' };
  }
  if (state.status !== 'ready') {
    const now = Date.now();
    const reopened = await store.reopen(key, {
      failedBefore: new Date(now - settings.TTS_RETRY_FAILED_AFTER_MS),
      pendingBefore: new Date(now - STALE_PENDING_MS),
    });
    state = reopened ?? state;
    // Failed a moment ago: the browser's own voice answers faster than another failure.
    if (state.status === 'failed') return { kind: 'unavailable', reason: 'failed' };
    await ctx.enqueue(
      renderSpeech,
      { clipKey: key, correlationId: input.correlationId },
      { key: `${key}-${state.updatedAt.getTime()}`, attempts: SPEECH_JOB_ATTEMPTS, backoffMs: 300 },
    );
  }
  const settled = await awaitJobResult(
    async () => {
      const current = await store.state(key);
      // A row pruned meanwhile will not be filled in: stop waiting for it.
      if (!current) return 'failed';
      return current.status !== 'pending' ? current.status : undefined;
    },
    { timeoutMs: settings.SPEECH_WAIT_MS, intervalMs: POLL_MS, signal: input.signal },
  );
  if (settled === 'ready') {
    const clip = await store.audio(key);
    if (clip) return { kind: 'audio', key, ...clip, contentType: audioType(clip), cache: 'miss' };
  }
  return { kind: 'unavailable', reason: settled === 'failed' ? 'failed' : 'timeout' };
}

const audioType = (clip: { contentType: string | null }) => clip.contentType ?? 'audio/mpeg';
