import { type ContactRequestInput, ContactRequestSchema } from '@roofing/contracts';
import { contractResolver } from '../../components/ui/contract-resolver.ts';

/** The body of POST /api/contacts, with the page's language and the "Text me updates" box. */
export type ContactRequestBody = ContactRequestInput;

export type ContactFormValues = {
  name: string;
  phone: string;
  email: string;
  /** '' while no subject is chosen (the subject is optional). */
  subject: string;
  message: string;
  /** The unticked "Text me updates" box. */
  textUpdates: boolean;
};

export type ContactField = keyof ContactFormValues;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
  textUpdates: false,
};

/**
 * The request body of POST /api/contacts; an unchosen subject travels as null. The page's
 * language is added when it is sent (ContactForm).
 */
export function toContactRequestInput(values: ContactFormValues): ContactRequestBody {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    subject: values.subject === '' ? null : values.subject,
    message: values.message.trim(),
    textUpdates: values.textUpdates,
  };
}

/** Validates with the contract schema (POST /api/contacts) the body the form would send. */
export const contactRequestResolver = contractResolver(ContactRequestSchema, toContactRequestInput);
