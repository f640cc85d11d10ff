import { COMPANY, type InspectionRecordedData } from '@roofing/contracts';
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
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The building department's inspector passed or failed an inspection of the homeowner's roof:
 * what it means, what the inspector asked for on a fail, and what happens next.
 */

interface Props {
  inspection: InspectionRecordedData;
  publicUrl: string;
}

/** The inspection in a homeowner's words ("dry-in inspection", "final inspection", or its name). */
const NAMES = { 'dry-in': 'dry-in inspection', final: 'final inspection' } as const;
const nameOf = (inspection: InspectionRecordedData) =>
  inspection.kind === 'other' ? inspection.label.toLowerCase() : NAMES[inspection.kind];

function InspectionFields({ inspection }: { inspection: InspectionRecordedData }) {
  return (
    <Panel>
      <Field label="Inspection">{inspection.label}</Field>
      <Field label="Result">{inspection.result === 'pass' ? 'Passed' : 'Correction needed'}</Field>
      {inspection.resultOn ? (
        <Field label="Inspected on">{dayOf(inspection.resultOn)}</Field>
      ) : null}
      {inspection.inspector ? <Field label="Inspector">{inspection.inspector}</Field> : null}
      <Field label="Building department">{inspection.jurisdiction}</Field>
      {inspection.permitNumber ? (
        <Field label="Permit number">{inspection.permitNumber}</Field>
      ) : null}
      <Field label="Estimate number">{inspection.estimateNumber}</Field>
    </Panel>
  );
}

function Passed({ inspection }: { inspection: InspectionRecordedData }) {
  if (inspection.kind === 'dry-in') {
    return (
      <>
        <P>
          Your roof passed its dry-in inspection. The inspector checked the roof deck, its nailing
          and the new underlayment against the Florida Building Code before anything covers them.
        </P>
        <H>What happens next</H>
        <Steps
          items={[
            'The crew installs the finished roof covering, flashings and vents.',
            'When the roof is done, the inspector comes back for the final inspection. We e-mail you the result.',
          ]}
        />
      </>
    );
  }
  if (inspection.kind === 'final') {
    return (
      <>
        <P>
          Your new roof passed its final inspection: the building department has signed off on the
          work under the permit.
        </P>
        <P>
          Keep this e-mail with your home records. Insurers often ask for proof of a permitted,
          inspected roof, and a new roof built to the current code may lower your windstorm premium:
          ask your insurance agent whether a wind mitigation inspection (form OIR-B1-1802) is worth
          having done.
        </P>
        <H>What happens next</H>
        <Steps
          items={[
            'We walk the job with you, if you would like, and make sure the yard is clear of nails and debris.',
            'We send your warranty details and anything still due on the project to your client portal.',
          ]}
        />
      </>
    );
  }
  return (
    <P>
      The {nameOf(inspection)} passed. We carry on with the work and e-mail you after the next
      inspection.
    </P>
  );
}

function Failed({ inspection }: { inspection: InspectionRecordedData }) {
  return (
    <>
      <P>
        The inspector asked for a correction before passing the {nameOf(inspection)}. This is a
        normal part of building under a permit, and fixing what the inspector asked for is our
        responsibility as your contractor.
      </P>
      {inspection.notes ? (
        <>
          <H>What the inspector asked for</H>
          <Quoted text={inspection.notes} />
        </>
      ) : null}
      <H>What happens next</H>
      <Steps
        items={[
          'Our crew makes the correction, usually within a few working days, weather permitting.',
          `We book the re-inspection with ${inspection.jurisdiction} and let you know the day.`,
          'We e-mail you the result of the re-inspection.',
        ]}
      />
      <P>
        You do not need to do anything. If you have questions about the correction, call us and we
        will walk you through it.
      </P>
    </>
  );
}

export function InspectionRecorded({ inspection, publicUrl }: Props) {
  const passed = inspection.result === 'pass';
  return (
    <EmailLayout
      preview={
        passed
          ? `Your roof passed its ${nameOf(inspection)}.`
          : `The ${nameOf(inspection)} needs a correction: here is what the inspector asked for and what we do next.`
      }
      reason={`You receive this e-mail because ${COMPANY.name} is building your roofing project (${inspection.estimateNumber}) under a permit, and an inspection result was recorded.`}
    >
      <Greeting name={inspection.firstName} />
      {passed ? <Passed inspection={inspection} /> : <Failed inspection={inspection} />}
      <InspectionFields inspection={inspection} />
      <Action href={portalEstimateUrl(publicUrl, inspection.estimateNumber)}>
        See your permit and inspections
      </Action>
      <P>Questions? Call us at {COMPANY.phone} and mention the estimate number.</P>
    </EmailLayout>
  );
}

/** The subject: the result first, so the inbox says it. */
function subjectOf(inspection: InspectionRecordedData) {
  const name = nameOf(inspection);
  if (inspection.result === 'pass') {
    return inspection.kind === 'final'
      ? `Your new roof passed its final inspection (${inspection.estimateNumber})`
      : `Your roof passed its ${name} (${inspection.estimateNumber})`;
  }
  return `Your roof's ${name} needs a correction (${inspection.estimateNumber})`;
}

export const inspectionRecordedEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(subjectOf(props.inspection), <InspectionRecorded {...props} />);
