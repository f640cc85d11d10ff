import OpenAI from 'openai';
import type { AiConfig } from '../config.ts';

/**
 * The one way this service talks to an OpenAI-compatible server (chat and speech alike): the key,
 * the base URL and the timeout come from the settings read at boot. No retries: a slow or failing
 * model falls back to the offline answer at once instead of keeping someone waiting twice.
 */
export function openAiClient(
  settings: Pick<AiConfig, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_TIMEOUT_MS'>,
): OpenAI {
  return new OpenAI({
    apiKey: settings.OPENAI_API_KEY,
    baseURL: settings.OPENAI_BASE_URL,
    timeout: settings.OPENAI_TIMEOUT_MS,
    maxRetries: 0,
  });
}
