import {
  businessToday,
  type Incident,
  type SafetyStats,
  type TrainingCourse,
} from '@roofing/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(workforceService);
});
afterAll(async () => {
  await svc?.close();
});

const today = businessToday();
const report = (overrides: Record<string, unknown> = {}) => ({
  incidentDate: today,
  incidentTime: '10:15',
  location: '77 Ocean Blvd, Atlantic Beach, FL 32233',
  employeeName: 'Luis Ortega',
  incidentType: 'Struck By',
  severity: 'minor',
  description: 'A hammer slid off the roof and grazed a helper at the eave.',
  reportedBy: 'Marcus Delgado',
  correctiveActions: ['Tool lanyards on steep roofs'],
  ...overrides,
});

function multipart(files: Array<{ name: string; type: string; data: Buffer }>) {
  const boundary = '----faultsafety';
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('safety records', () => {
  it('computes the four cards from the seeded records', async () => {
    const stats = (await callAs(svc, OFFICE, 'GET', '/api/safety/stats')).json() as SafetyStats;
    expect(stats.daysWithoutIncident).toBe(45);
    expect(stats.openIncidents).toBe(2);
    const monthly = stats.monthly.map((month) => month.trainingHours);
    expect(monthly.length).toBe(Number(today.slice(5, 7)));
    for (const hours of monthly) expect(hours).toBeGreaterThanOrEqual(88);
    for (const hours of monthly) expect(hours).toBeLessThanOrEqual(120);
    expect(stats.trainingHoursYtd).toBe(monthly.reduce((a, b) => a + b, 0));
    const courses = (
      await callAs(svc, OFFICE, 'GET', '/api/training/courses')
    ).json() as TrainingCourse[];
    expect(courses.length).toBe(6);
    expect(stats.trainingCompletion).toBe(
      Math.round(courses.reduce((sum, course) => sum + course.completionRate, 0) / courses.length),
    );
  });

  it('numbers new reports SI-<year>-<n>, even two at once, and a report moves the cards', async () => {
    const before = (await callAs(svc, OFFICE, 'GET', '/api/safety/incidents')).json() as Incident[];
    const year = today.slice(0, 4);
    const taken = before.filter((i) => i.incidentNumber.startsWith(`SI-${year}-`)).length;
    const [a, b] = await Promise.all([
      callAs(svc, OFFICE, 'POST', '/api/safety/incidents', report()),
      callAs(svc, OFFICE, 'POST', '/api/safety/incidents', report({ incidentType: 'Near Miss' })),
    ]);
    expect(a?.statusCode, a?.body).toBe(201);
    expect(b?.statusCode, b?.body).toBe(201);
    expect([a?.json().incidentNumber, b?.json().incidentNumber].sort()).toEqual(
      [`SI-${year}-${taken + 1}`, `SI-${year}-${taken + 2}`].sort(),
    );
    const stats = (await callAs(svc, OFFICE, 'GET', '/api/safety/stats')).json() as SafetyStats;
    expect(stats.daysWithoutIncident).toBe(0);
    expect(stats.openIncidents).toBe(4);

    const closed = await callAs(svc, OFFICE, 'PATCH', `/api/safety/incidents/${a?.json().id}`, {
      status: 'closed',
      investigationStatus: 'completed',
    });
    expect(closed.json()).toMatchObject({ status: 'closed', investigationStatus: 'completed' });
    expect(closed.json().closedAt).not.toBeNull();
    expect(
      ((await callAs(svc, OFFICE, 'GET', '/api/safety/stats')).json() as SafetyStats).openIncidents,
    ).toBe(3);
  });

  it('searches reports, names bad fields, refuses a future date, 404s an unknown one', async () => {
    const found = (
      await callAs(svc, OFFICE, 'GET', '/api/safety/incidents?q=ladder')
    ).json() as Incident[];
    expect(found.map((i) => i.incidentType)).toContain('Near Miss');
    expect(found.every((i) => JSON.stringify(i).toLowerCase().includes('ladder'))).toBe(true);
    const bad = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/safety/incidents',
      report({ severity: 'awful', incidentTime: '25:00', description: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'description',
      'incidentTime',
      'severity',
    ]);
    const future = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/safety/incidents',
      report({ incidentDate: '2999-01-01' }),
    );
    expect(future.statusCode).toBe(400);
    const noSuchDay = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/safety/incidents',
      report({ incidentDate: '2026-02-30' }),
    );
    expect(noSuchDay.json().error.fields).toEqual({
      incidentDate: 'Date must be a real calendar date (that day does not exist)',
    });
    expect(
      (await callAs(svc, OFFICE, 'PATCH', '/api/safety/incidents/99999', { status: 'closed' }))
        .statusCode,
    ).toBe(404);
    // Ids beyond a table's range and unknown employees are the caller's mistake: 400, not 500.
    expect((await callAs(svc, OFFICE, 'GET', '/api/safety/incidents/3000000000')).statusCode).toBe(
      400,
    );
    const [first] = found;
    const unknownEmployee = await callAs(
      svc,
      OFFICE,
      'PATCH',
      `/api/safety/incidents/${first?.id}`,
      { employeeRef: 999_999 },
    );
    expect(unknownEmployee.statusCode).toBe(400);
    expect(unknownEmployee.json().error.fields).toEqual({
      employeeRef: 'Choose an employee from the directory',
    });
  });

  it('takes photos (stripped of their metadata) and refuses what is not a photo', async () => {
    const created = (
      await callAs(svc, OFFICE, 'POST', '/api/safety/incidents', report())
    ).json() as Incident;
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#c0392b' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-gps-owner' } })
      .toBuffer();
    const upload = multipart([{ name: 'eave.jpg', type: 'image/jpeg', data: jpeg }]);
    const added = await svc.app.inject({
      method: 'POST',
      url: `/api/safety/incidents/${created.id}/photos`,
      ...upload,
      headers: { ...upload.headers, ...(await headersOf()) },
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = (added.json() as Incident).photos[0];
    expect(photo?.filename).toBe('eave.jpg');
    const image = await callAs(svc, OFFICE, 'GET', photo?.url as string);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);

    const text = multipart([
      { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('not an image at all') },
    ]);
    const refused = await svc.app.inject({
      method: 'POST',
      url: `/api/safety/incidents/${created.id}/photos`,
      ...text,
      headers: { ...text.headers, ...(await headersOf()) },
    });
    expect(refused.statusCode).toBe(415);
  });

  it('downloads a course handout as a file and serves the policies and forms', async () => {
    const [course] = (
      await callAs(svc, OFFICE, 'GET', '/api/training/courses')
    ).json() as TrainingCourse[];
    const file = await callAs(svc, OFFICE, 'GET', course?.materialUrl as string);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename=".+-handout\.html"$/,
    );
    expect(file.body).toContain(course?.title);
    const documents = (await callAs(svc, OFFICE, 'GET', '/api/safety/documents')).json() as Array<{
      kind: string;
      url: string;
    }>;
    expect(documents.filter((d) => d.kind === 'policy')).toHaveLength(5);
    expect(documents.filter((d) => d.kind === 'form')).toHaveLength(5);
    const policy = await callAs(svc, OFFICE, 'GET', documents[0]?.url as string);
    expect(policy.headers['content-type']).toContain('text/html');
    expect(policy.body).toContain('Fall Protection Program');
  });

  it('records a training completion and refuses one in the future', async () => {
    const [course] = (
      await callAs(svc, OFFICE, 'GET', '/api/training/courses')
    ).json() as TrainingCourse[];
    const [employee] = (
      await callAs(svc, OFFICE, 'GET', '/api/employees?q=brooks')
    ).json() as Array<{ id: number }>;
    const body = { courseId: course?.id, employeeRef: employee?.id, completedOn: today, hours: 4 };
    const done = await callAs(svc, OFFICE, 'POST', '/api/training/completions', body);
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({ employeeName: 'Tanya Brooks', hours: 4 });
    const future = await callAs(svc, OFFICE, 'POST', '/api/training/completions', {
      ...body,
      completedOn: '2999-01-01',
    });
    expect(future.statusCode).toBe(400);
  });

  it('needs a staff session, and the CSRF token to change anything', async () => {
    expect((await callAs(svc, null, 'GET', '/api/safety/stats')).statusCode).toBe(401);
    expect((await callAs(svc, null, 'GET', '/api/training/courses')).statusCode).toBe(401);
    expect(
      (await callAs(svc, { ...OFFICE, csrf: false }, 'POST', '/api/safety/incidents', report()))
        .statusCode,
    ).toBe(403);
  });
});

async function headersOf() {
  const { IDENTITY_HEADER, signIdentity } = await import('@roofing/platform');
  return { [IDENTITY_HEADER]: signIdentity(OFFICE, svc.runtime.identitySecret) };
}
