import { Field } from './layout.tsx';

/** A postal address on one line, as the office reads it: "12 Beach Ave, Neptune Beach, FL 32266". */
export const addressLine = (row: {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}) => `${row.streetAddress}, ${row.city}, ${row.state} ${row.zipCode}`;

/**
 * Who to call back, as every office alert opens: the customer, their phone and e-mail, and the
 * property (labelled "Address" where the e-mail is about a request rather than a job site).
 */
export const CustomerFields = ({
  name,
  phone,
  email,
  place,
  placeLabel = 'Property',
}: {
  name: string;
  phone: string;
  email: string;
  place: string;
  placeLabel?: 'Property' | 'Address';
}) => (
  <>
    <Field label="Customer">{name}</Field>
    <Field label="Phone">{phone}</Field>
    <Field label="E-mail">{email}</Field>
    <Field label={placeLabel}>{place}</Field>
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
}

/** The customer block of an office alert about a job (contract, invoice, payment, permit). */
export const JobCustomerFields = ({ customer }: { customer: JobCustomer }) => (
  <CustomerFields
    name={`${customer.firstName} ${customer.lastName}`}
    phone={customer.phone}
    email={customer.email}
    place={addressLine(customer)}
  />
);
