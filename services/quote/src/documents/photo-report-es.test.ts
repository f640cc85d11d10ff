import { plainText } from '@roofing/documents/test-helpers';
import { describe, expect, it } from 'vitest';
import { type PhotoReportInput, photoReportHtml } from './photo-report.tsx';

const NOW = new Date('2026-11-23T15:00:00Z');
const input: PhotoReportInput = {
  title: 'Hurricane Milton roof inspection',
  inspectedOn: '2026-11-20',
  roofSummary: 'Architectural shingles, about 12 years old.',
  findings: '',
  recommendations: '',
  photos: [],
  estimateNumber: 'SFR-7KQ2M9XD',
  customer: { name: 'Maria Alvarez', phone: '(904) 555-0177', email: 'maria.alvarez@example.com' },
  property: {
    streetAddress: '418 Seagate Ave',
    city: 'Neptune Beach',
    state: 'FL',
    zipCode: '32266',
  },
  preparedBy: 'Sam Ortiz',
};

describe('photoReportHtml in the customer’s language', () => {
  it('keeps English as it was by default', () => {
    const text = plainText(photoReportHtml(input, NOW));
    expect(text).toContain('Photo Inspection Report');
    expect(text).toContain('Inspected November 20, 2026 · 0 photos');
    expect(text).toContain('No findings were written.');
    expect(photoReportHtml({ ...input, language: 'en' }, NOW)).toBe(photoReportHtml(input, NOW));
  });

  it('writes the report’s own words in Spanish', () => {
    const html = photoReportHtml({ ...input, language: 'es' }, NOW);
    const text = plainText(html);
    expect(html).toContain('<html lang="es">');
    expect(text).toContain('Informe de inspección con fotos');
    expect(text).toContain('Inspeccionado el 20 de noviembre de 2026 · 0 fotos');
    expect(text).toContain('Fecha de la inspección 20 de noviembre de 2026');
    expect(text).toContain('Hallazgos');
    expect(text).toContain('No se escribieron recomendaciones.');
    expect(text).toContain('mencionando el estimado SFR-7KQ2M9XD');
    expect(text).toContain('Hurricane Milton roof inspection');
  });
});
