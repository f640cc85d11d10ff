import {
  CODE_OF_CONDUCT_SECTIONS,
  CODE_OF_CONDUCT_VERSION,
  type Employee,
  type EmployeeSummary,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { EmployeeStore } from '../store/employees.ts';
import { uniqueViolation } from '../store/employees.ts';
import type { CodeOfConductSignatureRow, EmployeeRow } from '../store/schema.ts';

/** An employee as the API answers it, with where they stand on the code of conduct. */
export function toEmployee(row: EmployeeRow, signature?: CodeOfConductSignatureRow): Employee {
  return {
    id: row.id,
    employeeId: row.employeeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    position: row.position,
    department: row.department,
    hireDate: row.hireDate,
    status: row.status as Employee['status'],
    certifications: row.certifications,
    emergencyContact: row.emergencyContact ?? null,
    notes: row.notes,
    codeOfConduct: {
      current: signature?.version === CODE_OF_CONDUCT_VERSION,
      signedVersion: signature?.version ?? null,
      signedAt: signature?.signatureDate.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** 409 naming the field another employee already has. */
export function duplicateEmployee(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email')) {
    throw new AppError('CONFLICT', 'Another employee already has this e-mail address.', {
      email: 'Another employee already has this e-mail address',
    });
  }
  if (constraint) {
    throw new AppError('CONFLICT', 'Another employee already has this employee ID.', {
      employeeId: 'Another employee already has this employee ID',
    });
  }
  throw error;
}

export async function employeeSummary(store: EmployeeStore): Promise<EmployeeSummary> {
  const rows = await store.list({});
  const signatures = await store.latestSignatures(rows.map((row) => row.id));
  const working = rows.filter((row) => row.status !== 'inactive');
  return {
    total: rows.length,
    active: rows.filter((row) => row.status === 'active').length,
    onLeave: rows.filter((row) => row.status === 'on_leave').length,
    inactive: rows.filter((row) => row.status === 'inactive').length,
    departments: new Set(rows.map((row) => row.department)).size,
    codeOfConductSigned: working.filter(
      (row) => signatures.get(row.id)?.version === CODE_OF_CONDUCT_VERSION,
    ).length,
  };
}

const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The checks of a signature: the typed name is the employee's own, and every section of the code
 * in force is acknowledged.
 */
export function checkSignature(
  employee: EmployeeRow,
  input: { digitalSignature: string; acknowledgedSections: string[] },
) {
  if (
    normalise(input.digitalSignature) !== normalise(`${employee.firstName} ${employee.lastName}`)
  ) {
    throw new AppError('VALIDATION_FAILED', 'Type your full name exactly as it is on file.', {
      digitalSignature: 'The name does not match the name on file',
    });
  }
  const missing = CODE_OF_CONDUCT_SECTIONS.filter(
    (section) => !input.acknowledgedSections.includes(section.id),
  );
  if (missing.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Acknowledge every section: ${missing.map((section) => section.title).join(', ')}.`,
      { acknowledgedSections: 'Acknowledge every section of the code' },
    );
  }
}
