import { describe, expect, it } from 'vitest';
import {
  SAFETY_DOCUMENTS_ES,
  TRAINING_COURSES_ES,
} from '../../services/workforce/src/content/safety-documents.es.ts';
import {
  SAFETY_DOCUMENTS,
  TRAINING_COURSES,
} from '../../services/workforce/src/content/safety-documents.ts';
import { loadSpanishReminders, SAFETY_REMINDERS } from '../../web/src/content/safety-reminders.ts';

/**
 * The crew's safety documents in Spanish (issue 24: training in a language the worker
 * understands): every English policy, form and training handout has its Spanish twin with the
 * same slug, the same sections with as many items, the same blanks, and the same facts in each
 * line: every figure and rule number (6 feet, 4:12, 5,000 lb, 91–103 °F, 1926.501(b)(10)…), every
 * OSHA citation and every marking printed on site ("HOLE", "DO NOT USE"). Only the words change.
 */

/** The figures and references of a line: numbers as written, OSHA, quoted all-caps markings. */
const facts = (text: string) =>
  [
    ...(text.match(/\d[\d,.:]*\d|\d/g) ?? []),
    ...(text.match(/\bOSHA\b/g) ?? []),
    ...(text.match(/(?<=[\d)])\([a-z0-9]+\)/g) ?? []),
    ...(text.match(/"[A-Z][A-Z ]+"/g) ?? []),
  ].sort();

function sameFacts(english: string, spanish: string, where: string) {
  expect(facts(spanish), `${where}\n  en: ${english}\n  es: ${spanish}`).toEqual(facts(english));
  expect(spanish, where).not.toBe(english);
}

type Sections = readonly { heading: string; items: readonly string[] }[];
function sameSections(english: Sections, spanish: Sections, where: string) {
  expect(
    spanish.map((s) => s.items.length),
    where,
  ).toEqual(english.map((s) => s.items.length));
  english.forEach((section, i) => {
    const twin = spanish[i];
    if (!twin) return;
    expect(twin.heading, `${where} heading ${i}`).not.toBe(section.heading);
    section.items.forEach((item, j) => {
      sameFacts(item, twin.items[j] ?? '', `${where} § ${section.heading} item ${j}`);
    });
  });
}

describe('the safety policies and forms in Spanish', () => {
  it('has a twin for every document, in the same order under the same slug and kind', () => {
    expect(SAFETY_DOCUMENTS_ES.map((d) => [d.slug, d.kind])).toEqual(
      SAFETY_DOCUMENTS.map((d) => [d.slug, d.kind]),
    );
  });

  it.each(SAFETY_DOCUMENTS.map((document) => [document.slug, document] as const))(
    '%s keeps its structure and every number, citation and marking',
    (slug, document) => {
      const twin = SAFETY_DOCUMENTS_ES.find((candidate) => candidate.slug === slug);
      expect(twin).toBeDefined();
      if (!twin) return;
      sameFacts(document.title, twin.title, `${slug} title`);
      sameFacts(document.summary, twin.summary, `${slug} summary`);
      sameSections(document.sections, twin.sections, slug);
      expect(twin.fields?.length).toBe(document.fields?.length);
      document.fields?.forEach((field, i) => {
        sameFacts(field, twin.fields?.[i] ?? '', `${slug} field ${i}`);
      });
    },
  );

  it('keeps the OSHA rule the fall protection program cites, word for word', () => {
    const program = SAFETY_DOCUMENTS_ES.find((d) => d.slug === 'fall-protection-program');
    expect(program?.sections[0]?.items[0]).toContain('(OSHA 1926.501(b)(10), (b)(11))');
  });
});

describe('the training handouts in Spanish', () => {
  it('has a twin for every course with the same slug, frequency, requirement and date', () => {
    expect(
      TRAINING_COURSES_ES.map((c) => [c.slug, c.frequency, c.required, c.lastUpdated]),
    ).toEqual(TRAINING_COURSES.map((c) => [c.slug, c.frequency, c.required, c.lastUpdated]));
  });

  it.each(TRAINING_COURSES.map((course) => [course.slug, course] as const))(
    '%s keeps its handout sections and every figure',
    (slug, course) => {
      const twin = TRAINING_COURSES_ES.find((candidate) => candidate.slug === slug);
      expect(twin).toBeDefined();
      if (!twin) return;
      sameFacts(course.title, twin.title, `${slug} title`);
      sameFacts(course.description, twin.description, `${slug} description`);
      sameFacts(course.duration, twin.duration, `${slug} duration`);
      sameSections(course.handout, twin.handout, slug);
    },
  );
});

describe('the Safety Overview reminders in Spanish', () => {
  it('has the same reminders in the same order with the same figures', async () => {
    const spanish = await loadSpanishReminders();
    expect(spanish).toHaveLength(SAFETY_REMINDERS.length);
    SAFETY_REMINDERS.forEach((reminder, i) => {
      sameFacts(reminder.text, spanish[i]?.text ?? '', `reminder ${reminder.title}`);
      expect(spanish[i]?.title).not.toBe(reminder.title);
    });
  });
});
