import { beforeEach, describe, expect, it } from 'vitest';
import { SKILL_QUESTION_BANKS } from '../src/content/question-banks.ts';
import { useAiServiceWithModel } from './support/ai-service.ts';
import { insightQuote, staffPost } from './support/staff-calls.ts';

/** Staff AI with a model (the local OpenAI-compatible server): used when valid, else offline. */
const ai = useAiServiceWithModel({ OPENAI_TIMEOUT_MS: '300' });
beforeEach(() => ai.model.behave('reply'));

const lastPrompt = () => ai.model.chatRequests().at(-1)?.messages ?? [];
const quotes = [
  insightQuote('SFR-STALE001', 'estimate_prepared', 12, { estimateAmount: '14200' }),
  insightQuote('SFR-WAIT0004', 'quote_requested', 4),
];

describe('insights', () => {
  it("uses the model's summary of the computed figures, never customer details", async () => {
    ai.model.replyWith({
      dailySummary: 'Two open quotes need attention today; one estimate has been out for 12 days.',
      recommendations: [
        'Call the owner of SFR-STALE001 today.',
        'Book the visit for SFR-WAIT0004.',
      ],
    });
    const insights = (await staffPost(ai.svc, '/api/admin/insights', { quotes })).json();
    expect(insights.provider).toBe('model');
    expect(insights.recommendations[0]).toBe('Call the owner of SFR-STALE001 today.');
    expect(insights.trends.length).toBeGreaterThan(3);
    const chat = ai.model.chatRequests().at(-1) as { response_format?: unknown; stream?: boolean };
    expect(chat.response_format).toEqual({ type: 'json_object' });
    expect(chat.stream).toBeFalsy();
    const figures = JSON.parse(lastPrompt()[1]?.content ?? '{}');
    expect(figures.staleEstimates[0]).toMatchObject({
      estimateNumber: 'SFR-STALE001',
      ageDays: 12,
    });
  });

  it.each([
    [
      'names an estimate that does not exist',
      { dailySummary: 'All fine today, nothing is late.', recommendations: ['Call SFR-MADEUP99.'] },
    ],
    ['answers something that is not the asked JSON', 'Here are your insights: all good!'],
    ['answers JSON missing a field', { summary: 'x' }],
  ])('falls back to the computed insights when the model %s', async (_, reply) => {
    ai.model.replyWith(reply);
    const insights = (await staffPost(ai.svc, '/api/admin/insights', { quotes })).json();
    expect(insights.provider).toBe('offline');
    expect(insights.recommendations[0]).toContain('SFR-STALE001 (12 days, $14,200)');
  });
});

describe('documents', () => {
  const contractWithNotes = {
    templateType: 'roofing-contract',
    documentData: {
      clientName: 'Maria Alvarez',
      projectAddress: '418 Seagate Ave, Neptune Beach, FL 32266',
      additionalDetails: 'Metal re-roof, 24 ga standing seam, $15,400, start Dec 1.',
    },
    preferences: { processNaturalLanguage: true },
  };

  it("reads the notes with the model, checked by the offline reader's schema; typed values win", async () => {
    ai.model.replyWith({
      clientName: 'Somebody Else',
      amount: 15400,
      startDate: '2026-12-01',
      roofType: 'Standing-seam metal <b>24 ga</b>',
      notAField: 'ignored',
    });
    const response = await staffPost(ai.svc, '/api/document-assistant/generate', contractWithNotes);
    const { document, provider } = response.json();
    expect(provider).toBe('model');
    expect(document).toContain('Maria Alvarez');
    expect(document).not.toContain('Somebody Else');
    expect(document).toContain('15,400.00');
    expect(document).toContain('December 1, 2026');
    expect(document).toContain('Standing-seam metal &lt;b&gt;24 ga&lt;/b&gt;');
    expect(lastPrompt()[1]?.content).toContain('<visitor_message>');
  });

  it('reads the notes offline when the model answers outside the schema', async () => {
    ai.model.replyWith({
      clientName: 'Somebody Else',
      amount: 'lots',
      completionDate: 'next Tuesday',
    });
    const response = await staffPost(ai.svc, '/api/document-assistant/generate', contractWithNotes);
    const { document, provider } = response.json();
    expect(provider).toBe('offline');
    expect(document).not.toContain('Somebody Else');
    expect(document).not.toContain('next Tuesday');
    // The offline reader still finds the amount and the roof in the notes.
    expect(document).toContain('15,400.00');
    expect(document).toContain('Standing-seam metal');
  });

  it('keeps only valid prefill suggestions, under the values it knows', async () => {
    ai.model.replyWith({
      values: {
        roofType: 'Concrete tile',
        estimateDate: '1999-01-01',
        bogus: 'x',
        roofSquares: 'lots',
      },
    });
    const { prefillData } = (
      await staffPost(ai.svc, '/api/ai/prefill-document', {
        documentType: 'estimate',
        partialData: {},
      })
    ).json();
    expect(prefillData.roofType).toBe('Concrete tile');
    expect(prefillData.estimateDate).not.toBe('1999-01-01');
    expect(prefillData.bogus).toBeUndefined();
    expect(prefillData.roofSquares).toBeUndefined();
  });

  it('answers document questions with the model, keeping only real document types', async () => {
    ai.model.replyWith({
      response: 'Record the claim of lien within 90 days.',
      suggestions: ['lien-waiver', 'pizza'],
    });
    const answer = (
      await staffPost(ai.svc, '/api/ai/document-assistant', { message: 'Lien deadline?' })
    ).json();
    expect(answer).toEqual({
      response: 'Record the claim of lien within 90 days.',
      suggestions: ['lien-waiver'],
      provider: 'model',
    });
    expect(lastPrompt()[0]?.content).toContain('90 days after final furnishing');
  });
});

