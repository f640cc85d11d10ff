import { contractSigned } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { contractSignedEmail, officeContractSignedEmail } from './emails.tsx';

/** The customer signed: their acknowledgement (cancel by when, and how), the office's alert to countersign. */
export const contractSignedNotification = defineEmailNotification({
  event: contractSigned,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-contract-signed',
  job: { name: 'contract-signed-emails', version: 1, payload: 'contract' },
  steps: [
    {
      step: 'customer',
      type: 'contract_signed_receipt',
      to: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      email: (contract, { publicUrl }) => contractSignedEmail({ contract, publicUrl }),
    },
    {
      step: 'office',
      type: 'office_contract_signed',
      to: office,
      replyTo: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      email: (contract, { publicUrl }) => officeContractSignedEmail({ contract, publicUrl }),
    },
  ],
});
