import {
  CODE_OF_CONDUCT_SECTIONS,
  CODE_OF_CONDUCT_VERSION,
  COMPANY,
  SAFETY_MANAGER,
} from '@roofing/contracts';
import type { Tx } from '@roofing/platform';
import { codeOfConductSignatures, employees } from '../schema.ts';

type Seed = typeof employees.$inferInsert & { signed?: string };

/** The company's people on the first start: a Jacksonville-area roofing crew and office. */
export const SAMPLE_EMPLOYEES: Seed[] = [
  {
    employeeId: 'SFR-E001',
    firstName: 'Marcus',
    lastName: 'Delgado',
    email: 'marcus.delgado@shorefrontroofing.com',
    phone: '(904) 555-0181',
    address: '2214 Atlantic Blvd, Jacksonville, FL 32207',
    position: 'Roofing Foreman',
    department: 'Field Operations',
    hireDate: '2016-03-14',
    status: 'active',
    certifications: [
      'OSHA 30-Hour Construction',
      'Fall Protection Competent Person',
      'GAF Master Elite Installer',
      'First Aid/CPR/AED',
    ],
    emergencyContact: { name: 'Elena Delgado', phone: '(904) 555-0182', relationship: 'Spouse' },
    notes:
      'Leads Crew 1 (shingle re-roofs). Trains new installers on nailing patterns for the HVHZ-equivalent wind zones.',
    signed: '2026-01-12',
  },
  {
    employeeId: 'SFR-E002',
    firstName: 'Tanya',
    lastName: 'Brooks',
    email: 'tanya.brooks@shorefrontroofing.com',
    // The Safety Manager's line is a company fact: the directory shows the number every page gives.
    phone: SAFETY_MANAGER.phone,
    address: '815 Oak St, Neptune Beach, FL 32266',
    position: 'Safety Manager',
    department: 'Safety',
    hireDate: '2018-07-09',
    status: 'active',
    certifications: [
      'OSHA 500 Trainer',
      'CHST (Construction Health and Safety Technician)',
      'First Aid/CPR/AED Instructor',
    ],
    emergencyContact: { name: 'Derrick Brooks', phone: '(904) 555-0191', relationship: 'Brother' },
    notes: 'Runs Monday toolbox talks and the monthly ladder and harness inspections.',
    signed: '2026-01-06',
  },
  {
    employeeId: 'SFR-E003',
    firstName: 'Luis',
    lastName: 'Ortega',
    email: 'luis.ortega@shorefrontroofing.com',
    phone: '(904) 555-0114',
    address: '4470 Sunbeam Rd, Jacksonville, FL 32257',
    position: 'Roofing Installer',
    department: 'Field Operations',
    hireDate: '2020-02-24',
    status: 'active',
    certifications: [
      'OSHA 10-Hour Construction',
      'Fall Protection',
      'Standing Seam Metal (Drexel) Certified',
    ],
    emergencyContact: { name: 'Rosa Ortega', phone: '(904) 555-0115', relationship: 'Mother' },
    notes: 'Metal roofing specialist on Crew 2.',
    signed: '2026-01-12',
  },
  {
    employeeId: 'SFR-E004',
    firstName: 'Jasmine',
    lastName: 'Carter',
    email: 'jasmine.carter@shorefrontroofing.com',
    phone: '(904) 555-0147',
    address: '119 San Marco Ave, St. Augustine, FL 32084',
    position: 'Project Manager',
    department: 'Project Management',
    hireDate: '2019-10-01',
    status: 'active',
    certifications: [
      `Florida Certified Roofing Contractor (qualifier, ${COMPANY.license})`,
      'OSHA 30-Hour Construction',
      'HAAG Certified Inspector – Residential',
    ],
    emergencyContact: { name: 'Andre Carter', phone: '(904) 555-0148', relationship: 'Spouse' },
    notes:
      'Owns permits and inspections for St. Johns County jobs; first contact for insurance adjusters.',
    signed: '2026-01-08',
  },
  {
    employeeId: 'SFR-E005',
    firstName: 'Derek',
    lastName: 'Nguyen',
    email: 'derek.nguyen@shorefrontroofing.com',
    phone: '(904) 555-0163',
    address: '3301 3rd St S, Jacksonville Beach, FL 32250',
    position: 'Estimator',
    department: 'Sales & Estimating',
    hireDate: '2021-05-17',
    status: 'active',
    certifications: [
      'HAAG Certified Inspector – Residential',
      'Part 107 Drone Pilot',
      'OSHA 10-Hour Construction',
    ],
    emergencyContact: { name: 'Linh Nguyen', phone: '(904) 555-0164', relationship: 'Sister' },
    notes: 'Drone and thermal inspections; prepares estimates within 48 hours of the site visit.',
  },
  {
    employeeId: 'SFR-E006',
    firstName: 'Brittany',
    lastName: 'Holloway',
    email: 'brittany.holloway@shorefrontroofing.com',
    phone: '(904) 555-0122',
    address: '902 Park Ave, Orange Park, FL 32073',
    position: 'Office Administrator',
    department: 'Office & Administration',
    hireDate: '2017-11-06',
    status: 'active',
    certifications: ['Notary Public (Florida)'],
    emergencyContact: { name: 'Gary Holloway', phone: '(904) 555-0123', relationship: 'Father' },
    notes: 'Scheduling, permits paperwork, lien waivers and warranty registrations.',
    signed: '2026-01-07',
  },
  {
    employeeId: 'SFR-E007',
    firstName: 'Andre',
    lastName: 'Watkins',
    email: 'andre.watkins@shorefrontroofing.com',
    phone: '(904) 555-0176',
    address: '6120 Merrill Rd, Jacksonville, FL 32277',
    position: 'Roofing Installer',
    department: 'Field Operations',
    hireDate: '2022-08-15',
    status: 'on_leave',
    certifications: ['OSHA 10-Hour Construction', 'Fall Protection'],
    emergencyContact: { name: 'Keisha Watkins', phone: '(904) 555-0177', relationship: 'Spouse' },
    notes: 'On family leave until the end of the month; returns to Crew 1.',
  },
  {
    employeeId: 'SFR-E008',
    firstName: 'Cody',
    lastName: 'Reynolds',
    email: 'cody.reynolds@shorefrontroofing.com',
    phone: '(904) 555-0139',
    address: '48 Ocean Palm Way, Ponte Vedra Beach, FL 32082',
    position: 'Laborer',
    department: 'Field Operations',
    hireDate: '2023-04-03',
    status: 'inactive',
    certifications: ['OSHA 10-Hour Construction'],
    emergencyContact: null,
    notes: 'Seasonal tear-off help; inactive since the end of the 2025 storm season.',
  },
];

export async function seedEmployees(tx: Tx) {
  for (const { signed, ...employee } of SAMPLE_EMPLOYEES) {
    const [row] = await tx.insert(employees).values(employee).returning({ id: employees.id });
    if (row && signed) {
      await tx.insert(codeOfConductSignatures).values({
        employeeId: row.id,
        signatureDate: new Date(`${signed}T14:00:00Z`),
        version: CODE_OF_CONDUCT_VERSION,
        digitalSignature: `${employee.firstName} ${employee.lastName}`,
        ipAddress: '10.0.0.12',
        acknowledgedSections: CODE_OF_CONDUCT_SECTIONS.map((section) => section.id),
      });
    }
  }
}
