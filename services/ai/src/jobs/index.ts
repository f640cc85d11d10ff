import { type JobHandlerDefinition, parseConfig } from '@roofing/platform';
import { AiConfigSchema } from '../config.ts';
import { renderPdfHandler } from './render-pdf.ts';
import { renderSpeechHandler } from './render-speech.ts';

/**
 * Parallel jobs per queue in each process that runs them. A handler's concurrency is fixed when
 * the service is declared, before any service context exists, so it is read here from the
 * environment the process's configuration comes from (a bad value stops the start, named).
 */
const { AI_WORKER_CONCURRENCY } = parseConfig(
  AiConfigSchema.pick({ AI_WORKER_CONCURRENCY: true }),
  {
    ...process.env,
  },
);

/** The AI worker's job handlers: speech (`tts`) and PDFs (`documents`). */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different jobs
export const AI_JOBS: JobHandlerDefinition<any>[] = [
  renderSpeechHandler(AI_WORKER_CONCURRENCY),
  renderPdfHandler(AI_WORKER_CONCURRENCY),
];
