import { Field } from './layout.tsx';

/** A postal address on one line, as the office reads it: "12 Beach Ave, Neptune Beach, FL 32266". */
export const addressLine = (row: {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}) => `${row.streetAddress}, ${row.city}, ${row.state} ${row.zipCode}`;

/**
 * The office's alerts are in English; a customer who wrote in Spanish is named as such, so the
 * one who calls back knows which language to answer in (nothing is said for English).
 */
export const LanguageField = ({ language }: { language?: string | null }) =>
  language === 'es' ? (
    <Field label="Language">
      Spanish: the customer wrote in Spanish and our e-mails to them go out in Spanish.
    </Field>
  ) : null;

/**
 * Who to call back, as every office alert opens: the customer, their phone and e-mail, the
 * property (labelled "Address" where the e-mail is about a request rather than a job site), and
 * their language when it is not English.
 */
export const CustomerFields = ({
  name,
  phone,
  email,
  place,
  placeLabel = 'Property',
  language,
}: {
  name: string;
  phone: string;
  email: string;
  place: string;
  placeLabel?: 'Property' | 'Address';
  language?: string | null;
}) => (
  <>
    <Field label="Customer">{name}</Field>
    <Field label="Phone">{phone}</Field>
    <Field label="E-mail">{email}</Field>
    <Field label={placeLabel}>{place}</Field>
    <LanguageField language={language} />
  </>
);

/** A job's customer as the quote service's events carry them (name, contact, property). */
export interface JobCustomer {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  language?: string | null;
}

/** The customer block of an office alert about a job (contract, invoice, payment, permit). */
export const JobCustomerFields = ({ customer }: { customer: JobCustomer }) => (
  <CustomerFields
    name={`${customer.firstName} ${customer.lastName}`}
    phone={customer.phone}
    email={customer.email}
    place={addressLine(customer)}
    language={customer.language}
  />
);
