import {
  COMPANY,
  type DocumentType,
  INSTANT_QUOTE,
  type PrefillDocumentRequestSchema,
  WARRANTY_YEARS,
} from '@roofing/contracts';
import { DOCUMENT_FIELDS, type DocumentField } from '@roofing/documents/templates';
import type { z } from 'zod';
import type { ModelAccess } from '../providers/model-access.ts';
import {
  businessDay,
  type DocumentValues,
  describeFields,
  type FieldValue,
  fieldsFromDetails,
  isEmpty,
  SuggestedValuesSchema,
  validSuggestions,
  withWizardAliases,
} from './document-data.ts';
import { readRequest } from './read-request.ts';

type Request = z.output<typeof PrefillDocumentRequestSchema>;
type Recent = Array<{ documentType: string; documentData?: DocumentValues }>;

/** Fields that hold the same person or place under different names in different templates. */
const SAME_AS: Record<string, string[]> = {
  clientName: ['customerName', 'ownerName'],
  customerName: ['clientName', 'ownerName'],
  ownerName: ['clientName', 'customerName'],
  projectAddress: ['propertyDescription', 'billingAddress'],
  billingAddress: ['projectAddress'],
};
const PERSON_FIELDS = ['clientName', 'customerName', 'ownerName'];
/** Details of one job that the next document of the same client repeats. */
const JOB_FIELDS = [
  'clientPhone',
  'clientEmail',
  'projectAddress',
  'billingAddress',
  'estimateNumber',
  'roofType',
  'roofSquares',
  'propertyDescription',
  'county',
];

/** Where the ten served places lie, for the notary block of a lien waiver. */
const COUNTY_BY_PLACE: Array<[RegExp, string]> = [
  [/ponte vedra|st\.? augustine|st\.? johns/i, 'St. Johns'],
  [/fernandina|amelia|yulee/i, 'Nassau'],
  [/orange park|fleming island|middleburg/i, 'Clay'],
  [/gainesville/i, 'Alachua'],
  [/jacksonville|neptune beach|atlantic beach/i, 'Duval'],
];

/** The wizard's own fields (portal §3), by the labels it shows. */
const WIZARD_LABELS: Record<string, string> = {
  clientName: 'Client name',
  projectAddress: 'Project address',
  contractAmount: 'Contract amount',
  startDate: 'Start date',
  additionalDetails: 'Additional details',
};

export interface Prefill {
  prefillData: Record<string, FieldValue>;
  message: string;
}

/**
 * Suggested values for the wizard: only fields the form has (`fields`, else the template's) and
 * staff left empty. Offline it reads what staff wrote in the details (client, address, amount,
 * dates: read-request.ts), then fills what can be known (today's date, company facts, the next
 * invoice or certificate number, the client's job details from their last document, values
 * staff keep repeating); a model may add more, checked against the template's fields, and never
 * replaces the known ones. The message says what was filled, or that there was nothing to add.
 */
export async function prefillDocument(
  request: Request,
  model: ModelAccess,
  staffName: string,
  now = new Date(),
): Promise<Prefill> {
  const type = request.documentType;
  const typed = request.partialData as DocumentValues;
  const recent = (request.learningContext?.recentDocuments ?? []) as Recent;
  const details = typeof typed.additionalDetails === 'string' ? typed.additionalDetails : '';
  const read = details.trim() ? fieldsFromDetails(type, readRequest(details, now)) : {};
  const fromDetails = Object.fromEntries(
    Object.entries(withWizardAliases(type, read)).filter(([name]) => isEmpty(typed[name])),
  ) as Record<string, FieldValue>;
  const known = {
    ...fromDetails,
    ...offlinePrefill(type, { ...typed, ...fromDetails }, recent, staffName, now),
  };
  let values = known;
  if (model.configured) {
    const answer = await model.structured(
      'documents',
      [
        {
          role: 'system',
          content: `You suggest values for the empty fields of a ${type} form of Shorefront Roofing, a Florida roofing contractor, from what staff typed and their recent documents (JSON). Today is ${businessDay(now)}. Suggest only values that follow from that data; never invent a customer, an address or an amount. Dates as YYYY-MM-DD, amounts as plain numbers. Answer with a JSON object {"values": {"<field name>": value}}. The fields:\n${describeFields(type)}`,
        },
        { role: 'user', content: JSON.stringify({ typed, recentDocuments: recent }) },
      ],
      SuggestedValuesSchema,
    );
    const suggested = answer ? validSuggestions(type, answer.values, { ...typed, ...known }) : {};
    values = { ...suggested, ...known };
  }
  return forTheForm(type, values, typed, request.fields);
}

/**
 * The values under the names the asking form uses: a template's own name for the wizard's
 * field (a warranty's owner is the wizard's client) is given back under the wizard's name.
 */
function forTheForm(
  type: DocumentType,
  values: Record<string, FieldValue>,
  typed: DocumentValues,
  fields: readonly string[] | undefined,
): Prefill {
  const result: Record<string, FieldValue> = { ...values };
  for (const name of Object.keys(WIZARD_LABELS)) {
    if (result[name] !== undefined || !isEmpty(typed[name])) continue;
    const aliased = withWizardAliases(type, { [name]: '\u0000' });
    const templateName = Object.keys(aliased).find(
      (key) => key !== name && aliased[key] === '\u0000',
    );
    const value = templateName ? values[templateName] : undefined;
    if (value !== undefined) result[name] = value;
  }
  const prefillData = fields
    ? Object.fromEntries(Object.entries(result).filter(([name]) => fields.includes(name)))
    : result;
  const labels = Object.keys(prefillData).map(
    (name) =>
      WIZARD_LABELS[name] ??
      DOCUMENT_FIELDS[type].find((field) => field.name === name)?.label ??
      name,
  );
  const message =
    labels.length === 0
      ? 'Nothing to add: the fields are filled or there is nothing to go on yet. Type the client\u2019s name, or describe the job in the details (address, amount, dates), and prefill again.'
      : `Filled ${listOf(labels)}.`;
  return { prefillData, message };
}

