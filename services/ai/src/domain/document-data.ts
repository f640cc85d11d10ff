import { type DocumentType, easternDay } from '@roofing/contracts';
import { DOCUMENT_FIELDS, type DocumentField } from '@roofing/documents/templates';
import { z } from 'zod';
import type { RequestDetails } from './read-request.ts';

/** One value of a document's data: what the wizard sends and the prefill answers. */
export type FieldValue = string | number | boolean;
export type DocumentValues = Record<string, unknown>;

export const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The spec's wizard asks every type the same five questions (client, address, amount, start date,
 * details). Where a template names the thing differently, the answer is carried over, so the
 * spec's wizard fills a lien waiver or a warranty as well as a contract. Typed values win.
 */
const WIZARD_ALIASES: Partial<Record<DocumentType, Record<string, string>>> = {
  'lien-waiver': {
    clientName: 'customerName',
    projectAddress: 'propertyDescription',
    contractAmount: 'paymentAmount',
  },
  // A certificate is dated the day the roof was finished: the wizard's one date is that day.
  warranty: { clientName: 'ownerName', startDate: 'completionDate' },
  estimate: { contractAmount: 'price' },
  // A statement's date is the first day of its period.
  'profit-loss': { startDate: 'periodStart' },
};

export function withWizardAliases(type: DocumentType, data: DocumentValues): DocumentValues {
  const result = { ...data };
  for (const [from, to] of Object.entries(WIZARD_ALIASES[type] ?? {})) {
    if (isEmpty(result[to]) && !isEmpty(result[from])) result[to] = result[from];
  }
  // An invoice needs a line: one for the whole amount of the job when only a total was given.
  if (type === 'invoice' && isEmpty(result.lineItems) && !isEmpty(result.contractAmount)) {
    const where = typeof result.projectAddress === 'string' ? ` at ${result.projectAddress}` : '';
    result.lineItems = [`Roofing work${where} per contract | ${result.contractAmount}`];
  }
  return result;
}

/**
 * The fields of a document that the details of a request fill, by the names the wizard and the
 * template use (the wizard's aliases then carry them to the template's own names).
 */
export function fieldsFromDetails(type: DocumentType, details: RequestDetails): DocumentValues {
  const names = new Set(DOCUMENT_FIELDS[type].map((field) => field.name));
  const values: DocumentValues = {
    clientName: details.clientName,
    projectAddress: details.projectAddress,
    contractAmount: details.amount,
    startDate: details.startDate,
  };
  const extra: DocumentValues = {
    completionDate: details.completionDate,
    periodStart: details.periodStart,
    periodEnd: details.periodEnd,
    scopeOfWork: details.scope,
    roofType: details.roofType,
    roofSystem: details.roofType ? (details.scope ?? details.roofType) : details.scope,
    workType: details.workKind,
  };
  for (const [name, value] of Object.entries(extra)) if (names.has(name)) values[name] = value;
  return Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
}

/** Today's date where the office is (YYYY-MM-DD), not the server's UTC day. */
export function businessDay(now: Date, addDays = 0): string {
  return easternDay(new Date(now.getTime() + addDays * 86_400_000));
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Values a model suggested, kept only where the template has that field, staff left it empty,
 * and the value has the field's kind (a date is YYYY-MM-DD, an amount a number).
 */
export function validSuggestions(
  type: DocumentType,
  suggested: Record<string, unknown>,
  typed: DocumentValues,
): Record<string, FieldValue> {
  const fields = new Map<string, DocumentField>(DOCUMENT_FIELDS[type].map((f) => [f.name, f]));
  const kept: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(suggested)) {
    const field = fields.get(name);
    if (!field || !isEmpty(typed[name]) || isEmpty(value)) continue;
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || text.length > 2000) continue;
    if (field.kind === 'date' && !ISO_DAY.test(text.trim())) continue;
    if (
      (field.kind === 'number' || field.kind === 'money') &&
      !/^-?[\d,]*\.?\d+$/.test(text.replace(/^\$/, '').trim())
    )
      continue;
    kept[name] = text.trim();
  }
  return kept;
}

/** What a model is asked to return for a document's fields. */
export const SuggestedValuesSchema = z.object({
  values: z.record(z.string().max(60), z.union([z.string().max(2000), z.number()])),
});

/** The fields of a type as a model reads them: name, label, kind, an example, the hint. */
export function describeFields(type: DocumentType): string {
  return DOCUMENT_FIELDS[type]
    .map(
      (field) =>
        `- ${field.name} (${field.kind}${field.required ? ', required' : ''}): ${field.label}; e.g. ${field.example}${field.help ? `; ${field.help}` : ''}`,
    )
    .join('\n');
}
