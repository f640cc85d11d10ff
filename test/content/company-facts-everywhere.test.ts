import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  COLDSHIELD_OFFER,
  COMPANY,
  type QuoteStatusChangedData,
  SAFETY_MANAGER,
  WARRANTY_TERMS,
} from '@roofing/contracts';
import { FAQ_ENTRIES } from '@roofing/contracts/content/faq';
import { renderDocument } from '@roofing/documents/templates';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { COMPANY_FACTS } from '../../contracts/src/content/company-facts.ts';
import { PAPERWORK_TOPICS } from '../../services/ai/src/domain/florida-paperwork.ts';
import { projectCompletedEmail } from '../../services/messaging/src/notifications/quote-status-changed/emails.tsx';
import { printableHtml } from '../../services/workforce/src/content/printable.tsx';
import { HERO_CONTENT } from '../../web/src/content/hero.ts';
import { HERO_TRUST_LINE } from '../../web/src/content/landing.ts';
import {
  COMMERCIAL_PAGE,
  INSPECTIONS_PAGE,
  REPAIRS_PAGE,
  RESIDENTIAL_PAGE,
} from '../../web/src/content/service-pages.ts';

/**
 * Company facts are written once (contracts/src/company.ts) and every page, answer, document and
 * e-mail reads them: the warranty terms (SPEC-DECISIONS "Warranty terms": 25 years on materials,
 * 10 on workmanship; ColdShield keeps its own) and the phone numbers (the office's and the Safety
 * Manager's, one each). This scans what customers and staff are shown, and the source behind it.
 */

const ROOT = join(import.meta.dirname, '../..');
const NOW = new Date('2026-11-20T15:00:00Z');

/** Every string inside a content object. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsOf)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(stringsOf)
        : [];

const plainText = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&rsquo;|’/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const completion: QuoteStatusChangedData = {
  quoteId: 1,
  language: 'en' as const,
  estimateNumber: 'SFR-7KQ2M9XD',
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0175',
  streetAddress: '12 Ocean Dr',
  city: 'Atlantic Beach',
  state: 'FL',
  zipCode: '32233',
  from: 'in_progress',
  to: 'completed',
  scheduledDate: null,
  changedBy: 'Ana (office)',
  changedAt: NOW.toISOString(),
};

/** What a customer or staff member reads, by where they read it. */
async function shownTexts(): Promise<Record<string, string>> {
  const documents = Object.fromEntries(
    (['roofing-contract', 'warranty', 'estimate', 'safety-manual'] as const).map((type) => [
      `document ${type}`,
      plainText(renderDocument(type, {}, {}, NOW).html),
    ]),
  );
  const completed = await projectCompletedEmail({
    change: completion,
    publicUrl: 'https://roof.example',
  });
  return {
    hero: stringsOf(HERO_CONTENT).join(' \n'),
    'hero trust line': HERO_TRUST_LINE,
    'service pages': stringsOf([
      RESIDENTIAL_PAGE,
      COMMERCIAL_PAGE,
      REPAIRS_PAGE,
      INSPECTIONS_PAGE,
    ]).join(' \n'),
    FAQ: FAQ_ENTRIES.map((entry) => `${entry.question} \n${entry.answer}`).join(' \n'),
    'assistant company facts': COMPANY_FACTS.map((fact) => fact.text).join(' \n'),
    'assistant paperwork answers': stringsOf(PAPERWORK_TOPICS).join(' \n'),
    'printable handout': plainText(
      printableHtml('Ladder safety', createElement('p', null, 'Three points.')),
    ),
    'completion e-mail': `${completed.subject} \n${completed.text}`,
    ...documents,
  };
}

/** The year counts each sentence about a warranty states ("10-year", "25 years"). */
function warrantyYearsIn(text: string): { sentence: string; years: number }[] {
  const found: { sentence: string; years: number }[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (!/warrant|guarantee/i.test(sentence)) continue;
    for (const match of sentence.matchAll(/\b(\d+)(?:\+)?[- ](?:years?|yr)\b/gi))
      found.push({ sentence, years: Number(match[1]) });
    if (/lifetime/i.test(sentence)) found.push({ sentence, years: Number.POSITIVE_INFINITY });
  }
  return found;
}

const PHONE = /\(?\b\d{3}\)?[ .-]?\d{3}-\d{4}\b/g;

