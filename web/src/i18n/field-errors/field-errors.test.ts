import {
  ColdshieldLeadRequestSchema,
  ContactRequestSchema,
  InspectionRequestSchema,
  QuoteRequestSchema,
  ServiceAreaCheckRequestSchema,
} from '@roofing/contracts';
import { InstantQuoteRequestSchema } from '@roofing/contracts/http/instant-quote';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { MessageValues } from '../catalogue.ts';
import { fieldErrorIn } from './field-errors.ts';
import { messages } from './messages.ts';

/**
 * Every field message the public forms' contract schemas produce (the browser checks with them,
 * and the server answers with the same) has its Spanish (issue 24): each schema is run against
 * many kinds of bad input and every message it gives is looked up.
 */
const spanish = await messages.loadSpanish();
const format = (key: keyof typeof messages.en, values?: MessageValues) =>
  String(new IntlMessageFormat(spanish[key], 'es-US').format(values));

const long = 'x'.repeat(6000);
const invisible = 'Ana\u200bReyes';
const control = 'Ana\u0007Reyes';
const bidi = 'Ana\u202eReyes';

/** Each form's schema and its fields that take text. */
const FORMS: { name: string; schema: z.ZodType; fields: string[]; extra?: object[] }[] = [
  {
    name: 'quote',
    schema: QuoteRequestSchema,
    fields: [
      'firstName',
      'lastName',
      'phone',
      'email',
      'streetAddress',
      'city',
      'state',
      'zipCode',
      'projectDescription',
      'specialInstructions',
    ],
    extra: [
      { serviceType: 'x', propertyType: 'x', currentRoofMaterial: 'x', preferredTime: 'x' },
      { roofAge: 'ten' },
      { roofAge: 1.5 },
      { roofAge: -1 },
      { roofAge: 200 },
      { preferredDate: 'soon' },
      { preferredDate: '2020-01-01' },
      { state: '12' },
      { textUpdates: 'yes' },
    ],
  },
  {
    name: 'contact',
    schema: ContactRequestSchema,
    fields: ['name', 'phone', 'email', 'message'],
    extra: [{ subject: 'x' }],
  },
  {
    name: 'coldshield',
    schema: ColdshieldLeadRequestSchema,
    fields: ['name', 'email', 'phone', 'address', 'message'],
  },
  {
    name: 'inspection request',
    schema: InspectionRequestSchema,
    fields: ['customerName', 'customerEmail', 'customerPhone', 'propertyAddress', 'description'],
    extra: [
      { inspectionType: 'x', urgencyLevel: 'x' },
      { preferredDate: 'soon' },
      { preferredDate: '2020-01-01' },
    ],
  },
  {
    name: 'instant quote',
    schema: InstantQuoteRequestSchema,
    fields: ['customerName', 'customerEmail', 'customerPhone', 'address', 'city', 'zipCode'],
    extra: [
      { roofSquares: 'big' },
      { roofSquares: 0 },
      { roofSquares: 5000 },
      { measurement: { method: 'satellite', pitch: '4/12', outline: [[0, 0]] } },
      { measurement: { method: 'satellite', pitch: '4/12', outlines: [] } },
    ],
  },
  { name: 'service area', schema: ServiceAreaCheckRequestSchema, fields: ['zipCode'] },
];

/** Every message the schema gives for the bad inputs. */
function messagesOf(form: (typeof FORMS)[number]): Set<string> {
  const found = new Set<string>();
  const inputs: object[] = [{}, ...(form.extra ?? [])];
  for (const bad of ['', '   ', long, invisible, control, bidi, '12', 'not an e-mail']) {
    inputs.push(Object.fromEntries(form.fields.map((field) => [field, bad])));
  }
  for (const input of inputs) {
    const result = form.schema.safeParse(input);
    for (const issue of result.success ? [] : result.error.issues) found.add(issue.message);
  }
  return found;
}

describe('field messages in Spanish', () => {
  it.each(FORMS.map((form) => [form.name, form] as const))(
    'the %s form has a Spanish translation for every message',
    (_name, form) => {
      const found = [...messagesOf(form)];
      expect(found.length).toBeGreaterThan(0);
      const missing = found.filter((message) => {
        const text = fieldErrorIn(message, format);
        return text === null || text === message;
      });
      expect(missing).toEqual([]);
    },
  );

  it('builds a message from its pattern and the label, and leaves an unknown one alone', () => {
    expect(fieldErrorIn('First name is required', format)).toBe('Indique el nombre');
    expect(fieldErrorIn('Project description must be at most 2000 characters', format)).toBe(
      'Escriba como máximo 2000 caracteres en la descripción del proyecto',
    );
    expect(fieldErrorIn('Enter a valid e-mail address', format)).toBe(
      'Escriba un correo electrónico válido',
    );
    expect(fieldErrorIn('Nickname is required', format)).toBeNull();
    expect(fieldErrorIn('Something else went wrong', format)).toBeNull();
  });
});
