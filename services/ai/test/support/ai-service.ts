import {
  COMPANY,
  type RoofingAssistantResponse,
  RoofingAssistantResponseSchema,
} from '@roofing/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../../../../test/support/openai-compatible-server.ts';
import { type ServiceHarness, startService } from '../../../../test/support/service-harness.ts';
import { aiService } from '../../src/service.ts';
import type { AssistantQuestion } from '../fixtures/assistant-questions.ts';

/**
 * The AI service of a test file: started before its tests (on its own database), closed after
 * them. Read `svc` (and `model`) inside tests and hooks, once it has started.
 */
export interface AiServiceUnderTest {
  readonly svc: ServiceHarness;
}

/** With the local OpenAI-compatible server the service is configured to call. */
export interface AiServiceWithModel extends AiServiceUnderTest {
  readonly model: OpenAiCompatibleServer;
}

function started<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is not running`);
  return value;
}

/** The AI service, offline (no model): call it at the top level of a test file. */
export function useAiService(env: Record<string, string> = {}): AiServiceUnderTest {
  let svc: ServiceHarness | undefined;
  beforeAll(async () => {
    svc = await startService(aiService, env);
  });
  afterAll(async () => {
    await svc?.close();
  });
  return {
    get svc() {
      return started(svc, 'the AI service');
    },
  };
}

/**
 * The AI service with a model: a local OpenAI-compatible server, started first, whose address
 * and a test key the service gets, with `env` on top. Call it at the top level of a test file.
 */
export function useAiServiceWithModel(env: Record<string, string> = {}): AiServiceWithModel {
  let model: OpenAiCompatibleServer | undefined;
  let svc: ServiceHarness | undefined;
  beforeAll(async () => {
    model = await startOpenAiCompatibleServer();
    svc = await startService(aiService, {
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseUrl,
      ...env,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await model?.close();
  });
  return {
    get svc() {
      return started(svc, 'the AI service');
    },
    get model() {
      return started(model, 'the model server');
    },
  };
}

/**
 * Asks the roofing assistant (POST /api/roofing-assistant), in the page's `language` when given:
 * answered with 200 and a reply of the contract's shape.
 */
export async function askAssistant(
  svc: ServiceHarness,
  message: string,
  language?: 'en' | 'es',
): Promise<RoofingAssistantResponse> {
  const response = await svc.app.inject({
    method: 'POST',
    url: '/api/roofing-assistant',
    payload: language ? { message, language } : { message },
  });
  expect(response.statusCode).toBe(200);
  return RoofingAssistantResponseSchema.parse(response.json());
}

/**
 * Asks every question of a fixture (`ask`), expecting the phone at most once in each answer,
 * prints the share of answers of the expected kind (`hits`), by group, and each miss, and
 * resolves with that share.
 */
export async function measureHitRate(
  label: string,
  questions: readonly AssistantQuestion[],
  ask: (entry: AssistantQuestion) => Promise<RoofingAssistantResponse>,
  hits: (entry: AssistantQuestion, reply: RoofingAssistantResponse) => boolean,
): Promise<number> {
  const misses: Array<AssistantQuestion & { got: string }> = [];
  for (const entry of questions) {
    const reply = await ask(entry);
    // Whatever the kind, the phone is never given twice in one answer.
    expect(reply.response.split(COMPANY.phone).length - 1, entry.question).toBeLessThanOrEqual(1);
    if (!hits(entry, reply)) {
      const got = `${reply.language} ${reply.intent} ${reply.sources[0]?.kind ?? '-'}:${reply.sources[0]?.title ?? '-'}`;
      misses.push({ ...entry, got });
    }
  }
  const total = questions.length;
  const rate = (total - misses.length) / total;
  const groups = [...new Set(questions.map((entry) => entry.group))];
  const byGroup = groups.map((group) => {
    const asked = questions.filter((entry) => entry.group === group).length;
    const missed = misses.filter((miss) => miss.group === group).length;
    return `${group} ${asked - missed}/${asked}`;
  });
  console.info(
    `${label} hit rate: ${(rate * 100).toFixed(1)}% (${total - misses.length}/${total}; ${byGroup.join(', ')})`,
  );
  for (const miss of misses)
    console.info(
      `  missed [${miss.group}] "${miss.question}": expected ${miss.expected}, got ${miss.got}`,
    );
  return rate;
}
