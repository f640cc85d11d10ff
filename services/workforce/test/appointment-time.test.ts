import { addCalendarDays, type Employee, easternToday } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { workforceService } from '../src/service.ts';
import { callAs, OFFICE } from './support/staff.ts';

/** A crew visit is a Florida wall time (date + HH:MM, ET); one that has passed is refused. */
let svc: ServiceHarness;
let crew: Employee[];
beforeAll(async () => {
  svc = await startService(workforceService);
  crew = (await callAs(svc, OFFICE, 'GET', '/api/employees')).json();
});
afterAll(async () => {
  await svc?.close();
});

const booking = (scheduledDate: string, scheduledTime: string) => ({
  estimateNumber: 'SFR-7KQ2M9XD',
  employeeId: crew[0]?.id,
  appointmentType: 'repair',
  scheduledDate,
  scheduledTime,
});

describe('a crew visit in Florida time', () => {
  it('is booked as typed, and refused once that date and time has passed', async () => {
    const tomorrow = addCalendarDays(easternToday(), 1);
    const booked = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/appointments',
      booking(tomorrow, '07:30'),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ scheduledDate: tomorrow, scheduledTime: '07:30' });

    const yesterday = addCalendarDays(easternToday(), -1);
    const past = await callAs(
      svc,
      OFFICE,
      'POST',
      '/api/appointments',
      booking(yesterday, '23:59'),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().error.fields).toEqual({
      scheduledDate: 'Choose a date and time that has not passed (ET)',
    });
    const moved = await callAs(svc, OFFICE, 'PATCH', `/api/appointments/${booked.json().id}`, {
      scheduledDate: yesterday,
      scheduledTime: '08:00',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.fields.scheduledDate).toBe(
      'Choose a date and time that has not passed (ET)',
    );

    // Half a move is judged with the stored other half: the day alone to yesterday is refused,
    // the day alone to next week is taken.
    const dayOnly = await callAs(svc, OFFICE, 'PATCH', `/api/appointments/${booked.json().id}`, {
      scheduledDate: yesterday,
    });
    expect(dayOnly.statusCode, dayOnly.body).toBe(400);
    expect(dayOnly.json().error.fields).toEqual({
      scheduledDate: 'Choose a date and time that has not passed (ET)',
    });
    const nextWeek = addCalendarDays(easternToday(), 7);
    const later = await callAs(svc, OFFICE, 'PATCH', `/api/appointments/${booked.json().id}`, {
      scheduledDate: nextWeek,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ scheduledDate: nextWeek, scheduledTime: '07:30' });
  });
});
