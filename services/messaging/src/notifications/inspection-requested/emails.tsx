import { Text } from '@react-email/components';
import {
  COMPANY,
  INSPECTION_TYPES,
  type InspectionRequestedData,
  type Locale,
  optionLabel,
  PROMISES,
  URGENCY_LEVELS,
} from '@roofing/contracts';
import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import { CustomerFields } from '../../emails/customer-fields.tsx';
import { calendarDate, calendarDateIn, easternDateTime } from '../../emails/format.ts';
import {
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
import { emergencyResponseIn, officeHoursIn, shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { StormNotice } from '../../emails/storm-notice.tsx';
import { inspectionCovers } from './covers.ts';
import {
  type InspectionRequestedKey,
  inspectionRequestedMessages,
  inspectionRequestedT,
} from './messages.ts';

const isEmergency = (inspection: InspectionRequestedData) =>
  inspection.urgencyLevel === 'emergency';
const typeOf = (inspection: InspectionRequestedData) =>
  optionLabel(INSPECTION_TYPES, inspection.inspectionType);
const urgencyOf = (inspection: InspectionRequestedData) =>
  optionLabel(URGENCY_LEVELS, inspection.urgencyLevel);

/** The alert the office receives for every inspection request; emergencies are flagged first. */
export function OfficeInspectionAlert({ inspection }: { inspection: InspectionRequestedData }) {
  const emergency = isEmergency(inspection);
  const promise = emergency
    ? `call within ${PROMISES.emergencyResponse} (emergency)`
    : `call within ${PROMISES.contactWithinHours} hours to schedule the inspection`;
  return (
    <EmailLayout
      preview={`${urgencyOf(inspection)}: ${typeOf(inspection)} for ${inspection.customerName}`}
      reason="Sent to the office for every inspection request from the website. Reply to write to the customer."
      banner={
        emergency ? (
          <>
            <Text style={{ color: '#ffffff', fontWeight: 700 }}>
              *** EMERGENCY INSPECTION REQUEST ***
            </Text>
            <Text style={{ color: '#ffffff' }}>
              The homeowner marked this as an emergency. We promised a call within{' '}
              {PROMISES.emergencyResponse}: call {inspection.customerPhone} now.
            </Text>
          </>
        ) : undefined
      }
    >
      <P>New inspection request {inspection.requestNumber}</P>
      <Panel>
        <CustomerFields
          name={inspection.customerName}
          phone={inspection.customerPhone}
          email={inspection.customerEmail}
          place={inspection.propertyAddress}
          language={inspection.language}
        />
      </Panel>
      <Field label="Inspection type">{typeOf(inspection)}</Field>
      <Field label="Urgency">{urgencyOf(inspection)}</Field>
      <Field label="Preferred date">
        {calendarDate(inspection.preferredDate)} ({inspection.preferredDate})
      </Field>
      <Field label="Requested">{easternDateTime(inspection.requestedAt)}</Field>
      <H>Description from the customer:</H>
      <Quoted text={inspection.description} />
      <P>Promise to the customer: {promise}.</P>
      <P>Reply to this e-mail to write to the customer.</P>
    </EmailLayout>
  );
}

/** A type or urgency in the customer's words: English as the form's label, Spanish from the catalogue. */
function labelIn(
  kind: 'type' | 'urgency',
  options: readonly { readonly value: string; readonly label: string }[],
  value: string,
  locale: Locale,
): string {
  const key = `${kind}.${value}`;
  if (locale === 'en' || !(key in inspectionRequestedMessages.en))
    return optionLabel(options, value);
  return inspectionRequestedT(locale)(key as InspectionRequestedKey);
}

/**
 * The confirmation the homeowner receives, in their language. The address is not verified, so
 * nothing the sender wrote besides their name is repeated here (the description and the address
 * stay in the office alert): the form cannot make us mail someone else a text of the sender's
 * choosing.
 */
export function InspectionConfirmation({
  inspection,
  storm,
}: {
  inspection: InspectionRequestedData;
  storm?: PublicStormBanner;
}) {
  const locale = inspection.language ?? 'en';
  const t = inspectionRequestedT(locale);
  const type = labelIn('type', INSPECTION_TYPES, inspection.inspectionType, locale);
  const emergency = isEmergency(inspection);
  const time = emergencyResponseIn(locale);
  const hours = PROMISES.contactWithinHours;
  return (
    <EmailLayout
      locale={locale}
      preview={
        emergency
          ? t('previewEmergency', { time })
          : storm
            ? shared(locale)('stormPreview')
            : t('preview', { hours })
      }
      reason={t('reason', { website: COMPANY.website })}
    >
      <Greeting name={inspection.customerName} locale={locale} />
      <StormNotice storm={storm} locale={locale} />
      <P>
        {emergency
          ? t('thanksEmergency', { company: COMPANY.name })
          : t('thanks', { company: COMPANY.name })}
      </P>
      <Panel>
        <Field label={t('yourNumber')}>{inspection.requestNumber}</Field>
        <P>{t('keepNumber')}</P>
      </Panel>
      <H>{t('requestTitle')}</H>
      <Field label={t('inspection')}>{type}</Field>
      <Field label={t('urgency')}>
        {labelIn('urgency', URGENCY_LEVELS, inspection.urgencyLevel, locale)}
      </Field>
      <Field label={t('preferredDate')}>{calendarDateIn(inspection.preferredDate, locale)}</Field>
      <H>{t('nextTitle')}</H>
      <Steps
        items={[
          emergency
            ? t('stepCallEmergency', { time })
            : storm
              ? shared(locale)('stormStepCall')
              : t('stepCall', { hours }),
          t('stepVisit'),
          t('stepReport'),
        ]}
      />
      <H>{t('coversTitle', { type })}</H>
      <Bullets items={[...inspectionCovers(inspection.inspectionType, locale)]} />
      {emergency ? (
        <>
          <H>{t('untilTitle')}</H>
          <Bullets items={[t('untilSafe'), t('untilMove'), t('untilPhotos')]} />
        </>
      ) : null}
      <P>{t('questions', { phone: COMPANY.phone })}</P>
      <P>{t('hours', { hours: officeHoursIn(locale) })}</P>
    </EmailLayout>
  );
}

export const officeInspectionAlertEmail = (
  inspection: InspectionRequestedData,
): Promise<EmailContent> =>
  renderEmail(
    `${isEmergency(inspection) ? '[EMERGENCY] ' : ''}Inspection request ${inspection.requestNumber}: ${urgencyOf(inspection)}, ${inspection.propertyAddress}`,
    <OfficeInspectionAlert inspection={inspection} />,
  );

export const inspectionConfirmationEmail = (
  inspection: InspectionRequestedData,
  storm: PublicStormBanner = null,
): Promise<EmailContent> =>
  renderEmail(
    inspectionRequestedT(inspection.language ?? 'en')(
      isEmergency(inspection) ? 'subjectEmergency' : 'subject',
      {
        requestNumber: inspection.requestNumber,
        time: emergencyResponseIn(inspection.language ?? 'en'),
      },
    ),
    <InspectionConfirmation inspection={inspection} storm={storm} />,
  );
