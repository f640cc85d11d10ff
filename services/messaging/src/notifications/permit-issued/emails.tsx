import {
  COMPANY,
  FLORIDA_DEPOSIT_RULE_PERCENT,
  type PermitIssuedData,
  WORK_START_WITHIN_DAYS,
} from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, H, P, Panel, Steps } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { permitIssuedT } from './messages.ts';

/**
 * The building permit for the homeowner's roof was issued: the permit's facts, the Florida
 * deposit rule's start date when it applies, and the two inspections ahead.
 */

interface Props {
  permit: PermitIssuedData;
  publicUrl: string;
}

export function PermitIssued({ permit, publicUrl }: Props) {
  const locale = permit.language;
  const t = permitIssuedT(locale);
  const { jurisdiction, permitNumber } = permit;
  return (
    <EmailLayout
      locale={locale}
      preview={
        permitNumber
          ? t('previewNumbered', { jurisdiction, permit: permitNumber })
          : t('preview', { jurisdiction })
      }
      reason={t('reason', { company: COMPANY.name, estimateNumber: permit.estimateNumber })}
    >
      <Greeting name={permit.firstName} locale={locale} />
      <P>{t('good', { jurisdiction })}</P>
      <Panel>
        <Field label={t('issuedBy')}>{jurisdiction}</Field>
        {permitNumber ? <Field label={t('permitNumber')}>{permitNumber}</Field> : null}
        <Field label={t('issuedOn')}>{dayOf(permit.issuedOn, locale)}</Field>
        {permit.expiresOn ? (
          <Field label={t('validUntil')}>{dayOf(permit.expiresOn, locale)}</Field>
        ) : null}
        {permit.workStartBy ? (
          <Field label={t('startBy')}>{dayOf(permit.workStartBy, locale)}</Field>
        ) : null}
        <Field label={shared(locale)('estimateNumber')}>{permit.estimateNumber}</Field>
      </Panel>
      {permit.workStartBy ? (
        <P>
          {t('depositRule', {
            percent: FLORIDA_DEPOSIT_RULE_PERCENT,
            days: WORK_START_WITHIN_DAYS,
            day: dayOf(permit.workStartBy, locale),
          })}
        </P>
      ) : null}
      <H>{t('nextTitle')}</H>
      <Steps items={[t('stepStart'), t('stepDryIn'), t('stepFinal')]} />
      <P>{t('home')}</P>
      <Action href={portalEstimateUrl(publicUrl, permit.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{t('questions', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const permitIssuedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    props.permit.permitNumber
      ? permitIssuedT(props.permit.language)('subjectNumbered', {
          permit: props.permit.permitNumber,
          estimateNumber: props.permit.estimateNumber,
        })
      : permitIssuedT(props.permit.language)('subject', {
          estimateNumber: props.permit.estimateNumber,
        }),
    <PermitIssued {...props} />,
  );
