import type { LookupMissesSpikedData } from '@roofing/contracts';
import { easternDateTime } from '../../emails/format.ts';
import { Bullets, EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * To the office when unknown estimate or instant-quote numbers are being looked up across all
 * clients faster than normal typos explain: someone is probably guessing numbers from many
 * addresses. Sent at most once per window (see docs/security/lookup.md); carries counts only.
 */

interface Props {
  spike: LookupMissesSpikedData;
}

const minutes = (seconds: number) =>
  seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;

export function OfficeLookupMissesAlert({ spike }: Props) {
  return (
    <EmailLayout
      preview={`${spike.misses} unknown estimate numbers looked up since ${easternDateTime(spike.windowStartedAt)}`}
      reason="Sent to the office, at most once per watch window, when lookups of estimate or instant-quote numbers that do not exist pass the alert level across all visitors."
    >
      <P>
        Estimate and instant-quote numbers that do not exist are being looked up far more often than
        typing mistakes explain: someone is probably trying numbers to find customers&apos;
        estimates. The site is already answering every unknown number more slowly, and each address
        that tries too many is refused until its window ends.
      </P>
      <Panel>
        <Field label="Unknown numbers">
          {spike.misses} in the window starting {easternDateTime(spike.windowStartedAt)} (
          {minutes(spike.windowSeconds)})
        </Field>
        <Field label="Alert level">{spike.threshold} per window, across all visitors</Field>
        <Field label="Added wait">{spike.delayMs} ms on every unknown-number answer</Field>
        <Field label="Noticed">
          {easternDateTime(spike.detectedAt)}, on a {spike.kind} lookup
        </Field>
      </Panel>
      <P>What to do:</P>
      <Bullets
        items={[
          'Nothing is needed for the site to stay protected; this e-mail comes at most once per window.',
          'If it repeats for hours, tell whoever runs the servers: the metrics lookup_misses_total and lookup_miss_limited_total show the pattern, and the logs name the addresses refused.',
          'Customers who call because they were refused can be given their estimate by phone; their number still works once their window ends.',
        ]}
      />
    </EmailLayout>
  );
}

export const officeLookupMissesEmail = (props: Props): Promise<EmailContent> =>
  renderEmail(
    `[Security] ${props.spike.misses} unknown estimate numbers looked up: possible guessing`,
    <OfficeLookupMissesAlert {...props} />,
  );
