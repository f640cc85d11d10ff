import {
  BUSINESS_HOURS,
  BUSINESS_TIME_ZONE,
  COMPANY,
  INSPECTION_TYPES,
  type InspectionRequestedData,
  optionLabel,
  PROMISES,
  URGENCY_LEVELS,
} from '@roofing/contracts';
import type { EmailContent } from './quote-emails.ts';

const hours = BUSINESS_HOURS.map((entry) => `${entry.days}: ${entry.hours}`).join(' · ');

const isEmergency = (inspection: InspectionRequestedData) =>
  inspection.urgencyLevel === 'emergency';

/** "2026-06-01" → "Monday, June 1, 2026" (a calendar date: no time zone shifts it). */
export function longDate(isoDate: string): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

/** An ISO time as the office reads it: "Thursday, May 28, 2026, 10:00 AM EDT". */
export function floridaTime(isoTime: string): string {
  const time = new Date(isoTime);
  if (Number.isNaN(time.getTime())) return isoTime;
  return new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(time);
}

/** What the visit looks at, by inspection type, in the words we use on the phone. */
const COVERS: Record<string, string[]> = {
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
};

/** The alert the office receives for every inspection request; emergencies are flagged first. */
export function officeInspectionAlertEmail(inspection: InspectionRequestedData): EmailContent {
  const type = optionLabel(INSPECTION_TYPES, inspection.inspectionType);
  const urgency = optionLabel(URGENCY_LEVELS, inspection.urgencyLevel);
  const emergency = isEmergency(inspection);
  const promise = emergency
    ? `call within ${PROMISES.emergencyResponse} (emergency)`
    : `call within ${PROMISES.contactWithinHours} hours to schedule the inspection`;
  const text = [
    ...(emergency
      ? [
          '*** EMERGENCY INSPECTION REQUEST ***',
          `The homeowner marked this as an emergency. We promised a call within ${PROMISES.emergencyResponse}: call ${inspection.customerPhone} now.`,
          '',
        ]
      : []),
    `New inspection request ${inspection.requestNumber}`,
    '',
    `Customer: ${inspection.customerName}`,
    `Phone: ${inspection.customerPhone}`,
    `E-mail: ${inspection.customerEmail}`,
    `Property: ${inspection.propertyAddress}`,
    '',
    `Inspection type: ${type}`,
    `Urgency: ${urgency}`,
    `Preferred date: ${longDate(inspection.preferredDate)} (${inspection.preferredDate})`,
    `Requested: ${floridaTime(inspection.requestedAt)}`,
    '',
    'Description from the customer:',
    inspection.description,
    '',
    `Promise to the customer: ${promise}.`,
    'Reply to this e-mail to write to the customer.',
  ].join('\n');
  return {
    subject: `${emergency ? '[EMERGENCY] ' : ''}Inspection request ${inspection.requestNumber}: ${urgency}, ${inspection.propertyAddress}`,
    text,
  };
}

/**
 * The confirmation the homeowner receives. The address is not verified, so nothing the sender
 * wrote besides their name is repeated here (the description and the address stay in the office
 * alert): the form cannot make us mail someone else a text of the sender's choosing.
 */
export function inspectionConfirmationEmail(inspection: InspectionRequestedData): EmailContent {
  const type = optionLabel(INSPECTION_TYPES, inspection.inspectionType);
  const urgency = optionLabel(URGENCY_LEVELS, inspection.urgencyLevel);
  const emergency = isEmergency(inspection);
  const covers = COVERS[inspection.inspectionType] ?? COVERS['full-roof'] ?? [];
  const text = [
    `Hi ${inspection.customerName},`,
    '',
    emergency
      ? `Thank you for contacting ${COMPANY.name}. We have your emergency inspection request and the office has been alerted.`
      : `Thank you for asking ${COMPANY.name} to inspect your roof. We have your request and it is in our schedule queue.`,
    '',
    `Your request number: ${inspection.requestNumber}`,
    'Keep this number handy: mention it when you call us or when we call you.',
    '',
    'Your request',
    `Inspection: ${type}`,
    `Urgency: ${urgency}`,
    `Preferred date: ${longDate(inspection.preferredDate)}`,
    '',
    'What happens next',
    emergency
      ? `1. Because you marked this as an emergency, we will call you within ${PROMISES.emergencyResponse} to arrange the visit.`
      : `1. Within ${PROMISES.contactWithinHours} hours we call you to schedule your inspection, as close to your preferred date as we can.`,
    '2. A licensed and insured inspector visits the property. If you can, clear the way to the attic access: the underside of the roof deck shows leaks the outside does not.',
    '3. You receive dated photos and a written summary of what we found, with recommended next steps. We explain any cost before we book, so there are no surprises.',
    '',
    `What the ${type} covers`,
    ...covers.map((line) => `• ${line}`),
    '',
    ...(emergency
      ? [
          'Until we get there',
          "• Stay safe: don't go up on the roof, and keep out of rooms where the ceiling sags or water is near outlets or lights.",
          '• Move furniture, electronics and valuables away from drips, and put a bucket or towels under the leak.',
          '• Take photos of the damage inside and out from the ground: your insurance company will ask for them.',
          '',
        ]
      : []),
    `Questions, or water coming in? Call us at ${COMPANY.phone}: emergency service runs 24/7.`,
    `Office hours: ${hours}.`,
    '',
    COMPANY.name,
    `${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.website}`,
    `Florida license ${COMPANY.license} · Fully licensed and insured`,
  ].join('\n');
  return {
    subject: emergency
      ? `Emergency inspection request received (${inspection.requestNumber}): we'll call within ${PROMISES.emergencyResponse}`
      : `We received your inspection request (${inspection.requestNumber})`,
    text,
  };
}
