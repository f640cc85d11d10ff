import { renderSpeech } from '@roofing/contracts';
import { handleJob, PermanentJobError } from '@roofing/platform';
import { aiSettings, workerConcurrency } from '../config.ts';
import { speechBudget } from '../providers/token-budget.ts';
import { NoSpeechEngine, speak } from '../speech/speech-engines.ts';
import { clipStore } from '../store/speech-clips.ts';

const PRUNE_EVERY_MS = 3600_000;
let lastPrune = 0;

/**
 * Speaks one cached clip (queue `tts`). When no engine can, the clip is marked failed at once
 * (the request waiting for it answers 503 and the browser speaks instead) and the job fails
 * without retries: every engine was already tried, and the next request for the text tries
 * again once TTS_RETRY_FAILED_AFTER_MS has passed.
 */
export const renderSpeechHandler = handleJob(
  renderSpeech,
  async ({ data, job, ctx }) => {
    const store = clipStore(ctx.db);
    const settings = aiSettings.of(ctx);
    const log = ctx.logger.child({ jobId: job.id, correlationId: data.correlationId });
    const clip = await store.forRendering(data.clipKey);
    if (!clip) {
      log.info('speech clip was pruned before its job ran');
      return;
    }
    if (clip.status === 'ready') return;
    const started = performance.now();
    try {
      const spoken = await speak(
        clip.text,
        clip.voice,
        settings,
        speechBudget(ctx.db, settings.AI_SPEECH_DAILY_CHAR_BUDGET, ctx.metrics),
      );
      await store.storeAudio(data.clipKey, spoken);
      log.info(
        {
          engine: spoken.engine,
          bytes: spoken.audio.length,
          ms: Math.round(performance.now() - started),
        },
        'speech rendered',
      );
    } catch (error) {
      if (!(error instanceof NoSpeechEngine)) throw error;
      await store.markFailed(data.clipKey, error.message);
      log.warn({ reason: error.message }, 'no speech engine could speak');
      throw new PermanentJobError(error.message);
    }
    if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = Date.now();
      const pruned = await store.pruneUnused(settings.TTS_CLIP_RETENTION_DAYS);
      if (pruned > 0) log.info({ pruned }, 'unused speech clips deleted');
    }
  },
  { concurrency: workerConcurrency },
);
