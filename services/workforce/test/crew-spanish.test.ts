import {
  CODE_OF_CONDUCT_SECTIONS,
  CODE_OF_CONDUCT_SECTIONS_ES,
  type Employee,
} from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/**
 * The crew's documents in Spanish (issue 24): the code of conduct is shown and signed in the
 * language the employee reads, and the signature says which.
 */
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

describe('the code of conduct in Spanish', () => {
  it('is served in Spanish with the same sections under the same ids', async () => {
    const spanish = await callAs(svc, OFFICE, 'GET', '/api/employees/code-of-conduct?language=es');
    expect(spanish.statusCode).toBe(200);
    const code = spanish.json();
    expect(code).toMatchObject({ version: '1.0', language: 'es' });
    expect(code.sections.map((section: { id: string }) => section.id)).toEqual(
      CODE_OF_CONDUCT_SECTIONS.map((section) => section.id),
    );
    expect(code.sections[0].title).toBe('La seguridad va antes que el calendario');
    expect(code.sections).toEqual([...CODE_OF_CONDUCT_SECTIONS_ES]);
    // English stays the default, word for word.
    const english = (await callAs(svc, OFFICE, 'GET', '/api/employees/code-of-conduct')).json();
    expect(english.language).toBe('en');
    expect(english.sections).toEqual([...CODE_OF_CONDUCT_SECTIONS]);
    const unknown = await callAs(svc, OFFICE, 'GET', '/api/employees/code-of-conduct?language=fr');
    expect(unknown.statusCode).toBe(400);
  });

  it('records a signature in Spanish as language es, and one in English as en', async () => {
    const [luis] = (
      await callAs(svc, OFFICE, 'GET', '/api/employees?q=ortega')
    ).json() as Employee[];
    expect(luis).toBeDefined();
    const url = `/api/employees/${luis?.id}/code-of-conduct`;
    const all = CODE_OF_CONDUCT_SECTIONS_ES.map((section) => section.id);
    const signed = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: `${luis?.firstName} ${luis?.lastName}`,
      acknowledgedSections: all,
      language: 'es',
    });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({
      language: 'es',
      isCurrentVersion: true,
      acknowledgedSections: all,
      recordedBy: OFFICE.username,
    });
    const detail = (await callAs(svc, OFFICE, 'GET', `/api/employees/${luis?.id}`)).json();
    expect(detail.codeOfConduct).toMatchObject({ current: true, signedLanguage: 'es' });
    expect(detail.signatures[0].language).toBe('es');
    // The directory says it too.
    const listed = (
      (await callAs(svc, OFFICE, 'GET', '/api/employees?q=ortega')).json() as Employee[]
    )[0];
    expect(listed?.codeOfConduct.signedLanguage).toBe('es');

    // Signing again without a language is English; the Spanish one is kept, no longer current.
    const again = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: `${luis?.firstName} ${luis?.lastName}`,
      acknowledgedSections: all,
    });
    expect(again.json().language).toBe('en');
    const after = (await callAs(svc, OFFICE, 'GET', `/api/employees/${luis?.id}`)).json();
    expect(
      after.signatures
        .slice(0, 2)
        .map((s: { language: string; isCurrentVersion: boolean }) => [
          s.language,
          s.isCurrentVersion,
        ]),
    ).toEqual([
      ['en', true],
      ['es', false],
    ]);
  });

  it('refuses a language it does not offer', async () => {
    const [luis] = (
      await callAs(svc, OFFICE, 'GET', '/api/employees?q=ortega')
    ).json() as Employee[];
    const refused = await callAs(
      svc,
      OFFICE,
      'POST',
      `/api/employees/${luis?.id}/code-of-conduct`,
      {
        digitalSignature: `${luis?.firstName} ${luis?.lastName}`,
        acknowledgedSections: CODE_OF_CONDUCT_SECTIONS.map((section) => section.id),
        language: 'pt',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.language).toBe('Language must be en or es');
  });
});
