import { adjustUsage, type Db, type Metrics, reserveUsage } from '@roofing/platform';
import type { AiConfig } from '../config.ts';
import type { ModelFeature } from '../store/model-usage.ts';
import type { ChatMessage } from './language-model.ts';

/** Whose share of the day a paid call is taken from. */
export type BudgetPool = 'public' | 'staff';

/** The public assistant answers anonymous visitors; every other feature is reached by staff only. */
export const poolOf = (feature: ModelFeature): BudgetPool =>
  feature === 'assistant' ? 'public' : 'staff';

/** What a call took from the day's budget: settle it at what the call really used, or give it back. */
export interface TokenReservation {
  readonly tokens: number;
  settle(usedTokens: number): Promise<void>;
  release(): Promise<void>;
}

export type TokenBudgetConfig = Pick<
  AiConfig,
  'AI_DAILY_TOKEN_BUDGET' | 'AI_PUBLIC_DAILY_TOKEN_BUDGET' | 'AI_STAFF_DAILY_TOKEN_BUDGET'
>;

/**
 * The most tokens a prompt can be: a token is never less than one byte of UTF-8, plus what the
 * chat format adds around each message. An upper bound, so reserving it can never be too little.
 */
export function maxPromptTokens(messages: ChatMessage[]): number {
  return messages.reduce((sum, message) => sum + Buffer.byteLength(message.content) + 8, 8);
}

const COUNTER = 'ai-tokens';

/**
 * The daily token budgets in the shared usage counters (one row per pool and one for the whole
 * day, per UTC day): a call reserves its worst case in its pool and in the total, atomically,
 * before it is made; afterwards the reservation is settled at the real usage, or released when
 * the call failed. Parallel calls can therefore never spend more than a budget between them.
 */
export function tokenBudget(db: Db, config: TokenBudgetConfig, metrics?: Metrics) {
  const limits: Record<BudgetPool, number> = {
    public: config.AI_PUBLIC_DAILY_TOKEN_BUDGET,
    staff: config.AI_STAFF_DAILY_TOKEN_BUDGET,
  };
  return {
    async reserve(pool: BudgetPool, tokens: number): Promise<TokenReservation | null> {
      const result = await reserveUsage(db, [
        { counter: COUNTER, key: pool, amount: tokens, limit: limits[pool] },
        { counter: COUNTER, key: 'all', amount: tokens, limit: config.AI_DAILY_TOKEN_BUDGET },
      ]);
      if (!result.ok) {
        metrics?.aiBudgetRefused.inc({ budget: result.refused.key === 'all' ? 'all' : pool });
        return null;
      }
      let open = true;
      const change = async (delta: number) => {
        if (!open) return;
        open = false;
        await adjustUsage(db, result.day, COUNTER, pool, delta);
        await adjustUsage(db, result.day, COUNTER, 'all', delta);
      };
      return {
        tokens,
        settle: (usedTokens) => change(usedTokens - tokens),
        release: () => change(-tokens),
      };
    },
  };
}
export type TokenBudget = ReturnType<typeof tokenBudget>;

/** Characters of paid speech per UTC day (AI_SPEECH_DAILY_CHAR_BUDGET), reserved before a call. */
export function speechBudget(db: Db, limit: number, metrics?: Metrics) {
  return {
    async reserve(characters: number): Promise<{ release(): Promise<void> } | null> {
      const result = await reserveUsage(db, [
        { counter: 'ai-speech-chars', key: 'all', amount: characters, limit },
      ]);
      if (!result.ok) {
        metrics?.aiBudgetRefused.inc({ budget: 'speech' });
        return null;
      }
      return {
        release: () => adjustUsage(db, result.day, 'ai-speech-chars', 'all', -characters),
      };
    },
  };
}
export type SpeechBudget = ReturnType<typeof speechBudget>;
