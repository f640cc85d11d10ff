/**
 * Renders every e-mail the messaging service sends, through the real templates with realistic
 * sample data, and photographs each HTML part in chromium, so a change to a template can be
 * looked at before a customer sees it:
 *   npm run emails:screenshots [-- <folder>]     (default /tmp/shots/emails)
 * Writes <kind>.png, <kind>.html and <kind>.txt (the plain-text part) per e-mail, plus
 * index.txt listing each kind with its subject.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type {
  ContactReceivedData,
  EstimatePreparedData,
  EstimateRespondedData,
  FeedbackReceivedData,
  InspectionRequestedData,
  QuoteRequestedData,
  QuoteStatusChangedData,
  ServiceRequestOpenedData,
  VisitRescheduledData,
} from '@roofing/contracts';
import { HEADLESS_CHROMIUM_ARGS } from '@roofing/platform/headless-chromium';
import { chromium } from 'playwright-core';
import type { EmailContent } from '../services/messaging/src/emails/render.tsx';
import {
  contactAcknowledgementEmail,
  officeContactAlertEmail,
} from '../services/messaging/src/notifications/contact-received/emails.tsx';
import {
  estimateReadyEmail,
  estimateReminderEmail,
} from '../services/messaging/src/notifications/estimate-prepared/emails.tsx';
import {
  customerAnswerEmail,
  officeAnswerEmail,
} from '../services/messaging/src/notifications/estimate-responded/emails.tsx';
import { officeFeedbackEmail } from '../services/messaging/src/notifications/feedback-received/emails.tsx';
import {
  inspectionConfirmationEmail,
  officeInspectionAlertEmail,
} from '../services/messaging/src/notifications/inspection-requested/emails.tsx';
import {
  officeMessageAlertEmail,
  teamMessagesEmail,
} from '../services/messaging/src/notifications/message-posted/emails.tsx';
import {
  officeQuoteAlertEmail,
  quoteConfirmationEmail,
} from '../services/messaging/src/notifications/quote-requested/emails.tsx';
import {
  projectCompletedEmail,
  siteVisitScheduledEmail,
  workInProgressEmail,
} from '../services/messaging/src/notifications/quote-status-changed/emails.tsx';
import {
  officeServiceRequestEmail,
  serviceRequestAcknowledgementEmail,
} from '../services/messaging/src/notifications/service-request-opened/emails.tsx';
import { visitRescheduledEmail } from '../services/messaging/src/notifications/visit-rescheduled/emails.tsx';
import { billingKinds } from './email-samples-billing.ts';

const folder = resolve(process.argv[2] ?? '/tmp/shots/emails');
const PUBLIC_URL = 'https://www.shorefrontroofing.com';
/** A fixed clock (a June morning in hurricane season), so every run renders the same e-mails. */
const at = (offsetHours: number) =>
  new Date(Date.parse('2026-06-15T13:20:00Z') + offsetHours * 3600_000).toISOString();

const teamMessages = [
  'Your permit was approved by St. Johns County this morning.',
  'The crew is booked for Monday; they arrive around 8 AM.',
  'Please move vehicles away from the driveway that morning.',
].map((messageContent, index) => ({
  id: index + 1,
  senderName: 'Shorefront Roofing Team',
  messageContent,
  imageUrl: null,
  createdAt: new Date(Date.UTC(2026, 10, 20, 14 + index, 5)),
}));

const customer = {
  quoteId: 1042,
  language: 'en' as const,
  estimateNumber: 'SFR-K7MQ4ZPX',
  firstName: 'Denise',
  lastName: 'Albright',
  email: 'denise.albright@example.com',
  phone: '(904) 555-0167',
  streetAddress: '318 Seaspray Ave',
  city: 'Atlantic Beach',
  state: 'FL',
  zipCode: '32233',
};

const quote: QuoteRequestedData = {
  ...customer,
  textConsent: null,
  serviceType: 'roof-replacement',
  propertyType: 'residential',
  currentRoofMaterial: 'shingles',
  roofAge: 21,
  projectDescription:
    'Three-tab shingles from 2005. After Debby we lost a row of ridge caps and there is a brown stain spreading on the guest room ceiling. Insurance adjuster asked for a written estimate.',
  isVeteran: true,
  isSenior: false,
  preferredDate: '2026-06-19',
  preferredTime: 'morning',
  specialInstructions: 'Please park on the street; the driveway is being resealed.',
  requestedAt: at(0),
};

