import { employmentTestGenerated, type GenerateTestResponseSchema } from '@roofing/contracts';
import type { ServiceContext, StaffIdentity } from '@roofing/platform';
import type { z } from 'zod';
import { type KeyedTest, withoutKey } from './generate-employment-test.ts';

/**
 * Hands a generated test over to the server that scores it, and the browser only its questions.
 * The test with its key is recorded as `ai.employment-test.generated` in the outbox (in its own
 * transaction, so it exists exactly when the browser is told about it); the workforce service
 * stores it under the test's id and scores the answers against that copy, once.
 */
export async function issueEmploymentTest(
  ctx: ServiceContext,
  generated: { test: KeyedTest; provider: 'model' | 'offline' },
  staff: StaffIdentity,
  correlationId: string,
): Promise<z.input<typeof GenerateTestResponseSchema>> {
  await ctx.db.transaction((tx) =>
    ctx.publish(
      tx,
      employmentTestGenerated,
      { ...generated.test, generatedBy: staff.displayName, generatedAt: new Date().toISOString() },
      correlationId,
    ),
  );
  return { test: withoutKey(generated.test), provider: generated.provider };
}
