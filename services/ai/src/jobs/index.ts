import type { JobHandlerDefinition } from '@roofing/platform';

/** The AI worker's job handlers (`tts`, `documents` queues). */
// biome-ignore lint/suspicious/noExplicitAny: handlers of different jobs
export const AI_JOBS: JobHandlerDefinition<any>[] = [];
