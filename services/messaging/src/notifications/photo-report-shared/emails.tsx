import { COMPANY, type PhotoReportSharedData } from '@roofing/contracts';
import { calendarDate, portalEstimateUrl } from '../../emails/format.ts';
import { Action, EmailLayout, Field, Greeting, P, Panel, Quoted } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * A photo inspection report is in the homeowner's portal: what it is, when the roof was
 * inspected, the office's note if it wrote one, and the link to read it (the portal asks for the
 * e-mailed code before it shows a document with the homeowner's name).
 */

interface Props {
  report: PhotoReportSharedData;
  publicUrl: string;
}

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

export function PhotoReportShared({ report, publicUrl }: Props) {
  return (
    <EmailLayout
      preview={`Your roof inspection photo report is ready in your client portal (${photos(report.photoCount)}).`}
      reason={`You receive this e-mail because ${COMPANY.name} inspected the roof for your project (${report.estimateNumber}) and shared the report with you.`}
    >
      <Greeting name={report.firstName} />
      <P>
        Your inspection photo report is ready in your client portal. It shows what we found on your
        roof, photo by photo, with our findings and what we recommend doing next.
      </P>
      <Panel>
        <Field label="Report">{report.title}</Field>
        <Field label="Roof inspected on">{calendarDate(report.inspectedOn)}</Field>
        <Field label="Property">
          {`${report.streetAddress}, ${report.city}, ${report.state} ${report.zipCode}`}
        </Field>
        <Field label="Photos">{photos(report.photoCount)}</Field>
        <Field label="Estimate number">{report.estimateNumber}</Field>
      </Panel>
      {report.note ? (
        <>
          <P>A note from our office:</P>
          <Quoted text={report.note} />
        </>
      ) : null}
      <Action href={portalEstimateUrl(publicUrl, report.estimateNumber)}>
        Read your photo report
      </Action>
      <P>
        The report is a PDF you can download from the portal and keep. If your roof is part of an
        insurance claim, you may share it with your adjuster. Questions about what the photos show?
        Call us at {COMPANY.phone} and mention the estimate number.
      </P>
    </EmailLayout>
  );
}

export const photoReportSharedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `Your roof inspection photo report is ready (${props.report.estimateNumber})`,
    <PhotoReportShared {...props} />,
  );
