import { defineSettings, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';

/** The engines that can speak, in the order tried (see speech-engines.ts). */
export const SPEECH_ENGINE_NAMES = ['openai', 'cli', 'wasm'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINE_NAMES)[number];

/**
 * The AI service's own settings: this one schema, parsed once when the process mounts the service
 * at boot (a bad value stops the boot naming the variable; an empty one counts as unset), read
 * everywhere else as `aiSettings.of(ctx)`. Without OPENAI_API_KEY every feature runs on offline
 * providers.
 */
export const AiConfigSchema = z.object({
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible server (vLLM, Ollama, a company proxy); the official API when unset. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_SPEECH_MODEL: z.string().min(1).default('gpt-4o-mini-tts'),
  /** A model call slower than this falls back to the offline answer. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  /**
   * Paid tokens per UTC day, everyone together; once spent, answers come from the offline
   * providers. Each call reserves what it may cost before it is made (docs/security/quotas.md).
   */
  AI_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(500_000),
  /** The public assistant's share of the day (anonymous visitors), so it cannot drain staff's. */
  AI_PUBLIC_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(150_000),
  /** Staff features' share (insights, documents, testing): still available when the public is spent. */
  AI_STAFF_DAILY_TOKEN_BUDGET: z.coerce.number().int().min(0).default(350_000),
  /** Characters per UTC day the paid speech API may read aloud; beyond it, espeak-ng speaks. */
  AI_SPEECH_DAILY_CHAR_BUDGET: z.coerce.number().int().min(0).default(100_000),
  /** Longest reply the assistant sends, in characters. */
  AI_MAX_REPLY_CHARS: z.coerce.number().int().min(200).default(1500),
  /** Parallel jobs per AI worker process, per queue. */
  AI_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** How long the web tier waits for a speech or PDF job before answering 503. */
  SPEECH_WAIT_MS: z.coerce.number().int().min(100).default(15_000),
  PDF_WAIT_MS: z.coerce.number().int().min(100).default(45_000),
  /** The Chromium the documents worker prints with. */
  CHROMIUM_PATH: z.string().min(1).default('/usr/bin/chromium'),
  /**
   * Speech engines, comma-separated, tried in order: `openai` (needs OPENAI_API_KEY), `cli`
   * (Debian's espeak-ng on PATH), `wasm` (the espeak-ng npm package, needs nothing but Node).
   * `none` disables speech. Operations (and tests) choose without uninstalling anything.
   */
  TTS_ENGINES: z
    .string()
    .default('openai,cli,wasm')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name && name !== 'none'),
    )
    .pipe(z.array(z.enum(SPEECH_ENGINE_NAMES))),
  /** `auto`: Debian's `lame` when installed, else lamejs (pure JavaScript). */
  TTS_MP3_ENCODER: z.enum(['auto', 'lame', 'lamejs']).default('auto'),
  /** A clip that failed is tried again by the next request after this long (not cached forever). */
  TTS_RETRY_FAILED_AFTER_MS: z.coerce.number().int().min(0).default(30_000),
  /** Unused clips are deleted after this many days (the welcome line is served daily). */
  TTS_CLIP_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
});
export type AiConfig = z.infer<typeof AiConfigSchema>;

/** The AI settings of this process, parsed at boot: `aiSettings.of(ctx)`. */
export const aiSettings = defineSettings(AiConfigSchema);

/** Parallel jobs per AI worker process and queue: read once the service is mounted. */
export const workerConcurrency = (ctx: ServiceContext) => aiSettings.of(ctx).AI_WORKER_CONCURRENCY;
