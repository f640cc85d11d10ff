import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/**
 * The chat box's one call: POST /api/ai/document-assistant with `decideIntent`, where the server
 * (not the browser) applies the spec's keyword rule. Without a model: templates and the guide.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

const chat = async (message: string) => {
  const response = await staffPost(svc, '/api/ai/document-assistant', {
    message,
    decideIntent: true,
    context: { documentType: null, recentDocuments: [], projectDetails: {} },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('POST /api/ai/document-assistant with decideIntent', () => {
  it('generates the document a request with "create" names, read from its words', async () => {
    const answer = await chat(
      'Create a lien waiver for Gloria Ortiz at 88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082',
    );
    expect(answer.intent).toBe('generate');
    expect(answer.document.documentType).toBe('lien-waiver');
    expect(answer.document.preview).toMatch(/^<!doctype html>/i);
    expect(answer.document.preview).toContain('Gloria Ortiz');
    expect(answer.response).toBe(
      `Here is a draft ${answer.document.title}. Check the details below, then download it or save it to the library.`,
    );
  });

  it('answers the spec failure text when the request names no document', async () => {
    const answer = await chat('Does a sub need a notice to owner?');
    expect(answer).toEqual({
      intent: 'generate',
      provider: 'offline',
      response:
        'I encountered an issue creating your document. Please try rephrasing your request or use the document wizard below.',
    });
  });

  it('answers a question without generation words from the paperwork guide', async () => {
    const answer = await chat('When is the deadline for a claim of lien?');
    expect(answer.intent).toBe('chat');
    expect(answer.document).toBeUndefined();
    expect(answer.response).toContain('90 days after final furnishing');
    expect(answer.suggestions).toContain('lien-waiver');
  });

  it('leaves the plain call a question, as the spec defines it', async () => {
    const response = await staffPost(svc, '/api/ai/document-assistant', {
      message: 'Does a sub need a notice to owner?',
    });
    const answer = response.json();
    expect(answer.response).toContain('45 days');
    expect(answer.intent).toBeUndefined();
    expect(answer.document).toBeUndefined();
  });
});
