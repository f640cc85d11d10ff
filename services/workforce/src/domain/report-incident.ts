import { businessToday, type IncidentCreate, type IncidentUpdateSchema } from '@roofing/contracts';
import { AppError, type ServiceContext } from '@roofing/platform';
import type { z } from 'zod';
import type { SafetyStore } from '../store/safety.ts';
import type { SafetyIncidentRow } from '../store/schema.ts';
import { noIncident } from './incident-view.ts';

type IncidentChange = z.output<typeof IncidentUpdateSchema>;

/** What the schema cannot know: the date is not to come, and the employee is on file. */
export async function checkIncidentFacts(
  store: SafetyStore,
  report: { incidentDate?: string; employeeRef?: number | null },
) {
  if (report.incidentDate !== undefined && report.incidentDate > businessToday()) {
    throw new AppError('VALIDATION_FAILED', 'An incident cannot be in the future.', {
      incidentDate: 'The date cannot be in the future',
    });
  }
  if (report.employeeRef && !(await store.employee(report.employeeRef))) {
    throw new AppError('VALIDATION_FAILED', 'No such employee.', {
      employeeRef: 'Choose an employee from the directory',
    });
  }
}

/**
 * Stores a new incident report under the next SI-<year>-<n> of its incident's year. The year's
 * counter is raised and the report written in one transaction, so a report that fails leaves no
 * gap in the numbering and two reports at once never share a number.
 */
export async function reportIncident(
  ctx: ServiceContext,
  store: SafetyStore,
  report: IncidentCreate,
): Promise<SafetyIncidentRow> {
  await checkIncidentFacts(store, report);
  return ctx.db.transaction(async (tx) => {
    const incidentNumber = await store.nextIncidentNumber(
      tx,
      Number(report.incidentDate.slice(0, 4)),
    );
    const { location, ...rest } = report;
    return store.insertIncident(tx, { ...rest, incidentNumber, jobSiteAddress: location });
  });
}

/**
 * Edits a report; closing it records when (reopening clears that). 404 when there is none.
 */
export async function changeIncident(
  store: SafetyStore,
  id: number,
  change: IncidentChange,
): Promise<SafetyIncidentRow> {
  await checkIncidentFacts(store, change);
  const { location, status, ...rest } = change;
  const values: Partial<SafetyIncidentRow> = { ...rest };
  if (location !== undefined) values.jobSiteAddress = location;
  if (status !== undefined) {
    values.status = status;
    values.closedAt = status === 'closed' ? new Date() : null;
  }
  const row = await store.updateIncident(id, values);
  if (!row) throw noIncident();
  return row;
}
