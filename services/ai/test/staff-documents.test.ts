import { COMPANY, DOCUMENT_TYPE_VALUES, type DocumentType } from '@roofing/contracts';
import { DOCUMENT_FIELDS } from '@roofing/documents/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/** The document assistant without a model: templates, prefill and the paperwork guide. */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

const HOSTILE = '<img src=x onerror=alert(1)> "Alvarez" & Sons';

/** Every field filled with its example, a name or address with markup that must stay text. */
function dataFor(type: DocumentType) {
  const data: Record<string, string | string[]> = {};
  for (const field of DOCUMENT_FIELDS[type]) {
    data[field.name] = field.kind === 'list' ? [field.example] : field.example;
  }
  const target = DOCUMENT_FIELDS[type].find(
    (field) => field.kind === 'text' && /(Name|Address|preparedBy)$/.test(field.name),
  );
  if (target) data[target.name] = HOSTILE;
  return data;
}

describe('generating documents', () => {
  it.each(DOCUMENT_TYPE_VALUES)('makes a branded %s with every value escaped', async (type) => {
    const payload = { templateType: type, documentData: dataFor(type), preferences: {} };
    const generated = await staffPost(svc, '/api/document-assistant/generate', payload);
    expect(generated.statusCode).toBe(200);
    const { document, title, provider } = generated.json();
    expect(provider).toBe('offline');
    expect(title.length).toBeGreaterThan(3);
    expect(document).toMatch(/^<!doctype html>/i);
    expect(document).toContain(COMPANY.license);
    expect(document).not.toContain('<img src=x');
    expect(document).not.toMatch(/<script/i);
    expect(document).toContain('&lt;img src=x onerror=alert(1)&gt; &quot;Alvarez&quot; &amp; Sons');
    const preview = await staffPost(svc, '/api/ai/generate-document', payload);
    expect(preview.json()).toMatchObject({ preview: document, title, provider: 'offline' });
  });

  it('fills a lien waiver from the five questions of the spec’s wizard', async () => {
    const response = await staffPost(svc, '/api/document-assistant/generate', {
      templateType: 'lien-waiver',
      documentData: {
        clientName: 'Maria Alvarez',
        projectAddress: '418 Seagate Ave, Neptune Beach, FL 32266',
        contractAmount: '9225.00',
      },
    });
    const { document } = response.json();
    expect(document).toContain('Maria Alvarez');
    expect(document).toContain('418 Seagate Ave');
    expect(document).toContain('9,225.00');
  });
});

describe('POST /api/ai/prefill-document', () => {
  it('fills dates, company facts and the next invoice number, never what staff typed', async () => {
    const response = await staffPost(svc, '/api/ai/prefill-document', {
      documentType: 'invoice',
      partialData: { clientName: 'Maria Alvarez', invoiceDate: '2026-01-05' },
      learningContext: {
        recentDocuments: [
          {
            documentType: 'invoice',
            documentData: { invoiceNumber: 'INV-2026-0041', clientName: 'J. Reyes' },
          },
          {
            documentType: 'invoice',
            documentData: { invoiceNumber: 'INV-2026-0042', clientName: 'P. Nguyen' },
          },
          {
            documentType: 'roofing-contract',
            documentData: {
              clientName: 'Maria Alvarez',
              projectAddress: '418 Seagate Ave, Neptune Beach, FL 32266',
              clientPhone: '(904) 555-0177',
            },
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { prefillData } = response.json();
    expect(prefillData.invoiceNumber).toBe('INV-2026-0043');
    expect(prefillData.invoiceDate).toBeUndefined();
    expect(prefillData.clientName).toBeUndefined();
    expect(prefillData.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(prefillData.taxRate).toBe(0);
    expect(prefillData.paymentInstructions).toContain(COMPANY.legalName);
    // The same client's contract gives the job address.
    expect(prefillData.projectAddress).toBe('418 Seagate Ave, Neptune Beach, FL 32266');
    const allowed = new Set(DOCUMENT_FIELDS.invoice.map((field) => field.name));
    for (const name of Object.keys(prefillData)) expect(allowed.has(name), name).toBe(true);
  });

  it('knows the lienor, the county and who prepares the statement', async () => {
    const waiver = await staffPost(svc, '/api/ai/prefill-document', {
      documentType: 'lien-waiver',
      partialData: { propertyDescription: '12 Marsh Ln, Ponte Vedra Beach, FL 32082' },
    });
    expect(waiver.json().prefillData).toMatchObject({
      lienorName: COMPANY.legalName,
      county: 'St. Johns',
      waiverType: 'conditional',
    });
    const statement = await staffPost(svc, '/api/ai/prefill-document', {
      documentType: 'profit-loss',
      partialData: {},
    });
    expect(statement.json().prefillData.preparedBy).toBe('Dana Whitfield');
    expect(statement.json().prefillData.periodStart).toMatch(/-01$/);
  });
});

describe('POST /api/ai/document-assistant', () => {
  it.each([
    ['When is the deadline for a claim of lien?', '90 days after final furnishing', 'lien-waiver'],
    ['Does a sub need a notice to owner?', '45 days', 'lien-waiver'],
    ['Can the homeowner cancel after signing?', 'third business day', 'roofing-contract'],
    ['What does the recovery fund notice say?', 's. 489.1425', 'roofing-contract'],
    ['What OSHA paperwork do I need after an injury?', 'within 8 hours', 'safety-manual'],
  ])('"%s" is answered (%s) and suggests a %s', async (message, fact, suggestion) => {
    const response = await staffPost(svc, '/api/ai/document-assistant', {
      message,
      context: { documentType: null, recentDocuments: [], projectDetails: {} },
    });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.provider).toBe('offline');
    expect(answer.response).toContain(fact);
    expect(answer.suggestions).toContain(suggestion);
    for (const value of answer.suggestions) expect(DOCUMENT_TYPE_VALUES).toContain(value);
  });

  it('offers what it can do when the question is not about paperwork', async () => {
    const answer = (
      await staffPost(svc, '/api/ai/document-assistant', { message: 'hello' })
    ).json();
    expect(answer.response).toContain('lien law deadlines');
    expect(answer.suggestions).toBeUndefined();
  });
});