describe('employment tests', () => {
  const question = (n: number) => ({
    question: `Question ${n}: what is the minimum height for fall protection in construction?`,
    options: ['4 feet', '6 feet', '10 feet', '15 feet'],
    correctAnswer: 1,
    explanation: '29 CFR 1926.501(b)(1): six feet or more above a lower level.',
  });

  const thirty = Array.from({ length: 30 }, (_, index) => question(index + 1));

  it("uses the model's questions when every one is valid, as many as the template asks", async () => {
    ai.model.replyWith({ questions: thirty });
    const { test, provider } = (
      await staffPost(ai.svc, '/api/ai/generate-skill-test', {
        employeeId: '5',
        testType: 'fall-protection',
      })
    ).json();
    expect(provider).toBe('model');
    expect(test.questions.map((q: { id: number }) => q.id)).toEqual(thirty.map((_, i) => i + 1));
    expect(test.questions[0].question).toContain('Question 1');
    expect(test.questions[0].correctAnswer).toBeUndefined();
  });

  it('falls back to the bank when the model answers too few or broken questions', async () => {
    for (const reply of [
      { questions: [question(1)] },
      { questions: [...thirty.slice(0, 29), { ...question(30), correctAnswer: 7 }] },
    ]) {
      ai.model.replyWith(reply);
      const { test, provider } = (
        await staffPost(ai.svc, '/api/ai/generate-skill-test', {
          employeeId: '5',
          testType: 'fall-protection',
        })
      ).json();
      expect(provider).toBe('offline');
      expect(test.questions).toHaveLength(SKILL_QUESTION_BANKS['fall-protection'].length);
      expect(test.questions[0].question).not.toContain('Question 1');
    }
  });

  it('asks the model to write a Spanish test in Spanish, and keeps its language', async () => {
    ai.model.replyWith({ questions: thirty });
    const { test, provider } = (
      await staffPost(ai.svc, '/api/ai/generate-skill-test', {
        employeeId: '5',
        testType: 'fall-protection',
        language: 'es',
      })
    ).json();
    expect(provider).toBe('model');
    expect(test.language).toBe('es');
    const system = lastPrompt()[0]?.content ?? '';
    expect(system).toContain('natural US Spanish');
    expect(system).toContain('Do not include English text');
    // Its examples of the expected style are Spanish questions too.
    expect(lastPrompt()[1]?.content).toMatch(/[¿áéíóúñ]/);
  });

  it('answers testing questions with the model, offline when it times out', async () => {
    ai.model.replyWith('Crew leads need **OSHA 30-Hour** and **Fall Protection**.');
    const answer = (
      await staffPost(ai.svc, '/api/ai/testing-assistant', {
        message: 'What does a crew lead need?',
      })
    ).json();
    expect(answer).toEqual({
      response: 'Crew leads need **OSHA 30-Hour** and **Fall Protection**.',
      provider: 'model',
    });
    ai.model.behave('hang');
    const offline = (
      await staffPost(ai.svc, '/api/ai/testing-assistant', {
        message: 'What does a crew lead need?',
      })
    ).json();
    expect(offline.provider).toBe('offline');
  });
});
