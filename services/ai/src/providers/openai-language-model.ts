import type OpenAI from 'openai';
import type { AiConfig } from '../config.ts';
import {
  type ChatMessage,
  estimateTokens,
  type LanguageModel,
  type ModelText,
} from './language-model.ts';
import { openAiClient } from './openai-client.ts';

/**
 * The OpenAI adapter, speaking Chat Completions (the API every OpenAI-compatible server offers:
 * vLLM, Ollama, a company proxy) at OPENAI_BASE_URL when given. No retries: a slow or failing
 * model falls back to the offline answer at once instead of keeping a visitor waiting twice.
 */
export function openAiLanguageModel(config: AiConfig): LanguageModel | null {
  if (!config.OPENAI_API_KEY) return null;
  const client = openAiClient(config);
  const model = config.OPENAI_MODEL;

  return {
    model,

    async streamText(messages, { maxChars, signal }) {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: toOpenAi(messages),
          stream: true,
          stream_options: { include_usage: true },
          // Room for the cap and a little more, so the reply is cut by us at a sentence.
          max_tokens: Math.ceil(maxChars / 3),
        },
        { signal },
      );
      let text = '';
      let refused = false;
      let usage: OpenAI.CompletionUsage | undefined;
      for await (const chunk of stream) {
        if (chunk.usage) usage = chunk.usage;
        const delta = chunk.choices[0]?.delta;
        if (delta?.refusal) refused = true;
        if (delta?.content) text += delta.content;
        // Leaving the loop closes the response: the rest is never generated into our reply.
        if (text.length >= maxChars) break;
      }
      return withUsage(text, refused, usage, messages);
    },

    async completeJson(messages, { maxTokens, signal }) {
      const completion = await client.chat.completions.create(
        {
          model,
          messages: toOpenAi(messages),
          response_format: { type: 'json_object' },
          max_tokens: maxTokens,
        },
        { signal },
      );
      const message = completion.choices[0]?.message;
      return withUsage(
        message?.content ?? '',
        Boolean(message?.refusal),
        completion.usage,
        messages,
      );
    },
  };
}

const toOpenAi = (messages: ChatMessage[]): OpenAI.ChatCompletionMessageParam[] =>
  messages.map((message) => ({ role: message.role, content: message.content }));

function withUsage(
  text: string,
  refused: boolean,
  usage: OpenAI.CompletionUsage | undefined,
  messages: ChatMessage[],
): ModelText {
  if (usage) {
    return {
      text,
      refused,
      usage: {
        promptTokens: usage.prompt_tokens,
        completionTokens: usage.completion_tokens,
        estimated: false,
      },
    };
  }
  return {
    text,
    refused,
    usage: {
      promptTokens: estimateTokens(messages.map((message) => message.content).join('\n')),
      completionTokens: estimateTokens(text),
      estimated: true,
    },
  };
}
