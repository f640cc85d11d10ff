import type { Logger, ServiceContext } from '@roofing/platform';
import type { z } from 'zod';
import { type AiConfig, aiSettings } from '../config.ts';
import { capReply } from '../domain/cap-reply.ts';
import { type ModelFeature, type ModelUsageStore, modelUsageStore } from '../store/model-usage.ts';
import type { ChatMessage, LanguageModel, ModelText } from './language-model.ts';
import { openAiLanguageModel } from './openai-language-model.ts';
import { maxPromptTokens, poolOf, type TokenBudget, tokenBudget } from './token-budget.ts';

/**
 * What features call: the language model behind the daily token budgets (reserved before each
 * call, see token-budget.ts), the timeout, the usage
 * ledger and the logs. Every method answers null instead of throwing when there is no model, the
 * budget is spent, or the call failed, timed out, was refused or answered something invalid: the
 * caller then gives its offline answer, so nobody ever sees a 5xx because of a model.
 */
export interface ModelAccess {
  /** A model is configured (it may still be out of budget). */
  readonly configured: boolean;
  /** A streamed reply cut at `maxChars`, ending at a sentence. */
  reply(feature: ModelFeature, messages: ChatMessage[], maxChars: number): Promise<string | null>;
  /** A JSON object validated by `schema`. */
  structured<T>(
    feature: ModelFeature,
    messages: ChatMessage[],
    schema: z.ZodType<T>,
    maxTokens?: number,
  ): Promise<T | null>;
}

export function createModelAccess(options: {
  model: LanguageModel | null;
  usage: ModelUsageStore;
  budget: TokenBudget;
  logger: Logger;
  config: Pick<AiConfig, 'OPENAI_TIMEOUT_MS'>;
}): ModelAccess {
  const { model, usage, budget, logger, config } = options;

  async function call(
    feature: ModelFeature,
    messages: ChatMessage[],
    maxCompletionTokens: number,
    work: (model: LanguageModel, signal: AbortSignal) => Promise<ModelText>,
  ): Promise<ModelText | null> {
    if (!model) return null;
    // The most this call may cost is taken from the day's budget before it is made.
    const pool = poolOf(feature);
    const reservation = await budget.reserve(pool, maxPromptTokens(messages) + maxCompletionTokens);
    if (!reservation) {
      logger.warn({ feature, pool }, 'daily token budget spent: answering offline');
      return null;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), config.OPENAI_TIMEOUT_MS);
    const started = performance.now();
    let result: ModelText;
    try {
      result = await work(model, controller.signal);
    } catch (error) {
      await reservation.release().catch(() => {});
      logger.warn(
        {
          feature,
          model: model.model,
          reason: controller.signal.aborted ? 'timeout' : describe(error),
          ms: Math.round(performance.now() - started),
        },
        'model call failed: answering offline',
      );
      return null;
    } finally {
      clearTimeout(timer);
    }
    try {
      await reservation.settle(result.usage.promptTokens + result.usage.completionTokens);
      await usage.record({ feature, model: model.model, ...result.usage });
    } catch (error) {
      // The reply is paid for and good: a ledger hiccup must not turn it into an error.
      logger.warn({ feature, reason: describe(error) }, 'model usage not recorded');
    }
    // Counts and timing only: the visitor's text and the model's reply never reach the logs.
    logger.info(
      {
        feature,
        model: model.model,
        ...result.usage,
        refused: result.refused,
        ms: Math.round(performance.now() - started),
      },
      'model call',
    );
    return result.refused || result.text.trim() === '' ? null : result;
  }

  return {
    configured: model !== null,

    async reply(feature, messages, maxChars) {
      // The adapter asks for at most maxChars / 3 tokens (see openai-language-model.ts).
      const result = await call(feature, messages, Math.ceil(maxChars / 3), (m, signal) =>
        m.streamText(messages, { maxChars, signal }),
      );
      return result ? capReply(result.text, maxChars) : null;
    },

    async structured(feature, messages, schema, maxTokens = 1500) {
      const result = await call(feature, messages, maxTokens, (m, signal) =>
        m.completeJson(messages, { maxTokens, signal }),
      );
      if (!result) return null;
      const parsed = schema.safeParse(parseJson(result.text));
      if (parsed.success) return parsed.data;
      logger.warn(
        { feature, issues: parsed.error.issues.length },
        'model answered invalid structured output: answering offline',
      );
      return null;
    },
  };
}

/** The model access of one service instance (one usage ledger, one client), made on first use. */
const perContext = new WeakMap<ServiceContext, ModelAccess>();
export function modelAccessFor(ctx: ServiceContext): ModelAccess {
  let access = perContext.get(ctx);
  if (!access) {
    const config = aiSettings.of(ctx);
    access = createModelAccess({
      model: openAiLanguageModel(config),
      usage: modelUsageStore(ctx.db),
      budget: tokenBudget(ctx.db, config, ctx.metrics),
      logger: ctx.logger.child({ module: 'language-model' }),
      config,
    });
    perContext.set(ctx, access);
  }
  return access;
}

function parseJson(text: string): unknown {
  // Some compatible servers wrap JSON in a Markdown fence even when asked for an object.
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    return undefined;
  }
}

/** An error as it may be logged: its kind and HTTP status, never a body that may quote input. */
function describe(error: unknown): string {
  if (error && typeof error === 'object') {
    const { name, status } = error as { name?: unknown; status?: unknown };
    return [String(name ?? 'Error'), status === undefined ? '' : String(status)]
      .filter(Boolean)
      .join(' ');
  }
  return 'unknown';
}
