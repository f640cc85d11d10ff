import type { Employee } from '@roofing/contracts';
import { CODE_OF_CONDUCT_SECTIONS } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { runSeeds } from '../src/store/seeds/index.ts';
import { callAs, OFFICE } from './support/staff.ts';

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const newHire = (overrides: Record<string, unknown> = {}) => ({
  employeeId: 'sfr-e100',
  firstName: 'Keon',
  lastName: 'Marsh',
  email: 'Keon.Marsh@shorefrontroofing.com',
  phone: '(904) 555-0100',
  position: 'Roofing Installer',
  department: 'Field Operations',
  hireDate: '2026-11-02',
  certifications: ['OSHA 10-Hour Construction'],
  emergencyContact: { name: 'Dana Marsh', phone: '(904) 555-0101', relationship: 'Mother' },
  ...overrides,
});

describe('the employee directory', () => {
  it('is seeded once with the sample crew, and a second seeding run changes nothing', async () => {
    const first = (await callAs(svc, OFFICE, 'GET', '/api/employees')).json() as Employee[];
    expect(first).toHaveLength(8);
    await runSeeds(svc.service.ctx);
    expect((await callAs(svc, OFFICE, 'GET', '/api/employees')).json()).toHaveLength(8);
    expect(first.find((e) => e.employeeId === 'SFR-E001')?.codeOfConduct.current).toBe(true);
    expect(first.find((e) => e.employeeId === 'SFR-E005')?.codeOfConduct.current).toBe(false);
  });

  it('searches by name, employee ID or position, and filters by status', async () => {
    const search = async (query: string) =>
      ((await callAs(svc, OFFICE, 'GET', `/api/employees?${query}`)).json() as Employee[]).map(
        (e) => e.employeeId,
      );
    expect(await search('q=tanya')).toEqual(['SFR-E002']);
    expect(await search('q=marcus%20del')).toEqual(['SFR-E001']);
    expect(await search('q=sfr-e004')).toEqual(['SFR-E004']);
    expect((await search('q=installer')).sort()).toEqual(['SFR-E003', 'SFR-E007']);
    expect(await search('status=on_leave')).toEqual(['SFR-E007']);
    expect(await search('q=nobody-like-this')).toEqual([]);
    expect((await callAs(svc, OFFICE, 'GET', '/api/employees?status=retired')).statusCode).toBe(
      400,
    );
  });

  it('adds an employee, refuses a taken ID or e-mail with 409, and names bad fields', async () => {
    const created = await callAs(svc, OFFICE, 'POST', '/api/employees', newHire());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      employeeId: 'SFR-E100',
      email: 'keon.marsh@shorefrontroofing.com',
      status: 'active',
      codeOfConduct: { current: false, signedVersion: null },
    });
    const sameId = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/employees',
      newHire({ email: 'other@x.com' }),
    );
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().error.fields).toHaveProperty('employeeId');
    const sameEmail = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/employees',
      newHire({ employeeId: 'SFR-E101', email: 'KEON.MARSH@shorefrontroofing.com' }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.fields).toHaveProperty('email');
    const bad = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/employees',
      newHire({ employeeId: 'SFR-E102', email: 'not-an-email', hireDate: 'soon', firstName: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'firstName', 'hireDate']);
  });

  it('changes a status and other fields; 404 for an unknown employee', async () => {
    const [andre] = (
      await callAs(svc, OFFICE, 'GET', '/api/employees?q=watkins')
    ).json() as Employee[];
    const back = await callAs(svc, OFFICE, 'PATCH', `/api/employees/${andre?.id}`, {
      status: 'active',
      notes: 'Back on Crew 1.',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', notes: 'Back on Crew 1.' });
    expect((await callAs(svc, OFFICE, 'GET', `/api/employees/${andre?.id}`)).json().status).toBe(
      'active',
    );
    expect(
      (await callAs(svc, OFFICE, 'PATCH', '/api/employees/99999', { status: 'inactive' }))
        .statusCode,
    ).toBe(404);
    const summary = (await callAs(svc, OFFICE, 'GET', '/api/employees/summary')).json();
    expect(summary).toMatchObject({ total: 9, onLeave: 0, inactive: 1 });
  });

  it('signs the code of conduct with the typed full name and every section', async () => {
    const [derek] = (
      await callAs(svc, OFFICE, 'GET', '/api/employees?q=nguyen')
    ).json() as Employee[];
    const url = `/api/employees/${derek?.id}/code-of-conduct`;
    const all = CODE_OF_CONDUCT_SECTIONS.map((section) => section.id);
    const wrongName = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: 'D. Nguyen',
      acknowledgedSections: all,
    });
    expect(wrongName.statusCode).toBe(400);
    // The answer does not tell a guesser the name on file.
    expect(wrongName.json().error.fields.digitalSignature).toBe(
      'The name does not match the name on file',
    );
    expect(wrongName.body).not.toMatch(/Derek/);
    const missing = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: 'Derek Nguyen',
      acknowledgedSections: all.slice(1),
    });
    expect(missing.statusCode).toBe(400);
    const signed = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: ' derek  nguyen ',
      acknowledgedSections: all,
    });
    expect(signed.statusCode, signed.body).toBe(201);
    // Who took the signature is kept with it.
    expect(signed.json()).toMatchObject({
      version: '1.0',
      isCurrentVersion: true,
      recordedBy: OFFICE.username,
    });
    const again = await callAs(svc, OFFICE, 'POST', url, {
      digitalSignature: 'Derek Nguyen',
      acknowledgedSections: all,
    });
    expect(again.statusCode).toBe(201);
    const answer = await callAs(svc, OFFICE, 'GET', `/api/employees/${derek?.id}`);
    // An employee's address, phone and emergency contact are kept by no cache.
    expect(answer.headers['cache-control']).toBe('no-store');
    const detail = answer.json();
    expect(detail.codeOfConduct.current).toBe(true);
    expect(detail.signatures.map((s: { isCurrentVersion: boolean }) => s.isCurrentVersion)).toEqual(
      [true, false],
    );
  });

  it('opens nothing without a staff session, and changes nothing without the CSRF token', async () => {
    expect((await callAs(svc, null, 'GET', '/api/employees')).statusCode).toBe(401);
    expect((await callAs(svc, null, 'GET', '/api/employees/summary')).statusCode).toBe(401);
    const noCsrf = await callAs(
      svc,
      { ...OFFICE, csrf: false },
      'POST',
      '/api/employees',
      newHire({ employeeId: 'SFR-E200', email: 'x200@x.com' }),
    );
    expect(noCsrf.statusCode).toBe(403);
  });
});
