import { COMPANY, type PortalCodeRequestedData } from '@roofing/contracts';
import { EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The one-time code a customer asked for: to act on an estimate (accept, decline, ask for
 * changes, send messages and photos) or, with purpose `sign-contract`, to sign their contract.
 * The subject carries the six digits, so a phone's mail preview shows them; nothing the
 * requester typed is repeated (they may not be the owner).
 */
export function PortalCode({ request }: { request: PortalCodeRequestedData }) {
  const signing = request.purpose === 'sign-contract';
  return (
    <EmailLayout
      preview={
        signing ? `Your code to sign your contract: ${request.code}` : `Your code: ${request.code}`
      }
      reason={
        signing
          ? `You receive this e-mail because someone asked for a code to sign the contract for estimate ${request.estimateNumber} with ${COMPANY.name}.`
          : `You receive this e-mail because someone asked for a code to confirm changes to estimate ${request.estimateNumber} with ${COMPANY.name}.`
      }
    >
      <P>
        {signing ? 'Your code to sign your contract is' : 'Your confirmation code is'}{' '}
        {request.code}
      </P>
      <Panel>
        <Field label="Code">{request.code}</Field>
        <Field label="Estimate number">{request.estimateNumber}</Field>
      </Panel>
      <P>
        {signing
          ? 'Enter it in your client portal within 10 minutes to sign your contract. It works once. Entering it and pressing Sign is your electronic signature, as binding as one on paper.'
          : 'Enter it on our website within 10 minutes to accept, decline or comment on your estimate. It works once.'}
      </P>
      <P>
        {signing
          ? `Did not ask for a code? Do not share it with anyone, and call us at ${COMPANY.phone}: nothing is signed without it. We will never ask you for this code by phone.`
          : 'Did not ask for a code? You can ignore this e-mail: nothing changes without it. We will never ask you for this code by phone.'}
      </P>
    </EmailLayout>
  );
}

export const portalCodeSubject = (
  code: string,
  purpose: PortalCodeRequestedData['purpose'] = 'portal',
) =>
  purpose === 'sign-contract'
    ? `${code} is your code to sign your ${COMPANY.name} contract`
    : `${code} is your ${COMPANY.name} code`;

export async function portalCodeEmail(request: PortalCodeRequestedData): Promise<EmailContent> {
  return renderEmail(
    portalCodeSubject(request.code, request.purpose),
    <PortalCode request={request} />,
  );
}
