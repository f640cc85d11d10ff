import { parseConfig, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { type AiConfig, loadAiConfig } from '../config.ts';

/** The engines that can speak, in the order tried (see speech-engines.ts). */
export const SPEECH_ENGINE_NAMES = ['openai', 'cli', 'wasm'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINE_NAMES)[number];

/**
 * Speech settings beyond the shared AI config. Operations (and tests) choose which engines may be
 * tried and in what order, and which MP3 encoder to use, without uninstalling anything.
 */
const SpeechSettingsSchema = z.object({
  /**
   * Comma-separated, tried in order: `openai` (needs OPENAI_API_KEY), `cli` (Debian's espeak-ng on
   * PATH), `wasm` (the espeak-ng npm package, needs nothing but Node). `none` disables speech.
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

export type SpeechSettings = z.infer<typeof SpeechSettingsSchema> &
  Pick<
    AiConfig,
    | 'OPENAI_API_KEY'
    | 'OPENAI_BASE_URL'
    | 'OPENAI_SPEECH_MODEL'
    | 'OPENAI_TIMEOUT_MS'
    | 'SPEECH_WAIT_MS'
    | 'AI_WORKER_CONCURRENCY'
    | 'AI_SPEECH_DAILY_CHAR_BUDGET'
  >;

const cache = new WeakMap<object, SpeechSettings>();

/** Parsed once per service context (a bad value fails the first request loudly, naming it). */
export function speechSettings(ctx: ServiceContext): SpeechSettings {
  let settings = cache.get(ctx.config);
  if (!settings) {
    settings = {
      ...loadAiConfig(ctx.config.env),
      ...parseConfig(SpeechSettingsSchema, { ...ctx.config.env }),
    };
    cache.set(ctx.config, settings);
  }
  return settings;
}
