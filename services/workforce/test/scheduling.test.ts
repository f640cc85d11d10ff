import type { Appointment, Employee, EmployeeTask } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

let svc: ServiceHarness;
let crew: Employee[];
beforeAll(async () => {
  svc = await startService(workforceService);
  crew = (await callAs(svc, OFFICE, 'GET', '/api/employees')).json();
});
afterAll(async () => {
  await svc?.close();
});

describe('the crew on a job', () => {
  it('books visits and assigns tasks by estimate number, listed per job with who does them', async () => {
    const [lead, roofer] = crew as [Employee, Employee];
    const visit = await callAs(svc, OFFICE, 'POST', '/api/appointments', {
      estimateNumber: 'sfr-7kq2m9xd',
      employeeId: lead.id,
      appointmentType: 'installation',
      scheduledDate: '2030-12-02',
      scheduledTime: '07:30',
      notes: 'Dumpster arrives the day before; park on the street side.',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    expect(visit.json()).toMatchObject({
      estimateNumber: 'SFR-7KQ2M9XD',
      status: 'scheduled',
      employee: { id: lead.id, name: `${lead.firstName} ${lead.lastName}` },
    });
    const tearOff = await callAs(svc, OFFICE, 'POST', '/api/employee-tasks', {
      estimateNumber: 'SFR-7KQ2M9XD',
      employeeId: roofer.id,
      taskType: 'tear_off',
      title: 'Tear off to the deck and re-nail',
      priority: 'high',
      dueDate: '2026-12-02',
    });
    expect(tearOff.statusCode, tearOff.body).toBe(201);
    await callAs(svc, OFFICE, 'POST', '/api/employee-tasks', {
      estimateNumber: 'SFR-OTHERJOB',
      employeeId: roofer.id,
      taskType: 'inspection',
      title: 'Attic moisture check',
    });

    const job = (
      await callAs(svc, OFFICE, 'GET', '/api/employee-tasks?estimateNumber=sfr-7kq2m9xd')
    ).json() as EmployeeTask[];
    expect(job.map((t) => t.title)).toEqual(['Tear off to the deck and re-nail']);
    const mine = (
      await callAs(svc, OFFICE, 'GET', `/api/employee-tasks?employeeId=${roofer.id}`)
    ).json() as EmployeeTask[];
    expect(mine).toHaveLength(2);
    const visits = (
      await callAs(svc, OFFICE, 'GET', '/api/appointments?estimateNumber=SFR-7KQ2M9XD')
    ).json() as Appointment[];
    expect(visits.map((v) => v.scheduledTime)).toEqual(['07:30']);

    const done = await callAs(svc, OFFICE, 'PATCH', `/api/employee-tasks/${tearOff.json().id}`, {
      status: 'completed',
    });
    expect(done.json().status).toBe('completed');
    expect(Date.parse(done.json().completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const moved = await callAs(svc, OFFICE, 'PATCH', `/api/appointments/${visit.json().id}`, {
      scheduledDate: '2030-12-03',
      status: 'confirmed',
    });
    expect(moved.json()).toMatchObject({ scheduledDate: '2030-12-03', status: 'confirmed' });
  });

  it('names the field at fault, answers 404 for unknown ids, and refuses callers without a session', async () => {
    const noEmployee = await callAs(svc, OFFICE, 'POST', '/api/appointments', {
      estimateNumber: 'SFR-7KQ2M9XD',
      employeeId: 99999,
      appointmentType: 'repair',
      scheduledDate: '2030-12-05',
      scheduledTime: '09:00',
    });
    expect(noEmployee.statusCode).toBe(400);
    expect(noEmployee.json().error.fields).toEqual({ employeeId: 'No such employee' });
    // A JSON body is never coerced: `true` is not employee 1.
    const coerced = await callAs(svc, OFFICE, 'POST', '/api/appointments', {
      estimateNumber: 'SFR-7KQ2M9XD',
      employeeId: true,
      appointmentType: 'repair',
      scheduledDate: '2026-12-05',
      scheduledTime: '09:00',
    });
    expect(coerced.statusCode).toBe(400);
    expect(coerced.json().error.fields).toEqual({ employeeId: 'Choose an employee' });
    const badTime = await callAs(svc, OFFICE, 'POST', '/api/appointments', {
      estimateNumber: 'SFR-7KQ2M9XD',
      employeeId: crew[0]?.id,
      appointmentType: 'repair',
      scheduledDate: '2026-13-45',
      scheduledTime: '9am',
    });
    expect(badTime.statusCode).toBe(400);
    expect(Object.keys(badTime.json().error.fields ?? {})).toEqual(
      expect.arrayContaining(['scheduledDate', 'scheduledTime']),
    );
    expect(
      (await callAs(svc, OFFICE, 'PATCH', '/api/employee-tasks/99999', { status: 'assigned' }))
        .statusCode,
    ).toBe(404);
    expect((await callAs(svc, null, 'GET', '/api/employee-tasks')).statusCode).toBe(401);
    expect(
      (await callAs(svc, null, 'PATCH', '/api/appointments/1', { status: 'cancelled' })).statusCode,
    ).toBe(401);
  });
});
