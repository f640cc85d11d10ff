import { COMPANY, type ContractIssuedData } from '@roofing/contracts';
import { CancellationRight, ContractFields, centsOf } from '../../emails/billing.tsx';
import { formatMoney, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The contract made from the estimate the customer accepted is ready to sign in the portal (or a
 * corrected version replaces one they had). It says what the contract is, the price and deposit,
 * that they read it in full and sign with a code e-mailed to them, and their right to cancel.
 */

interface Props {
  contract: ContractIssuedData;
  publicUrl: string;
}

export function ContractReady({ contract, publicUrl }: Props) {
  const replaced = contract.replacesVersion !== null;
  return (
    <EmailLayout
      preview={`Your roofing contract (${formatMoney(contract.contractPrice)}) is ready to read and sign in your client portal.`}
      reason={`You receive this e-mail because you accepted estimate ${contract.estimateNumber} from ${COMPANY.name}.`}
    >
      <Greeting name={contract.firstName} />
      {replaced ? (
        <P>
          We have updated your roofing contract. Version {contract.version} replaces version{' '}
          {contract.replacesVersion}, which can no longer be signed. Please read the new version in
          full before you sign it.
        </P>
      ) : (
        <P>
          Thank you for accepting your estimate. Your roofing contract is ready: it puts the work we
          quoted in writing, with the price, the deposit and your rights as a Florida homeowner.
        </P>
      )}
      <Panel>
        <ContractFields contract={contract} />
      </Panel>
      <H>How to sign</H>
      <Steps
        items={[
          'Open the contract in your client portal with the button below.',
          'Read it all the way through: the signature section opens once you reach the end.',
          'Type your full name and draw your signature with your finger or mouse.',
          `Press "Send me a code": we e-mail a 6-digit code to this address. Enter it and press Sign.`,
        ]}
      />
      <P>
        Once you have signed, we e-mail you a confirmation
        {centsOf(contract.depositAmount) > 0 ? ' and the deposit invoice' : ''}, and our office
        countersigns. You then receive the fully signed contract as a PDF for your records.
      </P>
      <Action href={portalEstimateUrl(publicUrl, contract.estimateNumber)}>
        Read and sign your contract
      </Action>
      <H>Your right to cancel</H>
      <CancellationRight />
      <P>
        Questions about anything in the contract? Call us at {COMPANY.phone} before you sign: we are
        glad to go through it with you.
      </P>
    </EmailLayout>
  );
}

export const contractReadyEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    props.contract.replacesVersion !== null
      ? `Your updated roofing contract is ready to sign (${props.contract.estimateNumber})`
      : `Your roofing contract is ready to sign (${props.contract.estimateNumber})`,
    <ContractReady {...props} />,
  );
