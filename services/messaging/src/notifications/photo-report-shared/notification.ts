import { photoReportShared } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { photoReportSharedEmail } from './emails.tsx';

/**
 * The office put a photo inspection report in the homeowner's portal: the homeowner is told, with
 * a link to the portal (the report carries their name and address, so it is read there after the
 * portal's sign-in, never attached). The office shared it itself: no notice to the office.
 */
export const photoReportSharedNotification = defineEmailNotification({
  event: photoReportShared,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-photo-report-shared',
  job: { name: 'photo-report-shared-emails', version: 1, payload: 'report' },
  steps: [
    {
      step: 'customer',
      type: 'photo_report_shared',
      to: (report) => report.email,
      estimateNumber: (report) => report.estimateNumber,
      email: (report, { publicUrl }) => photoReportSharedEmail({ report, publicUrl }),
    },
  ],
});
