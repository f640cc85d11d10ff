import {
  CODE_OF_CONDUCT_VERSION,
  type CodeOfConductSignatureSchema,
  type Employee,
  type EmployeeSummary,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import { type EmployeeStore, type NewEmployee, uniqueViolation } from '../store/employees.ts';
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
      signedLanguage: signature ? (signature.language === 'es' ? 'es' : 'en') : null,
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

type CodeOfConductSignature = z.infer<typeof CodeOfConductSignatureSchema>;

export const noEmployee = () => new AppError('NOT_FOUND', 'No such employee.');

/** A signature as the API answers it. */
export const toSignature = (row: CodeOfConductSignatureRow): CodeOfConductSignature => ({
  ...row,
  signatureDate: row.signatureDate.toISOString(),
  language: row.language === 'es' ? 'es' : 'en',
});

/** The directory (searched, by status), each employee with their latest signature. */
export async function listEmployees(
  store: EmployeeStore,
  filter: { q?: string; status?: string },
): Promise<Employee[]> {
  const rows = await store.list(filter);
  const signatures = await store.latestSignatures(rows.map((row) => row.id));
  return rows.map((row) => toEmployee(row, signatures.get(row.id)));
}

/** One employee with every code of conduct signature, newest first; 404 when there is none. */
export async function readEmployee(store: EmployeeStore, id: number) {
  const row = await store.byId(id);
  if (!row) throw noEmployee();
  const signatures = await store.signaturesOf(row.id);
  return { ...toEmployee(row, signatures[0]), signatures: signatures.map(toSignature) };
}

/** Adds an employee: 409 at the field when the employee ID or e-mail is taken. */
export async function addEmployee(
  store: EmployeeStore,
  employee: NewEmployee,
): Promise<EmployeeRow> {
  return store.insert(employee).catch(duplicateEmployee);
}

/** Changes an employee (any field, status included): 409 as adding; 404 when there is none. */
export async function changeEmployee(
  store: EmployeeStore,
  id: number,
  change: Partial<NewEmployee>,
): Promise<Employee> {
  const row = await store.update(id, change).catch(duplicateEmployee);
  if (!row) throw noEmployee();
  const signatures = await store.latestSignatures([row.id]);
  return toEmployee(row, signatures.get(row.id));
}
