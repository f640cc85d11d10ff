import { COMPANY, DOCUMENT_TYPE_VALUES, type DocumentType } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FIELDS, renderDocument } from './templates.ts';
import { exampleData, plainText } from './test-helpers.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const LICENSE = `Florida Certified Roofing Contractor License #${COMPANY.license}`;

/** Things that must never reach paper or a browser. */
function expectCleanDocument(html: string) {
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toMatch(/@page \{ size: letter;/);
  expect(html).not.toMatch(/undefined|NaN|\[object Object\]|Infinity/);
  expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(|https?:\/\/|src=|href=/i);
}

describe.each(DOCUMENT_TYPE_VALUES)('the %s template', (type: DocumentType) => {
  it('renders a branded, printable page with no data at all', () => {
    const { title, html } = renderDocument(type, {}, {}, NOW);
    expectCleanDocument(html);
    expect(title.length).toBeGreaterThan(3);
    const text = plainText(html);
    expect(text).toContain(COMPANY.legalName);
    expect(text).toContain(COMPANY.address);
    expect(text).toContain(COMPANY.phone);
    expect(text).toContain(COMPANY.email);
    expect(text).toContain(LICENSE);
    expect(html).toContain('<svg class="logo"');
    // Missing values are lines to write on, not empty air.
    expect(html).toContain('class="blank');
  });

  it('renders every field of the wizard, filled with its example', () => {
    const data = exampleData(type);
    const { html } = renderDocument(type, data, {}, NOW);
    expectCleanDocument(html);
    const text = plainText(html);
    // Every text answer staff gave shows up on the page (numbers and dates are reformatted).
    for (const field of DOCUMENT_FIELDS[type]) {
      if (field.kind === 'text' || field.kind === 'multiline') {
        if (['waiverType', 'paymentType', 'isVeteran', 'isSenior'].includes(field.name)) continue;
        expect(text, field.name).toContain(field.example);
      }
    }
  });

  it('keeps typed markup inert everywhere', () => {
    const attack = `<script>alert("x")</script>"onerror=alert(1) '><img src=x onerror=alert(2)>`;
    const data = Object.fromEntries(
      DOCUMENT_FIELDS[type].map((field) => [
        field.name,
        field.kind === 'list'
          ? [attack, { description: attack, quantity: 1, unitPrice: '10' }]
          : attack,
      ]),
    );
    const { title, html } = renderDocument(type, data, {}, NOW);
    expect(html).not.toMatch(/<script|<img/i);
    expect(html).not.toContain('"onerror=');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('&quot;onerror=');
    expect(html).not.toMatch(/undefined|NaN/);
    // The title is plain text (for the file name); the page's <title> holds it escaped.
    const shown = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(shown).not.toMatch(/[<>"']/);
    expect(plainText(shown)).toBe(title);
  });

  it('leaves the logo out when asked', () => {
    const { html } = renderDocument(type, {}, { includeLogo: false }, NOW);
    expect(html).not.toContain('<svg');
    expect(plainText(html)).toContain(LICENSE);
  });

  it('never prints nonsense for numbers that are not numbers', () => {
    const data = Object.fromEntries(
      DOCUMENT_FIELDS[type].map((field) => [
        field.name,
        field.kind === 'money' || field.kind === 'number' ? 'about ten' : undefined,
      ]),
    );
    expectCleanDocument(renderDocument(type, data, {}, NOW).html);
  });
});

describe('the wizard fields', () => {
  it('lists realistic, distinct fields for each of the seven types', () => {
    expect(Object.keys(DOCUMENT_FIELDS).sort()).toEqual([...DOCUMENT_TYPE_VALUES].sort());
    for (const type of DOCUMENT_TYPE_VALUES) {
      const fields = DOCUMENT_FIELDS[type];
      expect(fields.length, type).toBeGreaterThanOrEqual(4);
      expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
      for (const field of fields) {
        expect(field.label.length, `${type}.${field.name}`).toBeGreaterThan(2);
        expect(field.example.trim().length, `${type}.${field.name}`).toBeGreaterThan(0);
      }
    }
  });

  it('asks the contract for the spec wizard fields', () => {
    const names = DOCUMENT_FIELDS['roofing-contract'].map((field) => field.name);
    for (const name of [
      'clientName',
      'projectAddress',
      'contractAmount',
      'startDate',
      'additionalDetails',
    ]) {
      expect(names).toContain(name);
    }
  });
});

describe('the safety manual', () => {
  it('carries the fall protection plan, the heat and lightning rules and the emergency numbers', () => {
    const text = plainText(
      renderDocument(
        'safety-manual',
        { competentPerson: 'Luis Ortega', effectiveDate: '2027-01-04' },
        {},
        NOW,
      ).html,
    );
    for (const fact of [
      '29 CFR 1926.501(b)(10)',
      '42 inches ± 3 inches',
      '5,000 pounds per worker',
      '3 feet above the eave',
      'Water. Rest. Shade.',
      '30 minutes after the last thunder',
      'call 911',
      COMPANY.safetyManager.phone,
      'Training and sign-off',
      'Luis Ortega',
      'January 4, 2027',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('drops the OSHA citations, not the rules, when OSHA references are off', () => {
    const text = plainText(renderDocument('safety-manual', {}, { oshaCompliant: false }, NOW).html);
    expect(text).not.toContain('29 CFR 1926.501');
    expect(text).toContain('6 feet from the edge');
  });
});

describe('the warranty certificate', () => {
  it('runs the default term from the completion date, or the years typed', () => {
    const standard = plainText(
      renderDocument('warranty', { completionDate: '2026-11-25' }, {}, NOW).html,
    );
    // SPEC-DECISIONS "Warranty terms": workmanship 10 years, materials 25 years.
    expect(standard).toContain('for 10 years from the completion date');
    expect(standard).toContain('November 25, 2036');
    expect(standard).toContain('covered for 25 years from the completion date');
    const ten = plainText(
      renderDocument('warranty', { completionDate: '2026-11-25', warrantyYears: 10 }, {}, NOW).html,
    );
    expect(ten).toContain('10 years');
    expect(ten).toContain('November 25, 2036');
    expect(ten).toContain('design wind speed');
  });
});