describe('the warranty terms', () => {
  it('are 25 years on materials and 10 on workmanship wherever a warranty is described', async () => {
    const allowed = new Set<number>([
      WARRANTY_TERMS.materialsYears,
      WARRANTY_TERMS.workmanshipYears,
    ]);
    const wrong: string[] = [];
    const shown = await shownTexts();
    for (const [where, text] of Object.entries(shown)) {
      for (const { sentence, years } of warrantyYearsIn(text)) {
        const coldShield = /coldshield|refrigerat/i.test(sentence);
        if (coldShield ? years === COLDSHIELD_OFFER.warrantyYears : allowed.has(years)) continue;
        wrong.push(`${where}: ${years} years in "${sentence.trim()}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect(shown.hero).toContain(`${WARRANTY_TERMS.workmanshipYears}-Year Warranty`);
    for (const where of ['hero', 'FAQ', 'assistant company facts', 'completion e-mail']) {
      expect(shown[where], where).toContain(`${WARRANTY_TERMS.materialsYears} years on materials`);
      expect(shown[where], where).toContain(
        `${WARRANTY_TERMS.workmanshipYears} years on ${where === 'hero' ? 'our ' : ''}workmanship`,
      );
    }
    expect(shown['document warranty']).toContain('for 10 years from the completion date');
    expect(shown['document warranty']).toContain('covered for 25 years');
    expect(shown['document roofing-contract']).toContain('workmanship for 10 years');
    expect(shown['document roofing-contract']).toContain('warranty for 25 years');
  });

  it('the refrigeration-roof retrofit keeps its own 5-year warranty', () => {
    expect(COLDSHIELD_OFFER.warrantyYears).toBe(5);
  });

  it('are never written as a number in the source: pages, answers and templates read the constant', () => {
    const literal: string[] = [];
    for (const file of sourceFiles()) {
      for (const [index, line] of shownLinesOf(file)) {
        if (
          /\b\d+[- ]years?\b[^`'"\n]{0,40}warrant/i.test(line) ||
          /warrant[^`'"\n]{0,60}\b\d+[- ]years?\b/i.test(line) ||
          /lifetime (workmanship )?warrant/i.test(line)
        )
          literal.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
      }
    }
    expect(literal).toEqual([]);
  });
});

describe('the phone numbers', () => {
  it("are only the office's and the Safety Manager's, one each, in everything shown", async () => {
    const company = new Set<string>([COMPANY.phone, COMPANY.safetyManager.phone]);
    const other: string[] = [];
    for (const [where, text] of Object.entries(await shownTexts()))
      for (const [number] of text.matchAll(PHONE))
        if (!company.has(number)) other.push(`${where}: ${number}`);
    expect(other).toEqual([]);
  });

  it('give the Safety Manager the same line on the safety page, the handouts and the manual', async () => {
    const shown = await shownTexts();
    expect(shown['document safety-manual']).toContain(SAFETY_MANAGER.phone);
    expect(shown['printable handout']).toContain(SAFETY_MANAGER.phone);
    expect(shown['assistant paperwork answers']).toContain(SAFETY_MANAGER.phone);
    const numbersNearSafetyManager = new Set(
      Object.values(shown).flatMap((text) =>
        [...text.matchAll(/Safety Manager[^.]{0,40}?(\(\d{3}\) \d{3}-\d{4})/gi)].map((m) => m[1]),
      ),
    );
    expect([...numbersNearSafetyManager]).toEqual([SAFETY_MANAGER.phone]);
  });

  it('are written once, in the company facts: no other phone literal in pages, e-mails or templates', () => {
    const literal: string[] = [];
    for (const file of sourceFiles()) {
      if (file.endsWith(join('contracts', 'src', 'company.ts'))) continue;
      for (const [index, line] of shownLinesOf(file)) {
        // A form's hint ("(904) 555-0100") is an example of the format, not a number to call.
        if (/placeholder|example:/.test(line)) continue;
        if (PHONE.test(line)) literal.push(`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`);
        PHONE.lastIndex = 0;
      }
    }
    expect(literal).toEqual([]);
  });
});

/** A source file's lines that can reach a reader: comments are left out. */
const shownLinesOf = (file: string) =>
  [...readFileSync(file, 'utf8').split('\n').entries()].filter(
    ([, line]) => !/^\s*(\/\/|\/\*|\*)/.test(line),
  );

/**
 * The source of what customers and staff read: the web app, contracts and every service, without
 * tests and the sample records a service stores at its first start (employees' own numbers).
 */
function sourceFiles(): string[] {
  const roots = ['web/src', 'contracts/src', 'documents/src', 'services'].map((dir) =>
    join(ROOT, dir),
  );
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (['node_modules', 'dist', 'test', 'seeds', 'migrations'].includes(entry.name)) continue;
        walk(path);
      } else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push(path);
      }
    }
  };
  for (const root of roots) walk(root);
  return files;
}
