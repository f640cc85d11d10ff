import type { JobHandlerDefinition } from '@roofing/platform';
import { renderPdfHandler } from './render-pdf.ts';
import { renderSpeechHandler } from './render-speech.ts';

/** The AI worker's job handlers: speech (`tts`) and PDFs (`documents`). */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different jobs
export const AI_JOBS: JobHandlerDefinition<any>[] = [renderSpeechHandler, renderPdfHandler];
