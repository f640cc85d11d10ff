import {
  ASSISTANT_VOICE,
  type RoofingAssistantRequest,
  type RoofingAssistantResponse,
  RoofingAssistantResponseSchema,
  SPEECH_TEXT_MAX,
} from '@roofing/contracts';
import type { Locale } from '@roofing/contracts/locale';
import { useMutation } from '@tanstack/react-query';
import { apiJson, apiRequest } from './client.ts';

/**
 * The public roofing assistant and its voice (public-site §7). Only the assistant's lazy chunks
 * import this module: it brings the contract schemas, which the landing page's first load must
 * not carry.
 */
export const assistantKeys = {
  reply: ['/api/roofing-assistant'] as const,
  speech: ['/api/tts'] as const,
  welcomeSpeech: (language: Locale) => ['/api/tts/welcome', language] as const,
};

/** POST /api/roofing-assistant; an answer of another shape counts as a failure. */
export async function askAssistant(
  request: RoofingAssistantRequest,
): Promise<RoofingAssistantResponse> {
  const body = await apiJson<unknown>('POST', '/api/roofing-assistant', request);
  const parsed = RoofingAssistantResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('The assistant answered in an unexpected shape');
  return parsed.data;
}

export function useAskAssistant() {
  return useMutation({ mutationKey: assistantKeys.reply, mutationFn: askAssistant });
}

/**
 * The text as the voice engine takes it: at most SPEECH_TEXT_MAX characters (the API refuses
 * longer text rather than cutting it), ended at the last full sentence that fits.
 */
export function speakableText(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= SPEECH_TEXT_MAX) return plain;
  const head = plain.slice(0, SPEECH_TEXT_MAX);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('? '),
    head.lastIndexOf('! '),
  );
  return sentenceEnd > 0 ? head.slice(0, sentenceEnd + 1) : head;
}

/** POST /api/tts in the site's fixed voice: an MP3 (a 503 when no engine can speak). */
export async function fetchSpeech(text: string): Promise<Blob> {
  const response = await apiRequest('POST', '/api/tts', {
    text: speakableText(text),
    voice: ASSISTANT_VOICE,
  });
  return response.blob();
}

/** GET /api/tts/welcome: the greeting in the page's language (through assistantKeys.welcomeSpeech, so once). */
export async function fetchWelcomeSpeech(language: Locale = 'en'): Promise<Blob> {
  const response = await apiRequest(
    'GET',
    language === 'en' ? '/api/tts/welcome' : `/api/tts/welcome?language=${language}`,
  );
  return response.blob();
}
