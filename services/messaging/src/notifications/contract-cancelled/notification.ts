import { contractCancelled } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { contractCancelledEmail, officeContractCancelledEmail } from './emails.tsx';

/** The customer cancelled: their acknowledgement (the refund and its deadline), the office's alert. */
export const contractCancelledNotification = defineEmailNotification({
  event: contractCancelled,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-contract-cancelled',
  job: { name: 'contract-cancelled-emails', version: 1, payload: 'contract' },
  steps: [
    {
      step: 'customer',
      type: 'contract_cancelled_acknowledgement',
      to: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      email: (contract, { publicUrl }) => contractCancelledEmail({ contract, publicUrl }),
    },
    {
      step: 'office',
      type: 'office_contract_cancelled',
      to: office,
      replyTo: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      email: (contract, { publicUrl }) => officeContractCancelledEmail({ contract, publicUrl }),
    },
  ],
});
