import type { LibraryDocument, SecurityAudit } from '@roofing/contracts';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { ADMIN, callAs, OFFICE } from './support/staff.ts';

/** A staff member granted the `confidential` permission (OFFICE holds none). */
const KEEPER: StaffIdentity = {
  ...OFFICE,
  userId: 8,
  username: 'dana.k',
  permissions: ['confidential'],
};

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

function upload(
  files: Array<{ name: string; data: Buffer }>,
  fields: Record<string, string>,
  identity: StaffIdentity = KEEPER,
) {
  const boundary = '----library';
  const parts = [
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        file.data,
        Buffer.from('\r\n'),
      ]),
    ),
  ];
  return svc.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret),
    },
  });
}
const list = async (query = '', identity: StaffIdentity = KEEPER) =>
  (await callAs(svc, identity, 'GET', `/api/documents${query}`)).json() as LibraryDocument[];
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the document library', () => {
  it('holds the eight sample documents, searchable and filterable by category', async () => {
    const all = await list();
    expect(all).toHaveLength(8);
    expect(all.filter((d) => d.isConfidential).map((d) => d.title)).toEqual([
      'Q3 2026 Financial Summary',
    ]);
    expect((await list('?category=safety')).map((d) => d.title)).toEqual([
      'OSHA Fall Protection Safety Manual',
    ]);
    expect((await list('?q=hurricane')).map((d) => d.title)).toEqual([
      'Hurricane Season Emergency Policy',
    ]);
    expect(await list('?q=nothing-like-this')).toEqual([]);
  });

  it('takes uploads judged by content, several at once, and refuses other files', async () => {
    const one = await upload([{ name: 'Permit 2026-118.pdf', data: pdf }], {
      category: 'compliance',
      title: 'St. Johns County permit',
      tags: 'permit, county',
      confidential: 'false',
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json()[0]).toMatchObject({
      title: 'St. Johns County permit',
      type: 'PDF',
      category: 'compliance',
      tags: ['permit', 'county'],
      source: 'upload',
      uploadedBy: 'Brittany Holloway',
    });
    const bulk = await upload(
      [
        { name: 'crew-roster.csv', data: Buffer.from('name,crew\nLuis Ortega,2\n') },
        { name: 'notes.txt', data: Buffer.from('Ridge vent order for Ponte Vedra job.') },
        { name: 'scan.pdf', data: pdf },
      ],
      { category: 'employee' },
    );
    expect(bulk.statusCode, bulk.body).toBe(201);
    expect(bulk.json().map((d: LibraryDocument) => d.type)).toEqual(['CSV', 'TXT', 'PDF']);
    const fake = await upload(
      [{ name: 'invoice.pdf', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) }],
      { category: 'financial' },
    );
    expect(fake.statusCode).toBe(415);
    const noCategory = await upload([{ name: 'a.pdf', data: pdf }], {});
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields).toHaveProperty('category');
    const big = await upload(
      [{ name: 'big.pdf', data: Buffer.concat([pdf, Buffer.alloc(21 * 1024 * 1024)]) }],
      { category: 'legal' },
    );
    expect(big.statusCode).toBe(413);
  });

  it('downloads as an attachment and lists confidential downloads and failed sign-ins in the audit', async () => {
    const [secret] = await list('?q=financial');
    const file = await callAs(svc, KEEPER, 'GET', secret?.fileUrl as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename=".+\.html"$/);
    expect(file.body).toContain('Q3 2026 Financial Summary');
    await svc.app.inject({
      method: 'POST',
      url: '/api/admin/auth',
      payload: { username: 'mallory', password: 'wrong-password-here' },
    });
    const audit = (
      await callAs(svc, ADMIN, 'GET', '/api/documents/security-audit')
    ).json() as SecurityAudit;
    expect(audit.confidentialDownloads[0]).toMatchObject({
      title: 'Q3 2026 Financial Summary',
      username: 'dana.k',
    });
    expect(audit.failedAttempts.map((a) => a.username)).toContain('mallory');
  });

  it('keeps confidential documents and the security audit from staff not granted them', async () => {
    const [secret] = await list('?q=financial');
    expect(secret?.isConfidential).toBe(true);
    // Left out of the list and the report of a staff member without the permission...
    const seen = await list('', OFFICE);
    expect(seen).toHaveLength((await list()).length - 1);
    expect(seen.some((d) => d.isConfidential)).toBe(false);
    expect((await callAs(svc, OFFICE, 'GET', '/api/documents/report')).body).not.toContain(
      'Q3 2026 Financial Summary',
    );
    expect((await callAs(svc, KEEPER, 'GET', '/api/documents/report')).body).toContain(
      'Q3 2026 Financial Summary',
    );
    // ...and refused by id, download, archive, and when filing one.
    for (const [method, url] of [
      ['GET', `/api/documents/${secret?.id}`],
      ['GET', secret?.fileUrl as string],
      ['POST', `/api/documents/${secret?.id}/archive`],
    ] as const) {
      const refused = await callAs(svc, OFFICE, method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect(
      (
        await upload(
          [{ name: 'payroll.pdf', data: pdf }],
          { category: 'financial', confidential: 'true' },
          OFFICE,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await callAs(svc, OFFICE, 'POST', '/api/documents/generated', {
          title: 'Severance Agreement',
          category: 'employee',
          documentType: 'employment-contract',
          html: '<!doctype html><h1>Severance</h1>',
          isConfidential: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(await list('?q=payroll')).toEqual([]);
    // The audit (sign-in addresses, names as typed) is for admins only.
    expect((await callAs(svc, OFFICE, 'GET', '/api/documents/security-audit')).statusCode).toBe(
      403,
    );
    expect((await callAs(svc, KEEPER, 'GET', '/api/documents/security-audit')).statusCode).toBe(
      403,
    );
    expect((await callAs(svc, ADMIN, 'GET', '/api/documents/security-audit')).statusCode).toBe(200);
  });

  it('archives and restores, and reports the library', async () => {
    const [handbook] = await list('?q=handbook');
    const archived = await callAs(svc, OFFICE, 'POST', `/api/documents/${handbook?.id}/archive`);
    expect(archived.json().archivedAt).not.toBeNull();
    expect(await list('?q=handbook')).toEqual([]);
    expect((await list('?archived=true')).map((d) => d.title)).toContain('Employee Handbook 2026');
    const report = await callAs(svc, OFFICE, 'GET', '/api/documents/report');
    expect(report.headers['content-type']).toContain('text/html');
    expect(report.body).toContain('Document Library Report');
    expect(report.body).toContain('1 archived documents');
    await callAs(svc, OFFICE, 'POST', `/api/documents/${handbook?.id}/restore`);
    expect(await list('?q=handbook')).toHaveLength(1);
    expect((await callAs(svc, OFFICE, 'POST', '/api/documents/99999/archive')).statusCode).toBe(
      404,
    );
  });

  it('saves a generated document into the library', async () => {
    const saved = await callAs(svc, OFFICE, 'POST', '/api/documents/generated', {
      title: 'Lien Waiver – 412 Ocean Dr',
      category: 'legal',
      documentType: 'lien-waiver',
      html: '<!doctype html><h1>Conditional Waiver</h1>',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ type: 'HTML', source: 'generated', category: 'legal' });
    expect(saved.json().tags).toEqual(['generated', 'lien-waiver']);
  });

  it('opens nothing without a staff session', async () => {
    expect((await callAs(svc, null, 'GET', '/api/documents')).statusCode).toBe(401);
    expect((await callAs(svc, null, 'GET', '/api/documents/security-audit')).statusCode).toBe(401);
    expect(
      (await callAs(svc, { ...OFFICE, csrf: false }, 'POST', '/api/documents/1/archive'))
        .statusCode,
    ).toBe(403);
  });
});
