import { COMPANY, type ContractCountersignedData } from '@roofing/contracts';
import { ContractFields, contractFileName, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The office countersigned: the fully signed contract goes to the customer and to the office,
 * attached as a PDF (see signed-pdf.ts). The body says what the file is and how to check it.
 */

interface Props {
  contract: ContractCountersignedData;
  publicUrl: string;
}

/** The fingerprint wraps anywhere, so it cannot push a phone's screen sideways. */
const Hash = ({ value }: { value: string }) => (
  <span style={{ wordBreak: 'break-all' }}>{value}</span>
);

function SignedFields({
  contract,
  signerLabel,
}: {
  contract: ContractCountersignedData;
  signerLabel: string;
}) {
  return (
    <>
      <ContractFields contract={contract} />
      <Field label={signerLabel}>{contract.signerName}</Field>
      <Field label={`Countersigned for ${COMPANY.name}`}>
        {contract.countersignedBy}, {easternDateTime(contract.countersignedAt)}
      </Field>
      <Field label="Attached">{contractFileName(contract)}</Field>
      <Field label="File fingerprint (SHA-256)">
        <Hash value={contract.pdfSha256} />
      </Field>
    </>
  );
}

export function ContractCountersigned({ contract, publicUrl }: Props) {
  return (
    <EmailLayout
      preview={`Your roofing contract is signed by both sides. The signed PDF is attached.`}
      reason={`You receive this e-mail because you signed the contract for estimate ${contract.estimateNumber} with ${COMPANY.name}.`}
    >
      <Greeting name={contract.firstName} />
      <P>
        Your roofing contract is now signed by you and by {COMPANY.name}. The fully signed contract
        is attached as a PDF: please save it with your records. It ends with a signing certificate:
        who signed, when, and how each signature was verified.
      </P>
      <Panel>
        <SignedFields contract={contract} signerLabel="Signed by you" />
      </Panel>
      <P>
        Your right to cancel without penalty runs until midnight at the end of{' '}
        {dayOf(contract.cancelBy)}: use "Cancel contract" in your client portal, or mail or deliver
        a signed written notice to {COMPANY.legalName}, {COMPANY.address}, by then.
      </P>
      <P>
        Next, we apply for your building permit and call you to schedule the work. The contract and
        your invoices are always in your client portal, under Documents.
      </P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber)}>
        Open your client portal
      </Action>
      <P>Questions? Call us at {COMPANY.phone}.</P>
    </EmailLayout>
  );
}

export function OfficeContractCountersigned({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`Fully signed contract for ${contract.estimateNumber} (${name}) attached.`}
      reason="Sent to the office for every contract countersigned, with the signed PDF for the job file. Reply to write to the customer."
    >
      <P>
        The contract for estimate {contract.estimateNumber} is signed by both sides and was e-mailed
        to the customer. The signed PDF is attached for the job file.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <SignedFields contract={contract} signerLabel="Signed by the customer" />
        <Field label="Cancellation window ends">
          midnight at the end of {dayOf(contract.cancelBy)}
        </Field>
      </Panel>
      <P>
        Once the cancellation window has passed: apply for the permit (within 30 days of a deposit
        over 10 % of the price, Florida s. 489.126) and schedule the crew.
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export const contractCountersignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your signed roofing contract (${props.contract.estimateNumber})`,
    <ContractCountersigned {...props} />,
  );

export const officeContractCountersignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract countersigned: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName} (signed PDF attached)`,
    <OfficeContractCountersigned {...props} />,
  );
