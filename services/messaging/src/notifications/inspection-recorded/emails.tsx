import { COMPANY, type InspectionRecordedData, type Locale } from '@roofing/contracts';
import { dayOf } from '../../emails/billing.tsx';
import { portalEstimateUrl } from '../../emails/format.ts';
import {
  Action,
  EmailLayout,
  Field,
  Greeting,
  H,
  P,
  Panel,
  Quoted,
  Steps,
} from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { inspectionRecordedT } from './messages.ts';

/**
 * The building department's inspector passed or failed an inspection of the homeowner's roof:
 * what it means, what the inspector asked for on a fail, and what happens next.
 */

interface Props {
  inspection: InspectionRecordedData;
  publicUrl: string;
}

type T = ReturnType<typeof inspectionRecordedT>;

/** The inspection in a homeowner's words ("dry-in inspection", "final inspection", or its name). */
const nameOf = (inspection: InspectionRecordedData, t: T, locale: Locale) =>
  inspection.kind === 'other'
    ? t('name.other', {
        label: locale === 'en' ? inspection.label.toLowerCase() : inspection.label,
      })
    : t(inspection.kind === 'dry-in' ? 'name.dry-in' : 'name.final');

interface Localized {
  inspection: InspectionRecordedData;
  t: T;
  locale: Locale;
}

function InspectionFields({ inspection, t, locale }: Localized) {
  return (
    <Panel>
      <Field label={t('inspection')}>{inspection.label}</Field>
      <Field label={t('result')}>
        {inspection.result === 'pass' ? t('passed') : t('correction')}
      </Field>
      {inspection.resultOn ? (
        <Field label={t('inspectedOn')}>{dayOf(inspection.resultOn, locale)}</Field>
      ) : null}
      {inspection.inspector ? <Field label={t('inspector')}>{inspection.inspector}</Field> : null}
      <Field label={t('department')}>{inspection.jurisdiction}</Field>
      {inspection.permitNumber ? (
        <Field label={t('permitNumber')}>{inspection.permitNumber}</Field>
      ) : null}
      <Field label={shared(locale)('estimateNumber')}>{inspection.estimateNumber}</Field>
    </Panel>
  );
}

function Passed({ inspection, t, locale }: Localized) {
  if (inspection.kind === 'dry-in') {
    return (
      <>
        <P>{t('dryInPassed')}</P>
        <H>{t('nextTitle')}</H>
        <Steps items={[t('dryInStepCovering'), t('dryInStepFinal')]} />
      </>
    );
  }
  if (inspection.kind === 'final') {
    return (
      <>
        <P>{t('finalPassed')}</P>
        <P>{t('finalRecords')}</P>
        <H>{t('nextTitle')}</H>
        <Steps items={[t('finalStepWalk'), t('finalStepWarranty')]} />
      </>
    );
  }
  return <P>{t('otherPassed', { name: nameOf(inspection, t, locale) })}</P>;
}

function Failed({ inspection, t, locale }: Localized) {
  return (
    <>
      <P>{t('failed', { name: nameOf(inspection, t, locale) })}</P>
      {inspection.notes ? (
        <>
          <H>{t('askedTitle')}</H>
          <Quoted text={inspection.notes} />
        </>
      ) : null}
      <H>{t('nextTitle')}</H>
      <Steps
        items={[
          t('failedStepFix'),
          t('failedStepBook', { jurisdiction: inspection.jurisdiction }),
          t('failedStepResult'),
        ]}
      />
      <P>{t('nothingToDo')}</P>
    </>
  );
}

export function InspectionRecorded({ inspection, publicUrl }: Props) {
  const passed = inspection.result === 'pass';
  const locale = inspection.language;
  const t = inspectionRecordedT(locale);
  const name = nameOf(inspection, t, locale);
  return (
    <EmailLayout
      locale={locale}
      preview={passed ? t('previewPassed', { name }) : t('previewFailed', { name })}
      reason={t('reason', { company: COMPANY.name, estimateNumber: inspection.estimateNumber })}
    >
      <Greeting name={inspection.firstName} locale={locale} />
      {passed ? (
        <Passed inspection={inspection} t={t} locale={locale} />
      ) : (
        <Failed inspection={inspection} t={t} locale={locale} />
      )}
      <InspectionFields inspection={inspection} t={t} locale={locale} />
      <Action href={portalEstimateUrl(publicUrl, inspection.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{t('questions', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

/** The subject: the result first, so the inbox says it. */
function subjectOf(inspection: InspectionRecordedData) {
  const locale = inspection.language;
  const t = inspectionRecordedT(locale);
  const name = nameOf(inspection, t, locale);
  const { estimateNumber } = inspection;
  if (inspection.result === 'pass') {
    return inspection.kind === 'final'
      ? t('subjectFinalPassed', { estimateNumber })
      : t('subjectPassed', { name, estimateNumber });
  }
  return t('subjectFailed', { name, estimateNumber });
}

export const inspectionRecordedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(subjectOf(props.inspection), <InspectionRecorded {...props} />);
