import { FAQ_ENTRIES as FAQ_ES } from '@roofing/contracts/content/es/faq';
import { describe, expect, it } from 'vitest';
import { askAssistant, useAiServiceWithModel } from './support/ai-service.ts';

/** With a model (a local OpenAI-compatible server): a Spanish question is answered in Spanish. */
const ai = useAiServiceWithModel({ OPENAI_MODEL: 'roof-test-model', OPENAI_TIMEOUT_MS: '5000' });
const ask = (message: string, language?: 'en' | 'es') => askAssistant(ai.svc, message, language);
const lastMessages = () =>
  (ai.model.chatRequests().at(-1) as { messages: Array<{ role: string; content: string }> })
    .messages;

describe('the assistant with a model, in Spanish', () => {
  it('tells the model to answer in Spanish and grounds it on the Spanish FAQ', async () => {
    ai.model.behave('reply');
    ai.model.replyWith(
      'Un techo nuevo cuesta según su tamaño y material. **Llámenos** al teléfono.',
    );
    const reply = await ask('¿Cuánto cuesta un techo nuevo?');
    expect(reply).toMatchObject({ provider: 'model', language: 'es', matched: true });
    expect(reply.sources[0]?.title).toBe(FAQ_ES[0]?.question);
    const messages = lastMessages();
    const system = messages.filter((message) => message.role === 'system').map((m) => m.content);
    expect(system.some((content) => content.includes('Answer in Spanish'))).toBe(true);
    expect(system.some((content) => content.includes('¿Cuánto cuesta un techo nuevo?'))).toBe(true);
  });

  it('says nothing about Spanish to the model for an English question', async () => {
    await ask('How much does a new roof cost?');
    const system = lastMessages().filter((message) => message.role === 'system');
    expect(system.some((message) => message.content.includes('Spanish'))).toBe(false);
  });

  it('answers offline in Spanish when the model fails', async () => {
    ai.model.behave('fail');
    const reply = await ask('gutters', 'es');
    expect(reply).toMatchObject({ provider: 'offline', language: 'es' });
    ai.model.behave('reply');
  });
});
