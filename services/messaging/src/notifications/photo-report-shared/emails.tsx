import { COMPANY, type PhotoReportSharedData } from '@roofing/contracts';
import { calendarDateIn, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel, Quoted } from '../../emails/layout.tsx';
import { shared } from '../../emails/messages.ts';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';
import { photoReportSharedT } from './messages.ts';

/**
 * A photo inspection report is in the homeowner's portal: what it is, when the roof was
 * inspected, the office's note if it wrote one, and the link to read it (the portal asks for the
 * e-mailed code before it shows a document with the homeowner's name).
 */

interface Props {
  report: PhotoReportSharedData;
  publicUrl: string;
}

export function PhotoReportShared({ report, publicUrl }: Props) {
  const locale = report.language;
  const t = photoReportSharedT(locale);
  const photos = t('photos', { count: report.photoCount });
  return (
    <EmailLayout
      locale={locale}
      preview={t('preview', { photos })}
      reason={t('reason', { company: COMPANY.name, estimateNumber: report.estimateNumber })}
    >
      <Greeting name={report.firstName} locale={locale} />
      <P>{t('ready')}</P>
      <Panel>
        <Field label={t('report')}>{report.title}</Field>
        <Field label={t('inspectedOn')}>{calendarDateIn(report.inspectedOn, locale)}</Field>
        <Field label={t('property')}>
          {`${report.streetAddress}, ${report.city}, ${report.state} ${report.zipCode}`}
        </Field>
        <Field label={t('photosLabel')}>{photos}</Field>
        <Field label={shared(locale)('estimateNumber')}>{report.estimateNumber}</Field>
      </Panel>
      {report.note ? (
        <>
          <P>{t('note')}</P>
          <Quoted text={report.note} />
        </>
      ) : null}
      <Action href={portalEstimateUrl(publicUrl, report.estimateNumber, locale)}>
        {t('action')}
      </Action>
      <P>{t('keep', { phone: COMPANY.phone })}</P>
    </EmailLayout>
  );
}

export const photoReportSharedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    photoReportSharedT(props.report.language)('subject', {
      estimateNumber: props.report.estimateNumber,
    }),
    <PhotoReportShared {...props} />,
  );