const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export function offlinePrefill(
  type: DocumentType,
  typed: DocumentValues,
  recent: Recent,
  staffName: string,
  now: Date,
): Record<string, FieldValue> {
  const fields = DOCUMENT_FIELDS[type];
  const values: Record<string, FieldValue> = {};
  const has = (name: string) => !isEmpty(typed[name]) || values[name] !== undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

  // The same client's last document carries their job's details.
  const person = PERSON_FIELDS.map((name) => text(typed[name]))
    .find(Boolean)
    ?.toLowerCase();
  const sameClient = person
    ? recent.find((doc) =>
        PERSON_FIELDS.some((name) => text(doc.documentData?.[name]).toLowerCase() === person),
      )
    : undefined;

  for (const field of fields) {
    if (has(field.name)) continue;
    const value =
      fromTypedAlias(field.name, typed) ??
      defaultFor(field, type, typed, recent, staffName, now) ??
      fromSameClient(field.name, sameClient?.documentData) ??
      repeatedValue(field.name, recent);
    if (value !== undefined && value !== '') values[field.name] = value;
  }
  return values;
}

function fromTypedAlias(name: string, typed: DocumentValues): FieldValue | undefined {
  for (const other of SAME_AS[name] ?? []) {
    const value = typed[other];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

function defaultFor(
  field: DocumentField,
  type: DocumentType,
  typed: DocumentValues,
  recent: Recent,
  staffName: string,
  now: Date,
): FieldValue | undefined {
  switch (field.name) {
    case 'estimateDate':
    case 'invoiceDate':
    case 'signedDate':
      return businessDay(now);
    case 'completionDate':
      // A warranty certificate is written the day the roof is finished.
      return type === 'warranty' ? businessDay(now) : undefined;
    case 'dueDate':
      return businessDay(now, 15);
    case 'invoiceNumber':
    case 'certificateNumber':
    case 'contractNumber':
      return nextNumber(field, recent, now);
    case 'lienorName':
      return COMPANY.legalName;
    case 'warrantyYears':
      return WARRANTY_YEARS;
    case 'taxRate':
      // Florida taxes the roofer's materials, not the homeowner's bill for real-property work.
      return 0;
    case 'paymentInstructions':
      return `Please pay by check made out to ${COMPANY.legalName}, or call ${COMPANY.phone} to pay by card. Thank you for choosing ${COMPANY.name}.`;
    case 'preparedBy':
      return staffName;
    case 'waiverType':
      return 'conditional';
    case 'paymentType':
      return 'progress';
    case 'pricePerSquare':
      return /shingle/i.test(String(typed.roofType ?? ''))
        ? INSTANT_QUOTE.pricePerSquare
        : undefined;
    case 'county': {
      const place = `${typed.projectAddress ?? ''} ${typed.propertyDescription ?? ''}`;
      return COUNTY_BY_PLACE.find(([pattern]) => pattern.test(place))?.[1];
    }
    case 'periodStart':
    case 'periodEnd':
      return lastMonth(now)[field.name === 'periodStart' ? 0 : 1];
    default:
      return undefined;
  }
}

/** One past the highest number of that kind in recent documents, else the first of the year. */
function nextNumber(field: DocumentField, recent: Recent, now: Date): string {
  const used = recent
    .map((doc) => doc.documentData?.[field.name])
    .filter((value): value is string => typeof value === 'string' && /\d+$/.test(value.trim()));
  const last = used
    .map((value) => value.trim())
    .sort((a, b) => Number(b.match(/\d+$/)?.[0]) - Number(a.match(/\d+$/)?.[0]))[0];
  if (last) {
    const digits = last.match(/\d+$/)?.[0] ?? '0';
    const next = String(Number(digits) + 1).padStart(digits.length, '0');
    return last.slice(0, last.length - digits.length) + next;
  }
  // The template's example shows the house format, e.g. INV-2026-0418: start this year at 0001.
  const year = businessDay(now).slice(0, 4);
  return field.example
    .replace(/\d{4}(?=-)/, year)
    .replace(/\d+$/, (d) => '1'.padStart(d.length, '0'));
}

function fromSameClient(name: string, data: DocumentValues | undefined): FieldValue | undefined {
  if (!data || !(JOB_FIELDS.includes(name) || PERSON_FIELDS.includes(name))) return undefined;
  for (const candidate of [name, ...(SAME_AS[name] ?? [])]) {
    const value = data[candidate];
    if (typeof value === 'string' || typeof value === 'number') return value;
  }
  return undefined;
}

/** A value staff typed the same way in two or more recent documents (a default of theirs). */
function repeatedValue(name: string, recent: Recent): FieldValue | undefined {
  const counts = new Map<string, number>();
  for (const doc of recent) {
    const value = doc.documentData?.[name];
    if (typeof value === 'string' && value.trim())
      counts.set(value.trim(), (counts.get(value.trim()) ?? 0) + 1);
  }
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : undefined;
}

function lastMonth(now: Date): [string, string] {
  const [year, month] = businessDay(now).split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(month === 1 ? year - 1 : year, (month + 10) % 12, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return [start.toISOString().slice(0, 10), end.toISOString().slice(0, 10)];
}
