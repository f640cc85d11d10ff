import { Text } from '@react-email/components';
import { COMPANY, type Locale, PROMISES, type ServiceRequestOpenedData } from '@roofing/contracts';
import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import { dateTimeIn, easternDateTime, portalUrl } from '../../emails/format.ts';
import {
  Action,
  Bullets,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
  Quoted,
  Steps,
} from '../../emails/layout.tsx';
import { emergencyResponseIn, shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { StormNotice } from '../../emails/storm-notice.tsx';
import { serviceRequestT } from './messages.ts';

/**
 * A service request on a completed job, from the client portal: the office's alert (with the
 * customer's description, English) and the customer's acknowledgement in their language (without it: only the office reads
 * free text, see docs/jobs.md).
 */

interface Props {
  request: ServiceRequestOpenedData;
  publicUrl: string;
  /** The office's storm banner when the e-mail is rendered while it is on. */
  storm?: PublicStormBanner;
}

const TYPE_WORDS: Record<ServiceRequestOpenedData['requestType'], string> = {
  leak: 'Leak',
  storm_damage: 'Storm damage',
  warranty_claim: 'Warranty claim',
  maintenance: 'Maintenance',
  gutters: 'Gutters',
  other: 'Other',
};
const PRIORITY_WORDS: Record<ServiceRequestOpenedData['priority'], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

const isUrgent = (request: ServiceRequestOpenedData) => request.priority === 'urgent';
const typeOf = (request: ServiceRequestOpenedData) => TYPE_WORDS[request.requestType];
const callPromise = (request: ServiceRequestOpenedData) =>
  isUrgent(request)
    ? `within ${PROMISES.emergencyResponse}`
    : `within ${PROMISES.contactWithinHours} hours`;
/** "within 2-4 hours" / "dentro de 24 horas": when we call, in the customer's language. */
const callPromiseIn = (request: ServiceRequestOpenedData, locale: Locale) =>
  isUrgent(request)
    ? serviceRequestT(locale)('withinEmergency', { time: emergencyResponseIn(locale) })
    : serviceRequestT(locale)('withinHours', { hours: PROMISES.contactWithinHours });
const wet = (request: ServiceRequestOpenedData) =>
  request.requestType === 'leak' || request.requestType === 'storm_damage';

export function OfficeServiceRequestAlert({ request, publicUrl }: Props) {
  const urgent = isUrgent(request);
  return (
    <EmailLayout
      preview={`${PRIORITY_WORDS[request.priority]}: ${typeOf(request)} at ${request.streetAddress}, ${request.city} (${request.estimateNumber})`}
      reason="Sent to the office for every service request from the client portal. Reply to write to the customer."
      banner={
        urgent ? (
          <>
            <Text style={{ color: '#ffffff', fontWeight: 700 }}>
              *** URGENT SERVICE REQUEST ***
            </Text>
            <Text style={{ color: '#ffffff' }}>
              The customer marked this as urgent and was promised a call within{' '}
              {PROMISES.emergencyResponse}: call {request.phone} now.
            </Text>
          </>
        ) : undefined
      }
    >
      <P>
        {request.firstName} {request.lastName} asked for service on completed job{' '}
        {request.estimateNumber}.
      </P>
      <Panel>
        <CustomerFields
          name={`${request.firstName} ${request.lastName}`}
          phone={request.phone}
          email={request.email}
          place={addressLine(request)}
          language={request.language}
        />
      </Panel>
      <Field label="Request">
        {typeOf(request)} (service request #{request.serviceRequestId})
      </Field>
      <Field label="Priority">{PRIORITY_WORDS[request.priority]}</Field>
      <Field label="Opened">{easternDateTime(request.openedAt)}</Field>
      <H>What the customer describes:</H>
      <Quoted text={request.description} />
      <P>
        Promise to the customer: a call {callPromise(request)} to book the visit.
        {request.requestType === 'warranty_claim'
          ? ' Check the job’s warranties in the dashboard before the call.'
          : ''}
      </P>
      <Action href={new URL('/admin/dashboard', publicUrl).toString()}>Open the dashboard</Action>
    </EmailLayout>
  );
}

export function ServiceRequestAcknowledgement({ request, publicUrl, storm }: Props) {
  const urgent = isUrgent(request);
  const locale = request.language ?? 'en';
  const t = serviceRequestT(locale);
  const emergency = emergencyResponseIn(locale);
  return (
    <EmailLayout
      locale={locale}
      preview={
        storm && !urgent
          ? shared(locale)('stormPreview')
          : t('preview', { within: callPromiseIn(request, locale) })
      }
      reason={t('reason', { website: COMPANY.website, estimateNumber: request.estimateNumber })}
    >
      <Greeting name={request.firstName} locale={locale} />
      <StormNotice storm={storm} locale={locale} />
      <P>{t('thanks', { estimateNumber: request.estimateNumber })}</P>
      <Panel>
        <Field label={t('request')}>{t(`type.${request.requestType}`)}</Field>
        <Field label={t('priority')}>{t(`priority.${request.priority}`)}</Field>
        <Field label={t('sent')}>{dateTimeIn(request.openedAt, locale)}</Field>
      </Panel>
      <H>{t('nextTitle')}</H>
      <Steps
        items={[
          urgent
            ? t('stepCallUrgent', { time: emergency })
            : storm
              ? shared(locale)('stormStepCall')
              : t('stepCall', { hours: PROMISES.contactWithinHours }),
          t('stepVisit'),
          request.requestType === 'warranty_claim' ? t('stepWarrantyClaim') : t('stepWarranty'),
        ]}
      />
      {wet(request) ? (
        <>
          <H>{t('untilTitle')}</H>
          <Bullets
            items={[t('untilStayOff'), t('untilBucket'), t('untilPhotos'), t('untilCall')]}
          />
        </>
      ) : null}
      <P>{t('follow', { phone: COMPANY.phone })}</P>
      <Action href={portalUrl(publicUrl, locale)}>{shared(locale)('openPortal')}</Action>
    </EmailLayout>
  );
}

export const officeServiceRequestEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `${isUrgent(props.request) ? '[URGENT] ' : ''}Service request on ${props.request.estimateNumber}: ${typeOf(props.request)}, ${props.request.streetAddress}, ${props.request.city}`,
    <OfficeServiceRequestAlert {...props} />,
  );

export const serviceRequestAcknowledgementEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    serviceRequestT(props.request.language ?? 'en')('subject', {
      estimateNumber: props.request.estimateNumber,
    }),
    <ServiceRequestAcknowledgement {...props} />,
  );
