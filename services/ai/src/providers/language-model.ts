/**
 * The one port every AI feature talks to a language model through. Adapters: the OpenAI adapter
 * (any OpenAI-compatible server) when a key is configured, none otherwise; features then answer
 * from their offline providers (knowledge base, computed figures, templates, question banks).
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  /** True when the server sent no counts (a stream cut at the length cap): estimated from text. */
  estimated: boolean;
}

export interface ModelText {
  text: string;
  usage: TokenUsage;
  /** The model declined to answer (OpenAI's `refusal`). */
  refused: boolean;
}

export interface LanguageModel {
  /** The model name, as recorded in the usage table. */
  readonly model: string;
  /** A streamed reply; reading stops (and the connection closes) once `maxChars` have arrived. */
  streamText(
    messages: ChatMessage[],
    options: { maxChars: number; signal: AbortSignal },
  ): Promise<ModelText>;
  /** One non-streamed completion asked for a JSON object (validated by the caller). */
  completeJson(
    messages: ChatMessage[],
    options: { maxTokens: number; signal: AbortSignal },
  ): Promise<ModelText>;
}

/** About four characters per token in English: used only when the server sent no counts. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);
