import { COMPANY } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { SAFETY_MANUAL_SECTIONS_ES } from './safety-manual-sections.es.ts';
import { SAFETY_MANUAL_SECTIONS } from './safety-manual-sections.ts';
import { renderDocument } from './templates.ts';
import { exampleData, plainText } from './test-helpers.ts';

const NOW = new Date('2026-11-23T15:00:00Z');

/** The safety manual in Spanish (issue 24): training in a language the crew member understands. */
describe('the Spanish safety manual', () => {
  const spanish = renderDocument(
    'safety-manual',
    exampleData('safety-manual'),
    { language: 'es' },
    NOW,
  );
  const text = plainText(spanish.html);

  it('prints Spanish headings, rules and sign-off, marked as Spanish', () => {
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.title).toBe('Manual de seguridad — Alvarez re-roof, Neptune Beach');
    expect(spanish.html).toMatch(/<h1>Manual de seguridad<\/h1>/);
    for (const heading of [
      '1. Responsabilidades',
      '2. Plan de protección contra caídas',
      '4. Prevención de enfermedades por calor (veranos de Florida)',
      '9. Plan de acción para emergencias',
      'Peligros propios de esta obra',
      'Capacitación y firma',
    ]) {
      expect(spanish.html).toContain(`<h2>${heading}</h2>`);
    }
    expect(text).toContain('Emergencia: llame al 911.');
    expect(text).toContain('Vigente desde');
    expect(text).toContain('Firma del instructor / persona competente');
    // No English heading is left in the body.
    for (const english of [
      'Fall protection plan',
      'Training and sign-off',
      'Site-specific hazards',
    ]) {
      expect(text).not.toContain(english);
    }
    // What staff typed, the rules' numbers and the phones stay as they are.
    expect(text).toContain('Luis Ortega, crew leader, (904) 555-0193');
    expect(text).toContain('(29 CFR 1926.501(b)(11))');
    expect(text).toContain(COMPANY.safetyManager.phone);
    expect(text).toContain(COMPANY.license);
  });

  it('has every English section and item, in the same order, with the same rules', () => {
    expect(SAFETY_MANUAL_SECTIONS_ES).toHaveLength(SAFETY_MANUAL_SECTIONS.length);
    SAFETY_MANUAL_SECTIONS.forEach((section, index) => {
      const twin = SAFETY_MANUAL_SECTIONS_ES[index];
      expect(twin?.title).not.toBe(section.title);
      expect(Boolean(twin?.intro)).toBe(Boolean(section.intro));
      expect(twin?.items.map((item) => item.cite)).toEqual(section.items.map((item) => item.cite));
    });
  });

  it('leaves the English manual as it always was when no language is asked', () => {
    const english = renderDocument('safety-manual', {}, {}, NOW);
    expect(english.html).toContain('<html lang="en">');
    expect(english.title).toBe('Safety Manual');
    const words = plainText(english.html);
    expect(words).toContain('Emergency: call 911. Then the Safety Manager at');
    expect(words).toContain(
      `This manual sets the safety rules every ${COMPANY.name} employee and subcontractor follows on our roofs. It follows the OSHA construction standards (29 CFR 1926); the rule behind each item is shown in parentheses. Nothing in it lets anyone do less than the law requires.`,
    );
    expect(words).toContain('1. Responsibilities');
    expect(words).toContain('Trainer / competent person signature');
    expect(words).not.toContain('Responsabilidades');
  });
});
