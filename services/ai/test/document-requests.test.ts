import { WARRANTY_YEARS } from '@roofing/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/**
 * Documents use what staff typed (issue 19, item 16), offline: the chat's request in words, the
 * wizard's five fields and its details, read for the client, property, price, dates and scope.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const GLORIA =
  'Generate a roofing contract for Gloria Ortiz at 88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082, tile re-roof for $38,900 starting January 12, 2027';
const WIZARD_FIELDS = [
  'clientName',
  'projectAddress',
  'contractAmount',
  'startDate',
  'additionalDetails',
];

/** What the document chat sends (document-assistant.tsx): the request as typed. */
async function fromChat(templateType: string, request: string) {
  const response = await staffPost(svc, '/api/ai/generate-document', {
    templateType,
    documentData: { request },
    preferences: { processNaturalLanguage: true },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { preview: string; title: string; provider: string };
}

/** What the wizard sends: its five fields, natural-language processing off. */
async function fromWizard(templateType: string, data: Record<string, string>) {
  const response = await staffPost(svc, '/api/document-assistant/generate', {
    templateType,
    documentData: {
      clientName: '',
      projectAddress: '',
      contractAmount: '',
      startDate: '',
      additionalDetails: '',
      ...data,
    },
    preferences: { processNaturalLanguage: false },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { document: string }).document;
}

/** The text of a document's HTML, as a reader (or pdftotext) sees it. */
const textOf = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ');

describe('a roofing contract from a request in words', () => {
  it('fills owner, property, scope, price and start date from the Gloria Ortiz request', async () => {
    const { preview, title, provider } = await fromChat('roofing-contract', GLORIA);
    expect(provider).toBe('offline');
    expect(title).toContain('Gloria Ortiz');
    const text = textOf(preview);
    expect(text).toContain('Gloria Ortiz');
    expect(text).toContain('88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082');
    expect(text).toContain('Tile re-roof');
    expect(text).toMatch(/Roof system Tile/);
    expect(text).toContain('Contract price $38,900.00');
    expect(text).toContain('Estimated start January 12, 2027');
  });

  it('reads "next Monday" from the office’s day, cents, and an address with a unit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z')); // Thursday, November 26, 2026
    const { preview } = await fromChat(
      'roofing-contract',
      'Create a contract for Ana Lucia Perez at 77 Ocean Dr Unit 305, Atlantic Beach FL 32233, metal roof replacement for $12,500.50 starting next Monday',
    );
    const text = textOf(preview);
    expect(text).toContain('Ana Lucia Perez');
    expect(text).toContain('77 Ocean Dr Unit 305, Atlantic Beach FL 32233');
    expect(text).toContain('Contract price $12,500.50');
    expect(text).toContain('Estimated start November 30, 2026');
    expect(text).toContain('Metal roof replacement');
  });

  it('keeps what staff typed over what the words say', async () => {
    const response = await staffPost(svc, '/api/ai/generate-document', {
      templateType: 'roofing-contract',
      documentData: {
        request: GLORIA,
        clientName: 'Gloria and Luis Ortiz',
        contractAmount: '39500',
      },
      preferences: { processNaturalLanguage: true },
    });
    const text = textOf(response.json().preview);
    expect(text).toContain('Gloria and Luis Ortiz');
    expect(text).toContain('Contract price $39,500.00');
    expect(text).toContain('Estimated start January 12, 2027');
  });
});

