import { RoofingAssistantResponseSchema } from '@roofing/contracts';
import { FAQ_ENTRIES as FAQ_ES } from '@roofing/contracts/content/es/faq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../../../test/support/openai-compatible-server.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';

/** With a model (a local OpenAI-compatible server): a Spanish question is answered in Spanish. */
let model: OpenAiCompatibleServer;
let svc: ServiceHarness;
beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
  svc = await startService(aiService, {
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: model.baseUrl,
    OPENAI_MODEL: 'roof-test-model',
    OPENAI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await svc?.close();
  await model?.close();
});

async function ask(payload: Record<string, unknown>) {
  const response = await svc.app.inject({ method: 'POST', url: '/api/roofing-assistant', payload });
  expect(response.statusCode).toBe(200);
  return RoofingAssistantResponseSchema.parse(response.json());
}
const lastMessages = () =>
  (model.chatRequests().at(-1) as { messages: Array<{ role: string; content: string }> }).messages;

describe('the assistant with a model, in Spanish', () => {
  it('tells the model to answer in Spanish and grounds it on the Spanish FAQ', async () => {
    model.behave('reply');
    model.replyWith('Un techo nuevo cuesta según su tamaño y material. **Llámenos** al teléfono.');
    const reply = await ask({ message: '¿Cuánto cuesta un techo nuevo?' });
    expect(reply).toMatchObject({ provider: 'model', language: 'es', matched: true });
    expect(reply.sources[0]?.title).toBe(FAQ_ES[0]?.question);
    const messages = lastMessages();
    const system = messages.filter((message) => message.role === 'system').map((m) => m.content);
    expect(system.some((content) => content.includes('Answer in Spanish'))).toBe(true);
    expect(system.some((content) => content.includes('¿Cuánto cuesta un techo nuevo?'))).toBe(true);
  });

  it('says nothing about Spanish to the model for an English question', async () => {
    await ask({ message: 'How much does a new roof cost?' });
    const system = lastMessages().filter((message) => message.role === 'system');
    expect(system.some((message) => message.content.includes('Spanish'))).toBe(false);
  });

  it('answers offline in Spanish when the model fails', async () => {
    model.behave('fail');
    const reply = await ask({ message: 'gutters', language: 'es' });
    expect(reply).toMatchObject({ provider: 'offline', language: 'es' });
    model.behave('reply');
  });
});
