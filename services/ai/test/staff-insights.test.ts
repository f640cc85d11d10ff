import { InsightsResponseSchema } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { insightQuote, officeStaff, staffPost } from './support/staff-calls.ts';

/** Staff AI without a model: who may call, what is refused, and the insights computed. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

const STAFF_CALLS: Array<[string, unknown]> = [
  ['/api/admin/insights', { quotes: [] }],
  ['/api/document-assistant/generate', { templateType: 'invoice' }],
  ['/api/ai/generate-document', { templateType: 'estimate' }],
  ['/api/ai/prefill-document', { documentType: 'invoice', partialData: {} }],
  ['/api/ai/document-assistant', { message: 'When is the lien deadline?' }],
  ['/api/ai/testing-assistant', { message: 'Which tests are required?' }],
  ['/api/ai/generate-skill-test', { employeeId: '12', testType: 'osha-30' }],
  ['/api/ai/generate-personality-test', { employeeId: '12', testType: 'Hiring assessment' }],
];

describe('who may call', () => {
  it.each(STAFF_CALLS)(
    '%s answers 401 without a staff session, even to a bad body',
    async (url, body) => {
      for (const payload of [body, { nonsense: true }]) {
        const response = await staffPost(svc, url, payload, null);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    },
  );

  it.each(STAFF_CALLS)('%s answers 403 without the CSRF token, 200 with it', async (url, body) => {
    expect((await staffPost(svc, url, body, { ...officeStaff, csrf: false })).statusCode).toBe(403);
    const response = await staffPost(svc, url, body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('API reference', () => {
  it('documents the assistant and every staff AI route in the OpenAPI document', async () => {
    const paths = Object.keys((await svc.app.inject({ url: '/openapi.json' })).json().paths);
    for (const [url] of [...STAFF_CALLS, ['/api/roofing-assistant']]) expect(paths).toContain(url);
  });
});

describe('bad input', () => {
  it.each([
    ['/api/admin/insights', {}, 'quotes'],
    ['/api/admin/insights', { quotes: [{ status: 'accepted' }] }, 'quotes.0.estimateNumber'],
    ['/api/document-assistant/generate', { templateType: 'love-letter' }, 'templateType'],
    ['/api/ai/prefill-document', { partialData: {} }, 'documentType'],
    ['/api/ai/document-assistant', { message: '  ' }, 'message'],
    ['/api/ai/testing-assistant', { message: 'x'.repeat(2001) }, 'message'],
    ['/api/ai/generate-skill-test', { testType: 'osha-30' }, 'employeeId'],
    [
      '/api/ai/generate-skill-test',
      { employeeId: '1', testType: 'Hiring assessment', questionCount: 0 },
      'questionCount',
    ],
    [
      '/api/ai/generate-skill-test',
      { employeeId: '1', testType: 'Underwater Basket Weaving' },
      'testType',
    ],
  ])('%s refuses %j with 400 naming %s', async (url, payload, field) => {
    const response = await staffPost(svc, url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('POST /api/admin/insights offline', () => {
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();
  const quotes = [
    // Requested weeks ago; the estimate went out (the last change) 12 and 9 days ago.
    insightQuote(
      'SFR-STALE001',
      'estimate_prepared',
      12,
      { estimateAmount: '14200.00', createdAt: daysAgo(20) },
      now,
    ),
    insightQuote(
      'SFR-STALE002',
      'estimate_prepared',
      9,
      { customerResponse: 'questions', city: 'st. augustine', createdAt: daysAgo(15) },
      now,
    ),
    insightQuote('SFR-FRESH003', 'estimate_prepared', 2, { estimateAmount: 9800 }, now),
    insightQuote('SFR-WAIT0004', 'quote_requested', 4, { serviceType: 'inspection' }, now),
    insightQuote('SFR-NEW00005', 'quote_requested', 1, {}, now),
    insightQuote('SFR-NEW00006', 'site_visit_scheduled', 3, { city: 'Neptune Beach' }, now),
    insightQuote('SFR-ACC00007', 'accepted', 10, { estimateAmount: '21000' }, now),
    insightQuote('SFR-DONE0008', 'completed', 30, { estimateAmount: '7500' }, now),
    insightQuote('SFR-DEC00009', 'declined', 8, { estimateAmount: '16000' }, now),
  ];

  it('computes the figures, flags what waits too long and names the estimates', async () => {
    const response = await staffPost(svc, '/api/admin/insights', { quotes });
    expect(response.statusCode).toBe(200);
    const insights = InsightsResponseSchema.parse(response.json());
    expect(insights.provider).toBe('offline');
    expect(insights.dailySummary).toContain(
      '9 quotes on the board, 4 new this week (2 more than the 2 of the week before)',
    );
    expect(insights.dailySummary).toContain('3 estimates are waiting');
    expect(insights.dailySummary).toContain('2 of them have been out more than 7 days');
    expect(insights.dailySummary).toContain('Acceptance rate 66.7% (2 accepted, 1 declined)');
    // Estimate out + accepted, as on the dashboard's tile: 14,200 + 9,800 + 21,000.
    expect(insights.dailySummary).toContain('pipeline value $45,000');
    const [followUp, visits] = insights.recommendations;
    expect(followUp).toContain('SFR-STALE001 (12 days, $14,200)');
    expect(followUp).toContain('SFR-STALE002');
    expect(followUp).not.toContain('SFR-FRESH003');
    expect(visits).toContain('SFR-WAIT0004 (4 days)');
    expect(visits).not.toContain('SFR-NEW00005');
    const trend = (label: string) => insights.trends.find((entry) => entry.label === label);
    expect(trend('New quotes this week')).toMatchObject({ value: '4', direction: 'up' });
    expect(trend('Busiest city')).toMatchObject({ value: 'Jacksonville Beach' });
    expect(trend('Busiest city')?.detail).toContain('St. Augustine 1');
    expect(trend('Most requested service')).toMatchObject({ value: 'Roof Repair' });
  });

  it('asks for the new requests to be called when nothing is overdue yet', async () => {
    const fresh = [
      insightQuote('SFR-NEW00011', 'quote_requested', 1, {}, now),
      insightQuote('SFR-NEW00012', 'quote_requested', 0, {}, now),
    ];
    const insights = (await staffPost(svc, '/api/admin/insights', { quotes: fresh })).json();
    expect(insights.recommendations).toHaveLength(1);
    expect(insights.recommendations[0]).toContain(
      'Call the new requests to book their site visits',
    );
    expect(insights.recommendations[0]).toContain('SFR-NEW00011');
    // No estimate is out: nothing tells the office to follow up on estimates.
    expect(insights.recommendations[0]).not.toContain('follow up on recent estimates');
  });

  it('says so when there is nothing to review', async () => {
    const insights = (await staffPost(svc, '/api/admin/insights', { quotes: [] })).json();
    expect(insights.dailySummary).toMatch(/No quotes to review/);
    expect(insights.recommendations).toHaveLength(1);
    expect(
      insights.trends.find((t: { label: string }) => t.label === 'Acceptance rate').value,
    ).toBe('n/a');
  });
});
