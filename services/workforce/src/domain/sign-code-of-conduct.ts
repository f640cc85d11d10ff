import {
  CODE_OF_CONDUCT_SECTIONS,
  CODE_OF_CONDUCT_VERSION,
  type CodeOfConductSignatureSchema,
  type CodeOfConductSignSchema,
  codeOfConductSections,
} from '@roofing/contracts';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import type { EmployeeStore } from '../store/employees.ts';
import type { EmployeeRow } from '../store/schema.ts';
import { noEmployee, toSignature } from './employees.ts';

type CodeOfConductSignature = z.infer<typeof CodeOfConductSignatureSchema>;
type SignatureInput = z.output<typeof CodeOfConductSignSchema>;

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
      // Staff read this message (the back office is in English); the titles are the English ones.
      `Acknowledge every section: ${missing.map((section) => section.title).join(', ')}.`,
      { acknowledgedSections: 'Acknowledge every section of the code' },
    );
  }
}

/**
 * The employee signs the code of conduct in force with their typed full name (checkSignature):
 * the signature records every section acknowledged, the language the code was shown and signed
 * in (English or Spanish: the same sections under the same ids), the client address and who
 * recorded it, and the employee's earlier signatures stop being current. 404 when there is no
 * such employee.
 */
export async function signCodeOfConduct(
  store: EmployeeStore,
  employeeId: number,
  input: SignatureInput,
  recorded: { ip: string; by: string },
): Promise<CodeOfConductSignature> {
  const employee = await store.byId(employeeId);
  if (!employee) throw noEmployee();
  checkSignature(employee, input);
  const signature = await store.sign({
    employeeId: employee.id,
    version: CODE_OF_CONDUCT_VERSION,
    digitalSignature: input.digitalSignature,
    ipAddress: recorded.ip.slice(0, 45),
    recordedBy: recorded.by,
    acknowledgedSections: codeOfConductSections(input.language).map((section) => section.id),
    language: input.language,
  });
  return toSignature(signature);
}
