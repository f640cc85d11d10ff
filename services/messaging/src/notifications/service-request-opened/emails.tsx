import { Text } from '@react-email/components';
import { COMPANY, PROMISES, type ServiceRequestOpenedData } from '@roofing/contracts';
import { addressLine, CustomerFields } from '../../emails/customer-fields.tsx';
import { easternDateTime, portalUrl } from '../../emails/format.ts';
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
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * A service request on a completed job, from the client portal: the office's alert (with the
 * customer's description) and the customer's acknowledgement (without it: only the office reads
 * free text, see docs/jobs.md).
 */

interface Props {
  request: ServiceRequestOpenedData;
  publicUrl: string;
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
const wet = (request: ServiceRequestOpenedData) =>
  request.requestType === 'leak' || request.requestType === 'storm_damage';

/** What the customer can do before we arrive, by what they reported. */
const UNTIL_WE_ARRIVE = [
  'Stay off the roof, and keep out of rooms where the ceiling sags or water is near outlets or lights.',
  'Put a bucket or towels under drips and move furniture and electronics out of the way.',
  'Take dated photos of the damage inside and, from the ground, outside: they help us and your insurer.',
  'If water is coming in fast, call us now on the 24/7 line rather than waiting for our call.',
];

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

export function ServiceRequestAcknowledgement({ request, publicUrl }: Props) {
  const urgent = isUrgent(request);
  return (
    <EmailLayout
      preview={`We will call you ${callPromise(request)} to book a visit.`}
      reason={`You receive this e-mail because a service request was sent from the client portal of ${COMPANY.website} for project ${request.estimateNumber}.`}
    >
      <Greeting name={request.firstName} />
      <P>
        Thank you for letting us know. We received your service request for project{' '}
        {request.estimateNumber} and the service team has it.
      </P>
      <Panel>
        <Field label="Request">{typeOf(request)}</Field>
        <Field label="Priority">{PRIORITY_WORDS[request.priority]}</Field>
        <Field label="Sent">{easternDateTime(request.openedAt)}</Field>
      </Panel>
      <H>What happens next</H>
      <Steps
        items={[
          urgent
            ? `Because you marked this as urgent, we will call you within ${PROMISES.emergencyResponse}.`
            : `Within ${PROMISES.contactWithinHours} hours we call you to book a visit at a time that suits you.`,
          'A technician looks at the roof, explains what they find and what it takes to fix it.',
          request.requestType === 'warranty_claim'
            ? 'Work covered by your warranty costs you nothing; anything that is not covered, we price before we start.'
            : 'If the work is covered by your warranty it costs you nothing; otherwise we price it before we start.',
        ]}
      />
      {wet(request) ? (
        <>
          <H>Until we get there</H>
          <Bullets items={UNTIL_WE_ARRIVE} />
        </>
      ) : null}
      <P>
        You can follow the request in your client portal. Water coming in? Call us at{' '}
        {COMPANY.phone}: emergency service runs 24/7.
      </P>
      <Action href={portalUrl(publicUrl)}>Open your client portal</Action>
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
    `We received your service request (${props.request.estimateNumber})`,
    <ServiceRequestAcknowledgement {...props} />,
  );
