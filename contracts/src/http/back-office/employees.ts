import { z } from 'zod';
import { COMPANY_FOUNDED_YEAR } from '../../company.ts';
import { LocaleSchema, localeField } from '../../locale-schema.ts';
import {
  calendarDate,
  emailField,
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  phoneField,
  rowIdParam,
  singleLineText,
} from '../fields.ts';
import { businessToday } from '../lead.ts';

/** The employee directory (portal §2 "Employee Information & Directory", §3 employees). */

export const EMPLOYEE_STATUSES = ['active', 'inactive', 'on_leave'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
export const EMPLOYEE_STATUS_LABELS: Record<EmployeeStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  on_leave: 'On Leave',
};

export const DEPARTMENTS = [
  'Field Operations',
  'Safety',
  'Sales & Estimating',
  'Project Management',
  'Office & Administration',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

/** The longest free text of an employee record: the form shows each limit in its field. */
export const EMPLOYEE_TEXT_LIMITS = {
  employeeId: 20,
  firstName: 100,
  lastName: 100,
  address: 300,
  position: 100,
  certification: 100,
  emergencyName: 100,
  relationship: 50,
  notes: 2000,
} as const;

/** A hire date is a real day within the company's life: not before it was founded, not ahead. */
export const hireDateField = calendarDate('Hire date')
  .refine(
    (value) => value >= `${COMPANY_FOUNDED_YEAR}-01-01`,
    `Hire date cannot be before ${COMPANY_FOUNDED_YEAR}, when the company was founded`,
  )
  .refine((value) => value <= businessToday(), 'Hire date cannot be in the future');

export const EmergencyContactSchema = z.object({
  name: singleLineText('Emergency contact name', EMPLOYEE_TEXT_LIMITS.emergencyName),
  phone: phoneField,
  relationship: singleLineText('Relationship', EMPLOYEE_TEXT_LIMITS.relationship),
});

const employeeFields = {
  employeeId: singleLineText('Employee ID', EMPLOYEE_TEXT_LIMITS.employeeId).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'Employee ID may use letters, digits and dashes')
      .transform((value) => value.toUpperCase()),
  ),
  firstName: singleLineText('First name', EMPLOYEE_TEXT_LIMITS.firstName),
  lastName: singleLineText('Last name', EMPLOYEE_TEXT_LIMITS.lastName),
  email: emailField.transform((value) => value.toLowerCase()),
  phone: phoneField,
  address: optionalSingleLineText('Address', EMPLOYEE_TEXT_LIMITS.address),
  position: singleLineText('Position', EMPLOYEE_TEXT_LIMITS.position),
  department: z.enum(DEPARTMENTS, {
    error: `Department must be one of: ${DEPARTMENTS.join(', ')}`,
  }),
  hireDate: hireDateField,
  status: z.enum(EMPLOYEE_STATUSES, { error: 'Status must be active, inactive or on leave' }),
  certifications: z
    .array(singleLineText('Certification', EMPLOYEE_TEXT_LIMITS.certification))
    .max(20, 'An employee has at most 20 certifications'),
  emergencyContact: EmergencyContactSchema.nullable(),
  notes: optionalMultiLineText('Notes', EMPLOYEE_TEXT_LIMITS.notes),
};

/** POST /api/employees */
export const EmployeeCreateSchema = z.object({
  ...employeeFields,
  status: employeeFields.status.default('active'),
  certifications: employeeFields.certifications.default([]),
  emergencyContact: employeeFields.emergencyContact.optional().default(null),
});
export type EmployeeCreateInput = z.input<typeof EmployeeCreateSchema>;
export type EmployeeCreate = z.output<typeof EmployeeCreateSchema>;

/** PATCH /api/employees/:id — any field. */
export const EmployeeUpdateSchema = z
  .object(employeeFields)
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one field to change');
export type EmployeeUpdateInput = z.input<typeof EmployeeUpdateSchema>;

export const EmployeeParamsSchema = z.object({ id: rowIdParam });

export const EmployeeListQuerySchema = z.object({
  /** Matches name, employee id or position. */
  q: z.string().trim().max(100).optional(),
  status: z.enum(EMPLOYEE_STATUSES).optional(),
});

/** GET /api/employees/code-of-conduct?language=es — the code in force, in that language. */
export const CodeOfConductQuerySchema = z.object({ language: localeField });

/** The code of conduct in force, section by section, in the language asked. */
export const CodeOfConductSchema = z.object({
  version: z.string(),
  effective: z.string(),
  language: LocaleSchema,
  sections: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
});
export type CodeOfConduct = z.infer<typeof CodeOfConductSchema>;

export const CodeOfConductStateSchema = z.object({
  /** Signed the version in force now. */
  current: z.boolean(),
  signedVersion: z.string().nullable(),
  signedAt: isoDateTime.nullable(),
  /** The language the signed code was shown in (null when never signed). */
  signedLanguage: LocaleSchema.nullable(),
});

export const EmployeeSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
  position: z.string(),
  department: z.string(),
  hireDate: z.string(),
  status: z.enum(EMPLOYEE_STATUSES),
  certifications: z.array(z.string()),
  emergencyContact: EmergencyContactSchema.nullable(),
  notes: z.string().nullable(),
  codeOfConduct: CodeOfConductStateSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const EmployeeSummarySchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  onLeave: z.number().int(),
  inactive: z.number().int(),
  departments: z.number().int(),
  /** Employees (not inactive) who have signed the code of conduct in force. */
  codeOfConductSigned: z.number().int(),
});
export type EmployeeSummary = z.infer<typeof EmployeeSummarySchema>;

/** POST /api/employees/:id/code-of-conduct — the employee signs the version in force. */
export const CodeOfConductSignSchema = z.object({
  /** The employee's full name, typed as their signature. */
  digitalSignature: singleLineText('Signature', 200),
  /** Every section id of the code in force must be acknowledged. */
  acknowledgedSections: z.array(z.string().max(50)).max(50),
  /**
   * The language the code was shown and signed in: `es` for the Spanish text (issue 24; OSHA's
   * 2010 training-language memo). Absent: English.
   */
  language: localeField,
});
export type CodeOfConductSignInput = z.input<typeof CodeOfConductSignSchema>;

export const CodeOfConductSignatureSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  signatureDate: isoDateTime,
  version: z.string(),
  digitalSignature: z.string(),
  ipAddress: z.string().nullable(),
  /** The staff account whose session took the signature (null for signatures taken before). */
  recordedBy: z.string().nullable(),
  acknowledgedSections: z.array(z.string()),
  /** The language the code was shown and signed in. */
  language: LocaleSchema,
  isCurrentVersion: z.boolean(),
});
