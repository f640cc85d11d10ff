import { type ColdshieldLeadRequestInput, ColdshieldLeadRequestSchema } from '@roofing/contracts';
import { contractResolver } from '../../components/ui/contract-resolver.ts';

/** What the offer's lead form holds: text as typed. */
export type LeadFormValues = {
  name: string;
  phone: string;
  email: string;
  address: string;
  message: string;
};

export type LeadField = keyof LeadFormValues;

export const LEAD_FORM_DEFAULTS: LeadFormValues = {
  name: '',
  phone: '',
  email: '',
  address: '',
  message: '',
};

/** The body of POST /api/coldshield-leads; blank details travel as null (they are optional). */
export function toLeadRequestInput(values: LeadFormValues): ColdshieldLeadRequestInput {
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    address: values.address.trim(),
    message: message === '' ? null : message,
  };
}

/** Validates with the contract schema the body the form would send. */
export const leadRequestResolver = contractResolver(
  ColdshieldLeadRequestSchema,
  toLeadRequestInput,
);
