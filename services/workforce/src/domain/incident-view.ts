import type { Incident, IncidentSeverity, InvestigationStatus } from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { SafetyStore } from '../store/safety.ts';
import type { SafetyIncidentRow } from '../store/schema.ts';

export const noIncident = () => new AppError('NOT_FOUND', 'No such incident report.');

export function toIncident(
  row: SafetyIncidentRow,
  employeeId: string | null,
  photos: Array<{ id: string; filename: string }>,
): Incident {
  return {
    id: row.id,
    incidentNumber: row.incidentNumber,
    incidentDate: row.incidentDate,
    incidentTime: row.incidentTime,
    location: row.jobSiteAddress,
    employeeRef: row.employeeRef,
    employeeName: row.employeeName,
    employeeId,
    incidentType: row.incidentType,
    severity: row.severity as IncidentSeverity,
    description: row.description,
    injuryType: row.injuryType,
    bodyPart: row.bodyPart,
    treatmentRequired: row.treatmentRequired,
    workDaysLost: row.workDaysLost,
    reportedBy: row.reportedBy,
    investigationStatus: row.investigationStatus as InvestigationStatus,
    correctiveActions: row.correctiveActions,
    witnesses: row.witnesses,
    actionsTaken: row.actionsTaken,
    preventiveMeasures: row.preventiveMeasures,
    photos: photos.map((photo) => ({
      id: photo.id,
      filename: photo.filename,
      url: `/api/safety/incidents/${row.id}/photos/${photo.id}`,
    })),
    status: row.status === 'closed' ? 'closed' : 'open',
    closedAt: row.closedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One incident report as the API answers it, with its photos; 404 when there is none. */
export async function readIncident(store: SafetyStore, id: number): Promise<Incident> {
  const found = await store.incident(id);
  if (!found) throw noIncident();
  const photos = await store.photosOf([id]);
  return toIncident(found.incident, found.employeeId, photos);
}

/** The incident list (searched, by status), each report with its photos. */
export async function listIncidents(
  store: SafetyStore,
  filter: { q?: string; status?: string },
): Promise<Incident[]> {
  const rows = await store.listIncidents(filter);
  const photos = await store.photosOf(rows.map((row) => row.incident.id));
  return rows.map((row) =>
    toIncident(
      row.incident,
      row.employeeId,
      photos.filter((photo) => photo.incidentId === row.incident.id),
    ),
  );
}
