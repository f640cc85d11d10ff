import type { StaffSignInAlertData } from '@roofing/contracts';
import { easternDateTime } from '../../emails/format.ts';
import { EmailLayout, Field, P, Panel } from '../../emails/layout.tsx';
import { type EmailContent, renderEmail } from '../../emails/render.tsx';

/**
 * The office's alert that one staff account is being guessed at: how many failures from how many
 * addresses. The account stays open (locking it would hand the attacker the office's keys).
 */
export function StaffSignInAlert({ alert }: { alert: StaffSignInAlertData }) {
  return (
    <EmailLayout
      preview={`${alert.failures} failed sign-ins for ${alert.username}`}
      reason="Sent to the office when failed sign-ins for one staff account pass the alert level (at most once per window)."
    >
      <P>Someone is trying to guess the password of a staff account.</P>
      <Panel>
        <Field label="Account">{alert.username}</Field>
        <Field label="Failed sign-ins">
          {`${alert.failures} in the last ${alert.windowMinutes} minutes`}
        </Field>
        <Field label="From">{`${alert.clients} different address${alert.clients === 1 ? '' : 'es'}`}</Field>
        <Field label="Noticed">{easternDateTime(alert.detectedAt)}</Field>
      </Panel>
      <P>
        The account is not locked: its owner can still sign in, and the guesser is slowed down with
        every miss. If the owner did not cause this, make sure two-step sign-in is on for the
        account and that its password is not used anywhere else; an admin can end its sessions under
        Staff accounts.
      </P>
    </EmailLayout>
  );
}

export const staffSignInAlertEmail = (alert: StaffSignInAlertData): Promise<EmailContent> =>
  renderEmail(
    `Security alert: ${alert.failures} failed sign-ins for staff account ${alert.username}`,
    <StaffSignInAlert alert={alert} />,
  );
