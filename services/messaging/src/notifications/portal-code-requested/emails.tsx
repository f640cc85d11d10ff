import { COMPANY, type PortalCodeRequestedData } from '@roofing/contracts';
import { EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The one-time code a customer asked for to act on an estimate (accept, decline, ask for
 * changes, send messages and photos). The subject carries the six digits, so a phone's mail
 * preview shows them; nothing the requester typed is repeated (they may not be the owner).
 */
export function PortalCode({ request }: { request: PortalCodeRequestedData }) {
  return (
    <EmailLayout
      preview={`Your code: ${request.code}`}
      reason={`You receive this e-mail because someone asked for a code to confirm changes to estimate ${request.estimateNumber} with ${COMPANY.name}.`}
    >
      <P>Your confirmation code is {request.code}</P>
      <Panel>
        <Field label="Code">{request.code}</Field>
        <Field label="Estimate number">{request.estimateNumber}</Field>
      </Panel>
      <P>
        Enter it on our website within 10 minutes to accept, decline or comment on your estimate. It
        works once.
      </P>
      <P>
        Did not ask for a code? You can ignore this e-mail: nothing changes without it. We will
        never ask you for this code by phone.
      </P>
    </EmailLayout>
  );
}

export const portalCodeSubject = (code: string) => `${code} is your ${COMPANY.name} code`;

export async function portalCodeEmail(request: PortalCodeRequestedData): Promise<EmailContent> {
  return renderEmail(portalCodeSubject(request.code), <PortalCode request={request} />);
}
