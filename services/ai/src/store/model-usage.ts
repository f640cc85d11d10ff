import type { Db } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import { modelUsage } from './schema.ts';

/** The one feature name per caller of a paid model, as stored in `ai.model_usage.feature`. */
export type ModelFeature = 'assistant' | 'insights' | 'documents' | 'testing' | 'speech';

/**
 * The ledger of tokens spent on paid model calls, one row a call. The daily budgets are kept (and
 * reserved before each call) in the shared usage counters: see providers/token-budget.ts.
 */
export function modelUsageStore(db: Db) {
  return {
    async record(row: {
      feature: ModelFeature;
      model: string;
      promptTokens: number;
      completionTokens: number;
    }) {
      await db.insert(modelUsage).values(row);
    },
    /** Prompt plus completion tokens spent since midnight UTC. */
    async spentToday(): Promise<number> {
      const [row] = await db
        .select({
          total: sql<string>`coalesce(sum(${modelUsage.promptTokens} + ${modelUsage.completionTokens}), 0)`,
        })
        .from(modelUsage)
        .where(sql`${modelUsage.day} = (now() at time zone 'utc')::date`);
      return Number(row?.total ?? 0);
    },
  };
}
export type ModelUsageStore = ReturnType<typeof modelUsageStore>;
