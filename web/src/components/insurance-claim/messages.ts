import { defineMessages } from '../../i18n/catalogue.ts';

/**
 * The insurance-claim disclosures' heading and, on a Spanish page, the Spanish reading of the
 * three statutory statements (s. 489.147(1)(a)); the official English wording stays beside them.
 */
export const messagesEnglish = {
  heading: 'If your roof repair is part of an insurance claim',
  statement1: 'The consumer is responsible for payment of any insurance deductible.',
  statement2:
    'It is insurance fraud punishable as a felony of the third degree for a contractor to knowingly or willfully, and with intent to injure, defraud, or deceive, pay, waive, or rebate all or part of an insurance deductible applicable to payment to the contractor for repairs to a property covered by a property insurance policy.',
  statement3:
    'It is insurance fraud punishable as a felony of the third degree to intentionally file an insurance claim containing any false, incomplete, or misleading information.',
  officialEnglish: 'The statements as Florida law words them (English):',
};

export const messages = defineMessages(
  'insuranceDisclosures',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
