import { contractCountersigned } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { contractCountersignedEmail, officeContractCountersignedEmail } from './emails.tsx';
import { signedContractPdf } from './signed-pdf.ts';

/**
 * The office countersigned: the fully signed contract, attached as a PDF, to the customer and to
 * the office. The PDF travels in the event (and so in the job); it is never kept in the record.
 */
export const contractCountersignedNotification = defineEmailNotification({
  event: contractCountersigned,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-contract-countersigned',
  job: { name: 'contract-countersigned-emails', version: 1, payload: 'contract' },
  steps: [
    {
      step: 'customer',
      type: 'contract_fully_signed',
      to: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      attachments: (contract) => [signedContractPdf(contract)],
      email: (contract, { publicUrl }) => contractCountersignedEmail({ contract, publicUrl }),
    },
    {
      step: 'office',
      type: 'office_contract_countersigned',
      to: office,
      replyTo: (contract) => contract.email,
      estimateNumber: (contract) => contract.estimateNumber,
      attachments: (contract) => [signedContractPdf(contract)],
      email: (contract, { publicUrl }) => officeContractCountersignedEmail({ contract, publicUrl }),
    },
  ],
});
