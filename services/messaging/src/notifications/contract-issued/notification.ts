import { contractIssued } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { contractReadyEmail } from './emails.tsx';

/** A contract (or a corrected version of one) is ready: the customer is asked to read and sign it. */
export const contractIssuedNotification = defineEmailNotification({
  event: contractIssued,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-contract-issued',
  job: { name: 'contract-issued-emails', version: 1, payload: 'contract' },
  steps: [
    {
      step: 'customer',
      type: 'contract_ready',
      to: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      email: (contract, { publicUrl }) => contractReadyEmail({ contract, publicUrl }),
    },
  ],
});
