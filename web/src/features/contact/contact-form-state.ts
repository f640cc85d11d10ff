import { type ContactRequestInput, ContactRequestSchema } from '@roofing/contracts';
import { contractResolver } from '../../components/ui/contract-resolver.ts';

export type ContactFormValues = {
  name: string;
  phone: string;
  email: string;
  /** '' while no subject is chosen (the subject is optional). */
  subject: string;
  message: string;
};

export type ContactField = keyof ContactFormValues;

export const CONTACT_FORM_DEFAULTS: ContactFormValues = {
  name: '',
  phone: '',
  email: '',
  subject: '',
  message: '',
};

/** The request body of POST /api/contacts; an unchosen subject travels as null. */
export function toContactRequestInput(values: ContactFormValues): ContactRequestInput {
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    subject: values.subject === '' ? null : values.subject,
    message: values.message.trim(),
  };
}

/** Validates with the contract schema (POST /api/contacts) the body the form would send. */
export const contactRequestResolver = contractResolver(ContactRequestSchema, toContactRequestInput);
