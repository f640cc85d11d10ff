/**
 * The AI worker as its own process: speech (`tts`) and PDF (`documents`) jobs, AI_WORKER_CONCURRENCY
 * of each at a time, scaled apart from the web tier (which only enqueues and waits):
 *   node --import tsx services/ai/src/worker.ts
 * Configuration comes from the environment (DATABASE_URL, REDIS_URL, CHROMIUM_PATH, TTS_ENGINES, …).
 * Besides what `services/run.ts ai --worker` does, it closes the shared Chromium and the speech
 * threads before the process exits, so no browser is left behind by a rolling restart.
 */
import { onShutdown, startServiceProcess } from '@roofing/platform';
import { closeSharedBrowser } from './pdf/pdf-browser.ts';
import { aiService } from './service.ts';
import { closeWasmSpeech } from './speech/espeak-wasm.ts';

const started = await startServiceProcess(aiService, { role: 'worker' });
onShutdown(started.runtime.logger, async () => {
  // Jobs finish first (the queue waits for running ones), then their browser goes.
  await started.close();
  await Promise.all([closeSharedBrowser(), closeWasmSpeech()]);
});
