import type {
  ColdshieldLead,
  ColdshieldLeadCreatedData,
  StaffInspectionRequest,
} from '@roofing/contracts';
import { isStormPriority } from '../store/inspection-requests.ts';
import type { ColdshieldLeadRow, InspectionRequestRow } from '../store/schema.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A ColdShield lead as staff see it. */
export function toColdshieldLead(row: ColdshieldLeadRow): ColdshieldLead {
  return {
    ...row,
    thermalScanDate: iso(row.thermalScanDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored lead as `lead.coldshield.created` carries it (no staff fields). */
export function toColdshieldLeadCreatedData(row: ColdshieldLeadRow): ColdshieldLeadCreatedData {
  return {
    leadId: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    message: row.message,
    requestedAt: row.createdAt.toISOString(),
    language: row.language === 'es' ? 'es' : 'en',
  };
}

/**
 * An inspection request as staff see it; `storm` (the banner is on) flags an emergency still
 * pending as the office's priority.
 */
export function toStaffInspectionRequest(
  row: InspectionRequestRow,
  storm = false,
): StaffInspectionRequest {
  return {
    ...row,
    stormPriority: storm && isStormPriority(row),
    scheduledDate: iso(row.scheduledDate),
    completedDate: iso(row.completedDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