describe('the wizard’s documents', () => {
  it('an estimate for a repair describes a repair, not a re-roof', async () => {
    const text = textOf(
      await fromWizard('estimate', {
        clientName: 'Dale Whitaker',
        projectAddress: '214 Oceanside Dr, Neptune Beach, FL 32266',
        contractAmount: '1850',
        additionalDetails: 'Repair storm-damaged shingles and two pipe boots on the north slope.',
      }),
    );
    expect(text).toContain('Roof repair');
    expect(text).toContain('Repair storm-damaged shingles and two pipe boots on the north slope');
    expect(text).toContain('$1,850.00');
    expect(text).not.toMatch(/Complete roof replacement|Tear-off to the deck/);
    const reroof = textOf(
      await fromWizard('estimate', {
        clientName: 'Dale Whitaker',
        contractAmount: '18500',
        additionalDetails: 'Full tear-off and re-roof with architectural shingles.',
      }),
    );
    expect(reroof).toContain('Complete roof replacement');
  });

  it('a profit and loss statement covers the period typed, not a fixed one', async () => {
    const quarter = textOf(
      await fromWizard('profit-loss', { additionalDetails: 'Statement for Q3 2026.' }),
    );
    expect(quarter).toContain('Period July 1, 2026 to September 30, 2026');
    const month = textOf(
      await fromWizard('profit-loss', { additionalDetails: 'P&L for October 2026' }),
    );
    expect(month).toContain('Period October 1, 2026 to October 31, 2026');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
    const sinceStart = textOf(await fromWizard('profit-loss', { startDate: '2026-01-01' }));
    expect(sinceStart).toContain('Period January 1, 2026 to November 26, 2026');
  });

  it('a warranty certificate keeps the completion date and the details typed', async () => {
    const text = textOf(
      await fromWizard('warranty', {
        clientName: 'Tom Reyes',
        projectAddress: '12 Beach Ave, Neptune Beach, FL 32266',
        startDate: '2026-11-20',
        additionalDetails: 'Full tear-off; GAF Timberline HDZ over a sealed deck; new ridge vent.',
      }),
    );
    expect(text).toContain('Owner Tom Reyes');
    expect(text).toContain('Completed November 20, 2026');
    expect(text).toContain(`Warranty ends November 20, ${2026 + WARRANTY_YEARS}`);
    expect(text).toContain('Full tear-off; GAF Timberline HDZ over a sealed deck; new ridge vent.');
  });
});

describe('prefill for the wizard', () => {
  async function prefill(documentType: string, partialData: Record<string, string>) {
    const response = await staffPost(svc, '/api/ai/prefill-document', {
      documentType,
      partialData,
      fields: WIZARD_FIELDS,
      learningContext: { recentDocuments: [] },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { prefillData: Record<string, unknown>; message: string };
  }

  it('fills the wizard’s own fields from its details, and says which', async () => {
    const { prefillData, message } = await prefill('roofing-contract', {
      clientName: '',
      additionalDetails: GLORIA,
    });
    expect(prefillData).toEqual({
      clientName: 'Gloria Ortiz',
      projectAddress: '88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082',
      contractAmount: 38900,
      startDate: '2027-01-12',
    });
    expect(message).toBe('Filled Client name, Project address, Contract amount and Start date.');
    // Details as staff jot them in the wizard, without "Generate a contract for".
    const jotted = await prefill('roofing-contract', {
      additionalDetails: GLORIA.replace('Generate a roofing contract for ', ''),
    });
    expect(jotted.prefillData).toEqual(prefillData);
  });

  it('says so when it has nothing to add to the wizard', async () => {
    const { prefillData, message } = await prefill('roofing-contract', {
      clientName: 'Gloria Ortiz',
      projectAddress: '88 Ponte Vedra Blvd',
      contractAmount: '38900',
      startDate: '2027-01-12',
      additionalDetails: 'Tile re-roof.',
    });
    expect(prefillData).toEqual({});
    expect(message).toMatch(/^Nothing to add/);
  });

  it('gives a warranty’s owner and completion day back under the wizard’s names', async () => {
    const { prefillData } = await prefill('warranty', {
      additionalDetails: 'Certificate for Tom Reyes, roof completed on November 20, 2026',
    });
    expect(prefillData).toMatchObject({ clientName: 'Tom Reyes', startDate: '2026-11-20' });
  });
});
