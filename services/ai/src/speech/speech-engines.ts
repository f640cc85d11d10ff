import type { Locale } from '@roofing/contracts';
import type { AiConfig, SpeechEngineName } from '../config.ts';
import { languageOf } from '../domain/question-language.ts';
import { openAiClient } from '../providers/openai-client.ts';
import type { SpeechBudget } from '../providers/token-budget.ts';
import { synthesizeWithWasm } from './espeak-wasm.ts';
import { encodeMp3, looksLikeMp3 } from './mp3.ts';
import { findExecutable, runCommand } from './run-command.ts';
import { readWav } from './wav.ts';

/** What the speech engines and the speech routes read of the AI settings (parsed at boot). */
export type SpeechSettings = Pick<
  AiConfig,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_SPEECH_MODEL'
  | 'OPENAI_TIMEOUT_MS'
  | 'SPEECH_WAIT_MS'
  | 'AI_WORKER_CONCURRENCY'
  | 'AI_SPEECH_DAILY_CHAR_BUDGET'
  | 'TTS_ENGINES'
  | 'TTS_MP3_ENCODER'
  | 'TTS_RETRY_FAILED_AFTER_MS'
  | 'TTS_CLIP_RETENTION_DAYS'
>;

/** OpenAI's built-in voices: the only values `voice` may take (each has an offline stand-in). */
export const SPEECH_VOICES = [
  'onyx',
  'alloy',
  'ash',
  'ballad',
  'cedar',
  'coral',
  'echo',
  'fable',
  'marin',
  'nova',
  'sage',
  'shimmer',
  'verse',
] as const;
const HIGHER_VOICES = new Set(['alloy', 'coral', 'marin', 'nova', 'sage', 'shimmer']);

export interface SpokenAudio {
  audio: Buffer;
  contentType: 'audio/mpeg';
  engine: string;
}

/**
 * espeak-ng's language voices: US English, and Latin American Spanish (`es-419`, the Spanish
 * North Florida's Spanish speakers hear, rather than Castilian `es`) for a Spanish answer.
 */
const ESPEAK_LANGUAGE: Record<Locale, string> = { en: 'en-us', es: 'es-419' };

/**
 * espeak-ng's arguments: the text's language, a male voice for the deep voices, slowed from 175
 * to 155 words a minute and pitched lower, which reads roof-and-storm answers more clearly.
 */
export function espeakArguments(voice: string, language: Locale = 'en'): string[] {
  const higher = HIGHER_VOICES.has(voice);
  const variant = higher ? 'f3' : 'm3';
  return ['-v', `${ESPEAK_LANGUAGE[language]}+${variant}`, '-s', '155', '-p', higher ? '50' : '38'];
}

/** Answers carry light formatting (**bold**, "- " bullets): read the words, not the marks. */
export function speakableText(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*[-*•]\s+/gm, '')
    .replace(/\s*\n+\s*/g, '\n')
    .trim();
}

async function speakWithOpenAi(
  text: string,
  voice: string,
  settings: SpeechSettings,
  budget?: SpeechBudget,
) {
  if (!settings.OPENAI_API_KEY) throw new Error('OPENAI_API_KEY is not set');
  // Paid by the character: the text is taken from the day's speech budget before the call.
  const reservation = budget ? await budget.reserve(text.length) : undefined;
  if (reservation === null) throw new Error('the daily speech budget is spent');
  try {
    return await callOpenAiSpeech(text, voice, settings);
  } catch (error) {
    await reservation?.release().catch(() => {});
    throw error;
  }
}

const SPEAKING_STYLE: Record<Locale, string> = {
  en: 'Calm, warm and confident, like an experienced Florida roofer.',
  es: 'Speak in US Spanish (Latin American accent): calm, warm and confident, like an experienced Florida roofer.',
};

async function callOpenAiSpeech(text: string, voice: string, settings: SpeechSettings) {
  const client = openAiClient(settings);
  const model = settings.OPENAI_SPEECH_MODEL;
  const response = await client.audio.speech.create({
    model,
    voice,
    input: text,
    response_format: 'mp3',
    // Only the gpt-4o speech models take a speaking style; tts-1 refuses the field.
    ...(model.startsWith('gpt-4o') ? { instructions: SPEAKING_STYLE[languageOf(text)] } : {}),
  });
  const audio = Buffer.from(await response.arrayBuffer());
  if (!looksLikeMp3(audio)) throw new Error('the speech API answered something other than MP3');
  return audio;
}

async function speakWithCli(text: string, voice: string, settings: SpeechSettings) {
  const espeak = await findExecutable('espeak-ng');
  if (!espeak) throw new Error('espeak-ng is not installed (apt-get install espeak-ng)');
  // Text on stdin, WAV on stdout: nothing the visitor wrote is ever an argument.
  const args = espeakArguments(voice, languageOf(text));
  const wav = await runCommand(espeak, [...args, '--stdout'], text, 20_000);
  return encodeMp3(readWav(wav), settings.TTS_MP3_ENCODER);
}

async function speakWithWasm(text: string, voice: string, settings: SpeechSettings) {
  const wav = await synthesizeWithWasm(text, espeakArguments(voice, languageOf(text)), {
    threads: settings.AI_WORKER_CONCURRENCY,
  });
  return encodeMp3(readWav(wav), settings.TTS_MP3_ENCODER);
}

const ENGINES: Record<
  SpeechEngineName,
  {
    label: string;
    speak(
      text: string,
      voice: string,
      settings: SpeechSettings,
      budget?: SpeechBudget,
    ): Promise<Buffer>;
  }
> = {
  openai: { label: 'openai', speak: speakWithOpenAi },
  cli: { label: 'espeak-ng', speak: speakWithCli },
  wasm: { label: 'espeak-ng-wasm', speak: speakWithWasm },
};

/**
 * Speaks with the first engine of TTS_ENGINES that can (in the text's own language: a Spanish
 * answer with a Spanish voice, issue 24): OpenAI when a key is set (and the day's
 * speech budget covers the text, when one is given), then Debian's
 * espeak-ng, then the WASM build. Throws with every engine's reason when none could.
 */
export async function speak(
  text: string,
  voice: string,
  settings: SpeechSettings,
  budget?: SpeechBudget,
): Promise<SpokenAudio> {
  const reasons: string[] = [];
  const words = speakableText(text);
  for (const name of settings.TTS_ENGINES) {
    const engine = ENGINES[name];
    try {
      const audio = await engine.speak(words, voice, settings, budget);
      return { audio, contentType: 'audio/mpeg', engine: engine.label };
    } catch (error) {
      reasons.push(`${engine.label}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new NoSpeechEngine(
    reasons.length > 0 ? reasons.join('; ') : 'no speech engine enabled (TTS_ENGINES)',
  );
}

/** No engine could speak: every reason, for the log and the clip's error column. */
export class NoSpeechEngine extends Error {
  override name = 'NoSpeechEngine';
}
