import { Text } from '@react-email/components';
import {
  BUSINESS_HOURS,
  COMPANY,
  INSPECTION_TYPES,
  type InspectionRequestedData,
  type InspectionType,
  optionLabel,
  PROMISES,
  URGENCY_LEVELS,
} from '@roofing/contracts';
import { CustomerFields } from '../../emails/customer-fields.tsx';
import { calendarDate, easternDateTime } from '../../emails/format.ts';
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
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');

const isEmergency = (inspection: InspectionRequestedData) =>
  inspection.urgencyLevel === 'emergency';
const typeOf = (inspection: InspectionRequestedData) =>
  optionLabel(INSPECTION_TYPES, inspection.inspectionType);
const urgencyOf = (inspection: InspectionRequestedData) =>
  optionLabel(URGENCY_LEVELS, inspection.urgencyLevel);

/** What the visit looks at, by inspection type, in the words we use on the phone. */
const COVERS: Record<InspectionType, string[]> = {
  'full-roof': [
    'The roof covering, slope by slope: shingles, tile, metal or membrane, including loose, cracked or missing pieces and granule loss',
    'Flashing at walls, chimneys, skylights and valleys, where most Florida leaks start',
    'Pipe boots, vents and other penetrations (sun-cracked boots are a common leak source here)',
    'Gutters, drip edge, fascia and soffits, and how water drains off the roof',
    'The attic, where we can reach it: signs of leaks, ventilation, and the condition of the roof deck',
    'Signs of wind, storm or impact damage, and an estimate of the remaining life of the roof',
  ],
  repair: [
    'Tracking the leak or damage to where it actually starts: water often travels before it shows on a ceiling',
    'The flashing, penetrations and covering around the problem area',
    'The roof deck and attic below it, for soft spots, rot or mold',
    'Whether a repair is the right call or the roof is near the end of its life, with honest repair options',
  ],
  maintenance: [
    'Sealants, fasteners and flashing that loosen with Florida heat and salt air',
    'Pipe boots, vents and the valleys and gutters where leaves and debris collect',
    'Lifted, cracked or slipped shingles and tiles that the next storm could catch',
    'A short list of small fixes, ideally done before hurricane season (June 1 to November 30)',
  ],
  insurance: [
    "The roof's covering, age, condition and remaining life: what insurers ask about for a new policy or a renewal",
    'Dated photos of every slope and every finding, for your insurer or adjuster',
    'Storm damage documented in detail (wind-lifted or creased shingles, broken tiles, impact marks), if there is any',
    'A written report you can hand to your insurance company',
  ],
  visual: [
    'A documented walk-over of every slope: the covering, flashing, vents and gutters',
    'The attic, where we can reach it: signs of leaks, ventilation and the roof deck',
    'A written report with dated photos of every finding',
  ],
  drone: [
    'High-resolution aerial photos of every slope, ridge and valley, with no foot traffic on the roof',
    'Close views of steep, tall or fragile tile areas a ladder cannot safely reach',
    'The photos and a written summary of what they show',
  ],
  'thermal-imaging': [
    'An infrared scan of the roof for trapped moisture and hidden leaks under the surface',
    'The wet areas marked on a roof plan, with the thermal images',
    'Where the water is likely getting in, and what to open up to confirm it',
  ],
  'comprehensive-report': [
    'Visual, drone and thermal inspections of the whole roof and the attic',
    'A detailed report: photos of every finding, the remaining life of the roof and repair priorities',
    'A report you can hand to a buyer, an insurer or a lender',
  ],
};

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

/**
 * The confirmation the homeowner receives. The address is not verified, so nothing the sender
 * wrote besides their name is repeated here (the description and the address stay in the office
 * alert): the form cannot make us mail someone else a text of the sender's choosing.
 */
export function InspectionConfirmation({ inspection }: { inspection: InspectionRequestedData }) {
  const type = typeOf(inspection);
  const emergency = isEmergency(inspection);
  const covers = COVERS[inspection.inspectionType as InspectionType] ?? COVERS['full-roof'];
  return (
    <EmailLayout
      preview={
        emergency
          ? `We will call you within ${PROMISES.emergencyResponse}.`
          : `We will call you within ${PROMISES.contactWithinHours} hours to schedule your inspection.`
      }
      reason={`You receive this e-mail because this address was entered on the inspection request form of ${COMPANY.website}.`}
    >
      <Greeting name={inspection.customerName} />
      <P>
        {emergency
          ? `Thank you for contacting ${COMPANY.name}. We have your emergency inspection request and the office has been alerted.`
          : `Thank you for asking ${COMPANY.name} to inspect your roof. We have your request and it is in our schedule queue.`}
      </P>
      <Panel>
        <Field label="Your request number">{inspection.requestNumber}</Field>
        <P>Keep this number handy: mention it when you call us or when we call you.</P>
      </Panel>
      <H>Your request</H>
      <Field label="Inspection">{type}</Field>
      <Field label="Urgency">{urgencyOf(inspection)}</Field>
      <Field label="Preferred date">{calendarDate(inspection.preferredDate)}</Field>
      <H>What happens next</H>
      <Steps
        items={[
          emergency
            ? `Because you marked this as an emergency, we will call you within ${PROMISES.emergencyResponse} to arrange the visit.`
            : `Within ${PROMISES.contactWithinHours} hours we call you to schedule your inspection, as close to your preferred date as we can.`,
          'A licensed and insured inspector visits the property. If you can, clear the way to the attic access: the underside of the roof deck shows leaks the outside does not.',
          'You receive dated photos and a written summary of what we found, with recommended next steps. We explain any cost before we book, so there are no surprises.',
        ]}
      />
      <H>What the {type} covers</H>
      <Bullets items={covers} />
      {emergency ? (
        <>
          <H>Until we get there</H>
          <Bullets
            items={[
              "Stay safe: don't go up on the roof, and keep out of rooms where the ceiling sags or water is near outlets or lights.",
              'Move furniture, electronics and valuables away from drips, and put a bucket or towels under the leak.',
              'Take photos of the damage inside and out from the ground: your insurance company will ask for them.',
            ]}
          />
        </>
      ) : null}
      <P>Questions, or water coming in? Call us at {COMPANY.phone}: emergency service runs 24/7.</P>
      <P>Office hours: {hours}.</P>
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
): Promise<EmailContent> =>
  renderEmail(
    isEmergency(inspection)
      ? `Emergency inspection request received (${inspection.requestNumber}): we'll call within ${PROMISES.emergencyResponse}`
      : `We received your inspection request (${inspection.requestNumber})`,
    <InspectionConfirmation inspection={inspection} />,
  );
