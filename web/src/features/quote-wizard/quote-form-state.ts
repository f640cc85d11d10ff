import { type QuoteRequestInput, QuoteRequestSchema } from '@roofing/contracts';
import { contractResolver } from '../../components/ui/contract-resolver.ts';

/** What the wizard's controls hold: text as typed, checkboxes as booleans. */
export interface QuoteFormValues {
  serviceType: string;
  propertyType: string;
  currentRoofMaterial: string;
  roofAge: string;
  projectDescription: string;
  isVeteran: boolean;
  isSenior: boolean;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  preferredDate: string;
  preferredTime: string;
  specialInstructions: string;
  /** The unticked "Text me updates" box (issue 24). */
  textUpdates: boolean;
}
export type QuoteField = keyof QuoteFormValues;

export const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  serviceType: '',
  propertyType: '',
  currentRoofMaterial: '',
  roofAge: '',
  projectDescription: '',
  isVeteran: false,
  isSenior: false,
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  streetAddress: '',
  city: '',
  state: 'FL',
  zipCode: '',
  preferredDate: '',
  preferredTime: '',
  specialInstructions: '',
  textUpdates: false,
};

export const WIZARD_STEPS = [
  {
    number: 1,
    title: 'Project Details',
    hasRequired: true,
    fields: [
      'serviceType',
      'propertyType',
      'currentRoofMaterial',
      'roofAge',
      'projectDescription',
      'isVeteran',
      'isSenior',
    ],
  },
  {
    number: 2,
    title: 'Contact Info',
    hasRequired: true,
    fields: [
      'firstName',
      'lastName',
      'phone',
      'email',
      'streetAddress',
      'city',
      'state',
      'zipCode',
      'textUpdates',
    ],
  },
  {
    number: 3,
    title: 'Schedule',
    // Every field of the schedule is optional: no "Fields marked * are required." here.
    hasRequired: false,
    fields: ['preferredDate', 'preferredTime', 'specialInstructions'],
  },
] as const satisfies readonly {
  number: number;
  title: string;
  hasRequired: boolean;
  fields: readonly QuoteField[];
}[];
export const LAST_STEP = WIZARD_STEPS.length;

/** The element id of a field's control, used for labels and for moving focus to an error. */
export const fieldId = (field: string) => `quote-${field}`;

const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());

/**
 * Builds the request body: blank optional fields are omitted, roof age is sent as a number. The
 * page's language is added when it is sent (see QuoteWizard).
 */
export function toQuoteRequestInput(values: QuoteFormValues): QuoteRequestInput {
  const roofAge = values.roofAge.trim();
  return {
    serviceType: values.serviceType as QuoteRequestInput['serviceType'],
    propertyType: values.propertyType as QuoteRequestInput['propertyType'],
    currentRoofMaterial: optional(values.currentRoofMaterial),
    roofAge: roofAge === '' ? undefined : Number(roofAge),
    projectDescription: optional(values.projectDescription),
    isVeteran: values.isVeteran,
    isSenior: values.isSenior,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    streetAddress: values.streetAddress.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    zipCode: values.zipCode.trim(),
    preferredDate: optional(values.preferredDate),
    preferredTime: optional(values.preferredTime),
    specialInstructions: optional(values.specialInstructions),
    textUpdates: values.textUpdates,
  };
}

/**
 * Validates with the contract schema (POST /api/quotes) the body the wizard would send: trimmed,
 * roof age as a number, blank optional fields left out.
 */
export const quoteRequestResolver = contractResolver(QuoteRequestSchema, toQuoteRequestInput);

/**
 * The steps whose fields the contract schema accepts as they stand: the indicator marks a step
 * done only when it is one of these (moving on stays free; the form is checked on submit).
 */
export function validSteps(values: QuoteFormValues): ReadonlySet<number> {
  const result = QuoteRequestSchema.safeParse(toQuoteRequestInput(values));
  const invalid = new Set(
    result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])),
  );
  return new Set(
    WIZARD_STEPS.filter((step) => !step.fields.some((field) => invalid.has(field))).map(
      (step) => step.number,
    ),
  );
}

/** The first step holding a field with an error, with that field; null when none match. */
export function firstInvalidField(
  errors: Partial<Record<string, unknown>>,
): { step: number; field: QuoteField } | null {
  for (const step of WIZARD_STEPS) {
    const field = step.fields.find((name) => errors[name]);
    if (field) return { step: step.number, field };
  }
  return null;
}

/** Whether a name the server reported is one of the wizard's fields. */
export const isQuoteField = (name: string): name is QuoteField => name in QUOTE_FORM_DEFAULTS;
