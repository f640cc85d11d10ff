import { createHash } from 'node:crypto';
import type { ContractCountersignedData } from '@roofing/contracts';
import type { MailAttachment } from '@roofing/platform';
import { contractFileName } from '../../emails/billing.tsx';

/**
 * The fully signed contract as an attachment, decoded from the event. It must be the PDF the
 * quote service stored: a PDF by its header, with the SHA-256 the event names. Anything else is
 * refused (the job fails and is kept among the failed ones) rather than mailed as "the contract".
 */
export function signedContractPdf(contract: ContractCountersignedData): MailAttachment {
  const content = Buffer.from(contract.pdfBase64, 'base64');
  if (!content.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw new Error(`signed contract of ${contract.estimateNumber}: the attachment is not a PDF`);
  const sha256 = createHash('sha256').update(content).digest('hex');
  if (sha256 !== contract.pdfSha256.toLowerCase())
    throw new Error(
      `signed contract of ${contract.estimateNumber}: the PDF does not match its SHA-256`,
    );
  return { filename: contractFileName(contract), content, contentType: 'application/pdf' };
}
