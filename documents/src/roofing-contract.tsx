import { WARRANTY_YEARS } from '@roofing/contracts';
import { roofingContractParts } from './roofing-contract-body.tsx';
import type { DocumentTemplate } from './templates.ts';
import { textOf } from './values.ts';

/** A Florida residential re-roofing contract between the homeowner and the company. */
export const roofingContractTemplate: DocumentTemplate = {
  fields: [
    {
      name: 'contractNumber',
      label: 'Contract number',
      kind: 'text',
      required: false,
      example: 'SFR-C-2026-0412',
    },
    {
      name: 'clientName',
      label: 'Owner name(s)',
      kind: 'text',
      required: true,
      example: 'Maria and David Alvarez',
    },
    {
      name: 'clientPhone',
      label: 'Owner phone',
      kind: 'text',
      required: false,
      example: '(904) 555-0177',
    },
    {
      name: 'clientEmail',
      label: 'Owner e-mail',
      kind: 'text',
      required: false,
      example: 'maria.alvarez@example.com',
    },
    {
      name: 'projectAddress',
      label: 'Property address',
      kind: 'text',
      required: true,
      example: '418 Seagate Ave, Neptune Beach, FL 32266',
    },
    {
      name: 'scopeOfWork',
      label: 'Scope of work',
      kind: 'multiline',
      required: false,
      example:
        'Tear off existing shingles to the deck and install a new architectural shingle roof on the house and attached garage (32 squares).',
      help: 'What is included; the standard steps are listed below it.',
    },
    {
      name: 'roofType',
      label: 'Roof system',
      kind: 'text',
      required: false,
      example: 'Architectural asphalt shingle',
    },
    {
      name: 'materials',
      label: 'Materials (brand, line, color)',
      kind: 'multiline',
      required: false,
      example:
        'GAF Timberline HDZ, Charcoal; GAF FeltBuster synthetic underlayment; 4-in self-adhered tape on deck seams; Cobra ridge vent',
    },
    {
      name: 'roofSquares',
      label: 'Roof area (squares)',
      kind: 'number',
      required: false,
      example: '32',
    },
    {
      name: 'contractAmount',
      label: 'Contract price',
      kind: 'money',
      required: true,
      example: '18450.00',
    },
    {
      name: 'depositAmount',
      label: 'Deposit due at signing',
      kind: 'money',
      required: false,
      example: '1845.00',
      help: 'Above 10% of the price, Florida law sets permit and start deadlines (s. 489.126).',
    },
    {
      name: 'startDate',
      label: 'Estimated start date',
      kind: 'date',
      required: false,
      example: '2026-11-23',
    },
    {
      name: 'completionDate',
      label: 'Estimated completion date',
      kind: 'date',
      required: false,
      example: '2026-11-25',
    },
    {
      name: 'warrantyYears',
      label: 'Workmanship warranty (years)',
      kind: 'number',
      required: false,
      example: String(WARRANTY_YEARS),
    },
    {
      name: 'manufacturerWarranty',
      label: 'Manufacturer warranty',
      kind: 'text',
      required: false,
      example: 'GAF System Plus limited warranty (registered by the Contractor)',
    },
    {
      name: 'insuranceCarrier',
      label: 'Insurance carrier (if paid from a claim)',
      kind: 'text',
      required: false,
      example: 'Citizens Property Insurance',
      help: 'With a claim number: the deductible, no-assignment and s. 489.147 disclosures are added.',
    },
    {
      name: 'claimNumber',
      label: 'Insurance claim number',
      kind: 'text',
      required: false,
      example: '00-24-118734',
    },
    {
      name: 'emergencyDeclaration',
      label: 'State of emergency declaration (if any)',
      kind: 'text',
      required: false,
      example: 'Executive Order 24-214 (Hurricane Milton)',
      help: 'Adds the 10-day right to cancel of s. 489.147(6), in 18-point bold, before the signatures.',
    },
    {
      name: 'officialStartDate',
      label: 'Official start date',
      kind: 'date',
      required: false,
      example: '2026-11-30',
    },
    {
      name: 'officialStartWork',
      label: 'Work that starts on the official start date',
      kind: 'text',
      required: false,
      example: 'Tear-off and installation of the new underlayment',
    },
    {
      name: 'additionalDetails',
      label: 'Additional terms',
      kind: 'multiline',
      required: false,
      example: 'Owner will move vehicles out of the driveway by 7:00 AM on the start date.',
    },
  ],

  render({ data, preferences, now }) {
    const carrier = textOf(data.insuranceCarrier);
    const claimNumber = textOf(data.claimNumber);
    const declaration = textOf(data.emergencyDeclaration);
    return roofingContractParts(data, {
      florida: preferences.floridaCompliant && preferences.includeCompliance,
      now,
      insurance: carrier && claimNumber ? { carrier, claimNumber } : null,
      emergency: declaration
        ? {
            declaration,
            officialStartDate: textOf(data.officialStartDate) || null,
            officialStartWork: textOf(data.officialStartWork) || null,
          }
        : null,
    });
  },
};
