import type { SafetyDocument, TrainingCourse } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { SAFETY_DOCUMENTS_ES, TRAINING_COURSES_ES } from '../src/content/safety-documents.es.ts';
import { SAFETY_DOCUMENTS } from '../src/content/safety-documents.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/**
 * The Safety Policies tab and the training handouts in Spanish (issue 24: training in a language
 * the worker understands): the same documents under the same slugs, served in Spanish with
 * `lang="es"` when asked, and English exactly as before when not.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const sectionsIn = (html: string) => (html.match(/<h2>/g) ?? []).length;

describe('the safety policies and forms in Spanish', () => {
  it('lists the same documents under the same slugs, in Spanish, with Spanish links', async () => {
    const english = (
      await callAs(svc, OFFICE, 'GET', '/api/safety/documents')
    ).json() as SafetyDocument[];
    const spanish = await callAs(svc, OFFICE, 'GET', '/api/safety/documents?language=es');
    expect(spanish.statusCode).toBe(200);
    const list = spanish.json() as SafetyDocument[];
    expect(list.map((d) => [d.slug, d.kind])).toEqual(english.map((d) => [d.slug, d.kind]));
    expect(list).toHaveLength(10);
    expect(list[0]).toMatchObject({
      slug: 'fall-protection-program',
      title: 'Programa de protección contra caídas',
      language: 'es',
      url: '/api/safety/documents/fall-protection-program?language=es',
    });
    // English is unchanged: English titles, bare links.
    expect(english[0]).toMatchObject({
      title: 'Fall Protection Program',
      language: 'en',
      url: '/api/safety/documents/fall-protection-program',
    });
    const unknown = await callAs(svc, OFFICE, 'GET', '/api/safety/documents?language=fr');
    expect(unknown.statusCode).toBe(400);
  });

  it('serves every document in Spanish with lang="es", the same sections and the rule numbers', async () => {
    for (const document of SAFETY_DOCUMENTS) {
      const [en, es] = await Promise.all([
        callAs(svc, OFFICE, 'GET', `/api/safety/documents/${document.slug}`),
        callAs(svc, OFFICE, 'GET', `/api/safety/documents/${document.slug}?language=es`),
      ]);
      expect(es.statusCode, document.slug).toBe(200);
      expect(es.headers['content-type']).toContain('text/html');
      expect(es.headers['content-language']).toBe('es');
      expect(es.body).toContain('<html lang="es">');
      expect(en.body).toContain('<html lang="en">');
      expect(sectionsIn(es.body), document.slug).toBe(sectionsIn(en.body));
      const twin = SAFETY_DOCUMENTS_ES.find((candidate) => candidate.slug === document.slug);
      expect(es.body).toContain(twin?.title);
      expect(es.body).not.toContain(document.title.replace('&', '&amp;'));
    }
    const fall = await callAs(
      svc,
      OFFICE,
      'GET',
      '/api/safety/documents/fall-protection-program?language=es',
    );
    expect(fall.body).toContain('Cuándo se requiere protección');
    expect(fall.body).toContain('(OSHA 1926.501(b)(10), (b)(11))');
    expect(fall.body).toContain('5,000 lb por trabajador');
    expect(fall.body).toContain('Política de seguridad de la compañía');
    expect(fall.body).toContain('Emergencias: llame primero al 911.');
    const form = await callAs(
      svc,
      OFFICE,
      'GET',
      '/api/safety/documents/incident-report-form?language=es',
    );
    expect(form.body).toContain('<h2>Para llenar</h2>');
    expect(form.body).toContain('Dirección de la obra');

    // English, word for word as before.
    const english = await callAs(
      svc,
      OFFICE,
      'GET',
      '/api/safety/documents/fall-protection-program',
    );
    expect(english.headers['content-language']).toBe('en');
    expect(english.body).toContain('<h1>Fall Protection Program</h1>');
    expect(english.body).toContain('<p>Company safety policy</p>');
    expect(english.body).toContain('Florida license');
    expect(english.body).toContain('Emergencies: call 911 first. Non-emergency safety concerns:');
    expect(english.body).not.toContain('Programa');
    const missing = await callAs(svc, OFFICE, 'GET', '/api/safety/documents/nothing?language=es');
    expect(missing.statusCode).toBe(404);
  });
});

describe('the training handouts in Spanish', () => {
  it('downloads each standard course handout in Spanish; the English file is unchanged', async () => {
    const courses = (
      await callAs(svc, OFFICE, 'GET', '/api/training/courses')
    ).json() as TrainingCourse[];
    expect(courses.length).toBe(TRAINING_COURSES_ES.length);
    for (const course of courses) {
      const twin = TRAINING_COURSES_ES.find((candidate) => candidate.slug === course.slug);
      expect(course.spanishMaterialUrl).toBe(`${course.materialUrl}?language=es`);
      const [en, es] = await Promise.all([
        callAs(svc, OFFICE, 'GET', course.materialUrl),
        callAs(svc, OFFICE, 'GET', course.spanishMaterialUrl as string),
      ]);
      expect(es.statusCode, course.slug).toBe(200);
      expect(es.headers['content-disposition']).toBe(
        `attachment; filename="${course.slug}-handout-es.html"`,
      );
      expect(es.body).toContain('<html lang="es">');
      expect(es.body).toContain(twin?.title);
      expect(es.body).toContain('<h2>Firmas</h2>');
      expect(sectionsIn(es.body), course.slug).toBe(sectionsIn(en.body));
      expect(en.headers['content-disposition']).toBe(
        `attachment; filename="${course.slug}-handout.html"`,
      );
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain(course.title);
      expect(en.body).toContain('<h2>Sign-off</h2>');
    }
    const fall = courses.find((course) => course.slug === 'fall-protection');
    const handout = await callAs(svc, OFFICE, 'GET', fall?.spanishMaterialUrl as string);
    expect(handout.body).toContain('limite la caída libre a 6 pies');
    expect(handout.body).toContain('<strong>Duración:</strong> 8 horas');
    expect(handout.body).toContain('Anual');
  });
});
