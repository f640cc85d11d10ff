import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';
import { staffPost } from './support/staff-calls.ts';

/** The document wizard prints a customer's documents in their language (issue 24). */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
});

const estimate = {
  templateType: 'estimate',
  documentData: {
    clientName: 'Rosa Delgado',
    projectAddress: '2210 Atlantic Blvd, Jacksonville, FL 32207',
    contractAmount: '14250.00',
    startDate: '2026-12-07',
    additionalDetails: 'Full re-roof with architectural shingles.',
  },
  preferences: {},
};

describe('a document in the customer’s language', () => {
  it('writes an estimate asked for in Spanish in Spanish', async () => {
    const response = await staffPost(svc, '/api/document-assistant/generate', {
      ...estimate,
      language: 'es',
    });
    expect(response.statusCode).toBe(200);
    const { document, title } = response.json();
    expect(title).toMatch(/^Estimado — /);
    expect(document).toContain('<html lang="es">');
    expect(document).toContain('Rosa Delgado');
    expect(document).toContain('Qué incluye');
    expect(document).toContain('Total estimado');
    expect(document).toContain('Este estimado es válido por 30 días');
    expect(document).not.toContain('What is included');

    const preview = await staffPost(svc, '/api/ai/generate-document', {
      ...estimate,
      language: 'es',
    });
    expect(preview.json().preview).toBe(document);
  });

  it('writes it in English when no language is given, and when English is asked', async () => {
    const plain = (await staffPost(svc, '/api/document-assistant/generate', estimate)).json();
    const english = (
      await staffPost(svc, '/api/document-assistant/generate', { ...estimate, language: 'en' })
    ).json();
    expect(plain.title).toMatch(/^Estimate — /);
    expect(plain.document).toContain('<html lang="en">');
    expect(plain.document).toContain('What is included');
    expect(english.document).toBe(plain.document);
  });

  it('keeps the statutory English lien waiver and adds the Spanish translation', async () => {
    const response = await staffPost(svc, '/api/document-assistant/generate', {
      templateType: 'lien-waiver',
      documentData: {
        clientName: 'Rosa Delgado',
        projectAddress: '2210 Atlantic Blvd, Jacksonville, FL 32207',
        contractAmount: '9225.00',
      },
      language: 'es',
    });
    const { document } = response.json();
    expect(document).toContain('The undersigned lienor, in consideration of');
    expect(document).toContain('Traducción al español — copia de lectura');
    expect(document.indexOf('The undersigned lienor')).toBeLessThan(
      document.indexOf('El acreedor del gravamen (lienor) abajo firmante'),
    );
  });

  it('refuses a language it does not speak', async () => {
    const response = await staffPost(svc, '/api/document-assistant/generate', {
      ...estimate,
      language: 'fr',
    });
    expect(response.statusCode).toBe(400);
  });
});
