import { COMPANY, type Locale, type PortalCodeRequestedData } from '@roofing/contracts';
import { EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { portalCodeT } from './messages.ts';

/**
 * The one-time code a customer asked for: to act on an estimate (accept, decline, ask for
 * changes, send messages and photos) or, with purpose `sign-contract`, to sign their contract.
 * The subject carries the six digits, so a phone's mail preview shows them; nothing the
 * requester typed is repeated (they may not be the owner). In the customer's language.
 */
export function PortalCode({ request }: { request: PortalCodeRequestedData }) {
  const signing = request.purpose === 'sign-contract';
  const locale = request.language;
  const t = portalCodeT(locale);
  const values = {
    code: request.code,
    estimateNumber: request.estimateNumber,
    company: COMPANY.name,
    phone: COMPANY.phone,
  };
  return (
    <EmailLayout
      locale={locale}
      preview={t(signing ? 'signPreview' : 'preview', values)}
      reason={t(signing ? 'signReason' : 'reason', values)}
    >
      <P>{t(signing ? 'signIntro' : 'intro', values)}</P>
      <Panel>
        <Field label={t('code')}>{request.code}</Field>
        <Field label={shared(locale)('estimateNumber')}>{request.estimateNumber}</Field>
      </Panel>
      <P>{t(signing ? 'signUse' : 'use')}</P>
      <P>{t(signing ? 'signNotYou' : 'notYou', values)}</P>
    </EmailLayout>
  );
}

export const portalCodeSubject = (
  code: string,
  purpose: PortalCodeRequestedData['purpose'] = 'portal',
  locale: Locale = 'en',
) =>
  portalCodeT(locale)(purpose === 'sign-contract' ? 'signSubject' : 'subject', {
    code,
    company: COMPANY.name,
  });

export async function portalCodeEmail(request: PortalCodeRequestedData): Promise<EmailContent> {
  return renderEmail(
    portalCodeSubject(request.code, request.purpose, request.language),
    <PortalCode request={request} />,
  );
}
