import { fileURLToPath } from 'node:url';
import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { defineService } from '@roofing/platform';
import { aiSettings } from './config.ts';
import { AI_JOBS } from './jobs/index.ts';
import { assistantRoutes } from './routes/assistant-routes.ts';
import { pdfRoutes } from './routes/pdf-routes.ts';
import { speechRoutes } from './routes/speech-routes.ts';
import { staffAiRoutes } from './routes/staff-ai-routes.ts';
import { closeWasmSpeech } from './speech/espeak-wasm.ts';
import * as schema from './store/schema.ts';

/**
 * The AI service: the public roofing assistant and its voice, and the staff AI (insights,
 * documents, employment tests). Speech and PDFs are rendered by its worker (`tts`, `documents`
 * queues), which operations scale apart from the web tier.
 */
export const aiService = defineService({
  name: 'ai',
  prefixes: [
    '/api/roofing-assistant',
    '/api/tts',
    '/api/admin/insights',
    '/api/document-assistant',
    '/api/ai',
  ],
  schema,
  // Model, keys, budgets, timeouts, speech engines: parsed once, when the process mounts it.
  settings: aiSettings,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    // The assistant is public (its office voice asks for staff itself: the body decides).
    await ctx.publicRoutes(app, async (scope) => {
      await assistantRoutes(scope, ctx);
      await speechRoutes(scope, ctx);
    });
    await ctx.staffRoutes(app, async (scope) => {
      await staffAiRoutes(scope, ctx);
      await pdfRoutes(scope, ctx);
    });
  },
  jobs: AI_JOBS,
  // The worker's shared Chromium and speech threads go when the process stops, after its jobs:
  // no browser is left behind by a rolling restart.
  async release() {
    await Promise.all([closeSharedBrowser(), closeWasmSpeech()]);
  },
});
