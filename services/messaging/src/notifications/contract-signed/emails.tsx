import { COMPANY, type ContractSignedData } from '@roofing/contracts';
import { CancellationRight, ContractFields, centsOf, dayOf } from '../../emails/billing.tsx';
import { JobCustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, formatMoney, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The customer signed: their acknowledgement (when, the last day to cancel and how) and the
 * office's alert to countersign.
 */

interface Props {
  contract: ContractSignedData;
  publicUrl: string;
}

export function ContractSignedReceipt({ contract, publicUrl }: Props) {
  return (
    <EmailLayout
      preview={`You signed your roofing contract. You may cancel until midnight at the end of ${dayOf(contract.cancelBy)}.`}
      reason={`You receive this e-mail because the contract for estimate ${contract.estimateNumber} was signed in the ${COMPANY.name} client portal.`}
    >
      <Greeting name={contract.firstName} />
      <P>
        Thank you: we received your signed roofing contract. Our office will countersign it, and we
        will then e-mail you the fully signed contract as a PDF for your records.
      </P>
      <Panel>
        <ContractFields contract={contract} />
        <Field label="Signed by">{contract.signerName}</Field>
        <Field label="Signed on">{easternDateTime(contract.signedAt)}</Field>
        <Field label="You may cancel until">
          midnight at the end of {dayOf(contract.cancelBy)}
        </Field>
      </Panel>
      {centsOf(contract.depositAmount) > 0 ? (
        <P>
          The deposit invoice ({formatMoney(contract.depositAmount)}) follows in a separate e-mail
          and is in your client portal, where you can pay online or see how to pay by check or bank
          transfer.
        </P>
      ) : null}
      <H>Your right to cancel</H>
      <CancellationRight cancelBy={contract.cancelBy} />
      <P>
        Did you not sign this contract? Call us at {COMPANY.phone} right away and we will put it on
        hold.
      </P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber)}>
        View your contract
      </Action>
    </EmailLayout>
  );
}

export function OfficeContractSigned({ contract, publicUrl }: Props) {
  const name = `${contract.firstName} ${contract.lastName}`;
  return (
    <EmailLayout
      preview={`${name} signed contract v${contract.version} for ${contract.estimateNumber}: countersign it in the dashboard.`}
      reason="Sent to the office for every contract a customer signs. Reply to write to the customer."
    >
      <P>
        {name} signed the contract for estimate {contract.estimateNumber}. Countersign it in the
        dashboard: the fully signed PDF is then made and e-mailed to the customer and to this
        address.
      </P>
      <Panel>
        <JobCustomerFields customer={contract} />
        <ContractFields contract={contract} />
        <Field label="Signed by">{contract.signerName}</Field>
        <Field label="Signed on">{easternDateTime(contract.signedAt)}</Field>
        <Field label="Cancellation window ends">
          midnight at the end of {dayOf(contract.cancelBy)}
        </Field>
      </Panel>
      <P>
        {centsOf(contract.depositAmount) > 0
          ? 'The deposit invoice was issued with the signature. '
          : ''}
        Do not order materials or start work before the cancellation window ends: the customer may
        still cancel without penalty.
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>
        Countersign in the dashboard
      </Action>
    </EmailLayout>
  );
}

export const contractSignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `We received your signed contract (${props.contract.estimateNumber})`,
    <ContractSignedReceipt {...props} />,
  );

export const officeContractSignedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Contract signed: ${props.contract.estimateNumber}, ${props.contract.firstName} ${props.contract.lastName}. Countersign in the dashboard`,
    <OfficeContractSigned {...props} />,
  );