const contact: ContactReceivedData = {
  contactId: 318,
  name: 'Raymond Ortiz',
  phone: '(904) 555-0121',
  email: 'r.ortiz@example.net',
  subject: 'repair',
  message:
    'Our metal roof in Fernandina squeaks and pops every afternoon and one panel near the chimney has lifted a little. Can someone take a look before the next storm?',
  receivedAt: at(1),
};

const inspection = (urgencyLevel: 'routine' | 'emergency'): InspectionRequestedData => ({
  requestNumber: urgencyLevel === 'emergency' ? 'INS-2026-0412' : 'INS-2026-0398',
  customerName: 'Marisol Vega',
  customerEmail: 'marisol.vega@example.com',
  customerPhone: '(904) 555-0163',
  propertyAddress: '27 Seagrape Ln, Neptune Beach, FL 32266',
  inspectionType: urgencyLevel === 'emergency' ? 'repair' : 'insurance',
  urgencyLevel,
  description:
    urgencyLevel === 'emergency'
      ? 'A limb from the live oak came through the back slope last night. Tarp is on but water got into the laundry room.'
      : 'Barrel tile roof, about 20 years old. Our insurer wants a four-point and wind mitigation inspection before renewal.',
  preferredDate: '2026-06-22',
  requestedAt: at(2),
});

const change = (to: string, from: string, extra: Partial<QuoteStatusChangedData> = {}) => ({
  ...customer,
  from,
  to,
  scheduledDate: null,
  changedBy: 'Ana Whitaker',
  changedAt: at(3),
  ...extra,
});

/** The site visit as first booked (9:00 AM EDT) and as moved (2:30 PM EDT two days later). */
const VISIT = '2026-06-17T13:00:00.000Z';
const MOVED_VISIT = '2026-06-19T18:30:00.000Z';

const visit = (
  previousDate: string | null,
  scheduledDate: string | null,
): VisitRescheduledData => ({
  ...customer,
  status: 'site_visit_scheduled',
  previousDate,
  scheduledDate,
  changedBy: 'Ana Whitaker',
  changedAt: at(20),
});

const estimate: EstimatePreparedData = {
  ...customer,
  estimateAmount: '16840.00',
  proposalNotes:
    'Tear off the existing shingles down to the deck and replace any soft plywood (up to 4 sheets included). Install self-adhered synthetic underlayment, GAF Timberline HDZ architectural shingles (Charcoal), new drip edge, pipe boots and a continuous ridge vent. Includes the Duval County permit, disposal and a magnet sweep of the yard.',
  expiresAt: at(24 * 30),
  preparedBy: 'Ana Whitaker',
  preparedAt: at(48),
};

const answer = (response: EstimateRespondedData['response'], notes: string | null) => ({
  ...customer,
  response,
  notes,
  status: response === 'questions' ? 'estimate_prepared' : response,
  estimateAmount: estimate.estimateAmount,
  respondedAt: at(60),
  acceptance:
    response === 'accepted'
      ? {
          acceptedAt: at(60),
          ipAddress: '203.0.113.48',
          userAgent:
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
          estimateAmount: estimate.estimateAmount,
          proposalNotes: estimate.proposalNotes,
          estimateHash: '5f2c0b8e9d41a7c36e0f18b2d94a57c1e83b60f4a29d7c5e1b08f36a4d2e9c71',
        }
      : null,
});

const accepted = answer('accepted', 'Please start after July 6; we are away for the holiday.');
const portalMessage = {
  estimateNumber: customer.estimateNumber,
  senderName: `${customer.firstName} ${customer.lastName}`,
  senderEmail: customer.email,
  messageContent:
    'Could the crew start before 8 AM? Afternoon storms roll in around 3 most days.\nAlso, is the Charcoal colour available in a sample we can see?',
  imageUrl: '/api/project-messages/images/6b1f3c2e-8a4d-4e57-9c0b-2f1d7a6e5b43',
  createdAt: new Date(at(70)),
};

