import { staffSignInAlert } from '@roofing/contracts';
import { defineEmailNotification, office } from '../define-email-notification.ts';
import { staffSignInAlertEmail } from './emails.tsx';

/** A staff account passed the failed sign-in ceiling: the office's alert (it is not locked). */
export const staffSignInAlertNotification = defineEmailNotification({
  event: staffSignInAlert,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-staff-sign-in-alert',
  job: { name: 'staff-sign-in-alert-emails', version: 1, payload: 'alert' },
  steps: [
    {
      step: 'office',
      type: 'office_staff_sign_in_alert',
      to: office,
      email: (alert) => staffSignInAlertEmail(alert),
    },
  ],
});
