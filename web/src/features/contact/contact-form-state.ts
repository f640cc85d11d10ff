import type { ContactRequestInput } from '@roofing/contracts';

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