/** Every e-mail kind the messaging service sends, in the order of a quote's life. */
/** A leak reported from the portal after the job was completed. */
const serviceRequest: ServiceRequestOpenedData = {
  ...customer,
  serviceRequestId: 31,
  requestType: 'leak',
  priority: 'urgent',
  description:
    "After last night's storm there is water dripping around the kitchen skylight and a brown ring spreading on the ceiling drywall.",
  openedAt: at(2),
};

/** A disappointed customer's rating, a week after the job. */
const lowRating: FeedbackReceivedData = {
  ...customer,
  feedbackId: 12,
  overallRating: 2,
  qualityRating: 4,
  timelinessRating: 2,
  communicationRating: 1,
  wouldRecommend: false,
  comments:
    'The new roof looks good, but the crew left two days early without telling us and nobody returned my calls about the dented gutter on the garage side.',
  receivedAt: at(3),
};

/** A customer who filled in the Spanish form: every e-mail about the job is in Spanish. */
const spanishCustomer = { ...customer, language: 'es' as const, firstName: 'Marisol' };
const spanishQuote: QuoteRequestedData = { ...quote, ...spanishCustomer };
const spanishEstimate: EstimatePreparedData = {
  ...estimate,
  ...spanishCustomer,
  proposalNotes:
    'Retirar las tejas asfálticas existentes hasta la plataforma y reemplazar la madera contrachapada dañada (hasta 4 láminas incluidas). Instalar membrana sintética autoadherente, tejas arquitectónicas GAF Timberline HDZ (Charcoal), nuevo borde de goteo, sellos de tubería y ventilación continua en la cumbrera. Incluye el permiso del condado de Duval, la disposición de escombros y un barrido con imán del patio.',
};

