import {
  type DocumentType,
  documentAmount,
  documentDate,
  documentNumber,
} from '@roofing/contracts';
import { DOCUMENT_FIELDS } from '@roofing/documents/templates';
import { AppError } from '@roofing/platform';
import type { z } from 'zod';
import { type DocumentValues, isEmpty } from './document-data.ts';

/** The spec's wizard asks these of every document type, whatever the template calls them. */
const WIZARD_FIELDS = [
  { name: 'contractAmount', label: 'Contract amount', kind: 'money' },
  { name: 'startDate', label: 'Start date', kind: 'date' },
] as const;

const schemaFor = (kind: string, label: string): z.ZodType | null =>
  kind === 'money'
    ? documentAmount(label)
    : kind === 'number'
      ? documentNumber(label)
      : kind === 'date'
        ? documentDate(label)
        : null;

/**
 * Refuses a document whose amounts, numbers or dates are not what they claim to be (a price of
 * "abc" or -500, a start date of 2027-02-30) before anything is rendered, naming each field.
 */
export function checkDocumentValues(type: DocumentType, data: DocumentValues): void {
  const problems: Record<string, string> = {};
  for (const field of [...WIZARD_FIELDS, ...DOCUMENT_FIELDS[type]]) {
    const value = data[field.name];
    if (isEmpty(value) || problems[field.name]) continue;
    const checked = schemaFor(field.kind, field.label)?.safeParse(value);
    if (checked && !checked.success) {
      problems[field.name] = checked.error.issues[0]?.message ?? `${field.label} is not valid`;
    }
  }
  const names = Object.keys(problems);
  if (names.length > 0) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Some fields are missing or invalid: ${names.join(', ')}`,
      problems,
    );
  }
}