const KINDS: [string, () => Promise<EmailContent>][] = [
  ['01-quote-confirmation', () => quoteConfirmationEmail(quote, PUBLIC_URL)],
  ['02-office-quote-alert', () => officeQuoteAlertEmail(quote, PUBLIC_URL)],
  ['03-contact-acknowledgement', () => contactAcknowledgementEmail(contact)],
  ['04-office-contact-alert', () => officeContactAlertEmail(contact)],
  ['05-inspection-confirmation', () => inspectionConfirmationEmail(inspection('routine'))],
  [
    '06-inspection-confirmation-emergency',
    () => inspectionConfirmationEmail(inspection('emergency')),
  ],
  ['07-office-inspection-alert', () => officeInspectionAlertEmail(inspection('routine'))],
  [
    '08-office-inspection-alert-emergency',
    () => officeInspectionAlertEmail(inspection('emergency')),
  ],
  [
    '09-site-visit-scheduled',
    () =>
      siteVisitScheduledEmail({
        change: change('site_visit_scheduled', 'quote_requested', { scheduledDate: VISIT }),
        publicUrl: PUBLIC_URL,
      }),
  ],
  [
    '10-visit-rescheduled',
    () => visitRescheduledEmail({ visit: visit(VISIT, MOVED_VISIT), publicUrl: PUBLIC_URL }),
  ],
  [
    '11-visit-date-set',
    () => visitRescheduledEmail({ visit: visit(null, MOVED_VISIT), publicUrl: PUBLIC_URL }),
  ],
  [
    '12-visit-cleared',
    () => visitRescheduledEmail({ visit: visit(MOVED_VISIT, null), publicUrl: PUBLIC_URL }),
  ],
  [
    '13-estimate-ready',
    () => estimateReadyEmail({ estimate, publicUrl: PUBLIC_URL, revised: false }),
  ],
  [
    '14-estimate-ready-revised',
    () => estimateReadyEmail({ estimate, publicUrl: PUBLIC_URL, revised: true }),
  ],
  [
    '15-reminder-day-3',
    () =>
      estimateReminderEmail({
        estimate,
        publicUrl: PUBLIC_URL,
        reminder: 'd3',
        now: new Date(at(48 + 72)),
      }),
  ],
  [
    '16-reminder-day-7',
    () =>
      estimateReminderEmail({
        estimate,
        publicUrl: PUBLIC_URL,
        reminder: 'd7',
        now: new Date(at(48 + 168)),
      }),
  ],
  ['17-acceptance-receipt', () => customerAnswerEmail({ answer: accepted, publicUrl: PUBLIC_URL })],
  [
    '18-declined-acknowledgement',
    () =>
      customerAnswerEmail({
        answer: answer('declined', 'We decided to wait until next spring.'),
        publicUrl: PUBLIC_URL,
      }),
  ],
  [
    '19-questions-acknowledgement',
    () =>
      customerAnswerEmail({
        answer: answer(
          'questions',
          'Does the price include replacing the rotted fascia on the north side?',
        ),
        publicUrl: PUBLIC_URL,
      }),
  ],
  [
    '20-office-answer-alert-accepted',
    () => officeAnswerEmail({ answer: accepted, publicUrl: PUBLIC_URL }),
  ],
  [
    '21-office-answer-alert-questions',
    () =>
      officeAnswerEmail({
        answer: answer(
          'questions',
          'Does the price include replacing the rotted fascia on the north side?',
        ),
        publicUrl: PUBLIC_URL,
      }),
  ],
  [
    '22-work-in-progress',
    () =>
      workInProgressEmail({
        change: change('in_progress', 'accepted'),
        publicUrl: PUBLIC_URL,
      }),
  ],
  [
    '23-project-completed',
    () =>
      projectCompletedEmail({
        change: change('completed', 'in_progress'),
        publicUrl: PUBLIC_URL,
      }),
  ],
  ['24-office-message-alert', () => officeMessageAlertEmail(portalMessage, PUBLIC_URL)],
  [
    '25-team-message-digest',
    () => teamMessagesEmail(customer, 1, teamMessages.slice(0, 1), PUBLIC_URL),
  ],
  [
    '26-team-message-digest-several',
    () => teamMessagesEmail(customer, 3, teamMessages, PUBLIC_URL),
  ],
  [
    '27-service-request-acknowledgement',
    () => serviceRequestAcknowledgementEmail({ request: serviceRequest, publicUrl: PUBLIC_URL }),
  ],
  [
    '28-office-service-request-alert-urgent',
    () => officeServiceRequestEmail({ request: serviceRequest, publicUrl: PUBLIC_URL }),
  ],
  [
    '29-office-feedback-low-rating',
    () => officeFeedbackEmail({ feedback: lowRating, publicUrl: PUBLIC_URL }),
  ],
  ...billingKinds(customer, PUBLIC_URL),
  // Spanish (issue 24): the same e-mails for a customer who asked in Spanish.
  ['es-01-quote-confirmation', () => quoteConfirmationEmail(spanishQuote, PUBLIC_URL)],
  [
    'es-13-estimate-ready',
    () => estimateReadyEmail({ estimate: spanishEstimate, publicUrl: PUBLIC_URL, revised: false }),
  ],
];

await mkdir(folder, { recursive: true });
// Debian's chromium with the flags every headless launch here uses (the browser tests too).
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: HEADLESS_CHROMIUM_ARGS,
});
try {
  // About the width of a mail client's reading pane; the e-mails are 600 px wide.
  const page = await browser.newPage({ viewport: { width: 720, height: 600 } });
  const index: string[] = [];
  for (const [kind, build] of KINDS) {
    const email = await build();
    if (!email.html) throw new Error(`${kind} has no HTML part`);
    await writeFile(join(folder, `${kind}.html`), email.html);
    await writeFile(join(folder, `${kind}.txt`), `Subject: ${email.subject}\n\n${email.text}\n`);
    await page.setContent(email.html, { waitUntil: 'load' });
    await page.screenshot({ path: join(folder, `${kind}.png`), fullPage: true });
    index.push(`${kind}: ${email.subject}`);
  }
  await writeFile(join(folder, 'index.txt'), `${index.join('\n')}\n`);
  console.log(`${KINDS.length} e-mails rendered to ${folder}\n${index.join('\n')}`);
} finally {
  await browser.close();
}
