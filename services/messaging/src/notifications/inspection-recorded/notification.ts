import { type InspectionRecordedData, inspectionRecorded } from '@roofing/contracts';
import { defineEmailNotification } from '../define-email-notification.ts';
import { inspectionRecordedEmail } from './emails.tsx';

/** A pass or a fail is news to the homeowner; a cancelled inspection is the office's to rebook. */
export const isInspectionNotified = (inspection: InspectionRecordedData) =>
  inspection.result === 'pass' || inspection.result === 'fail';

/** An inspection's result was recorded: the homeowner hears it, and what happens next. */
export const inspectionRecordedNotification = defineEmailNotification({
  event: inspectionRecorded,
  // On the wire (broker, inbox, queue): never renamed without a migration.
  durable: 'messaging-inspection-recorded',
  job: { name: 'inspection-recorded-emails', version: 1, payload: 'inspection' },
  sends: isInspectionNotified,
  steps: [
    {
      step: 'customer',
      type: 'inspection_result',
      to: (inspection) => inspection.email,
      estimateNumber: (inspection) => inspection.estimateNumber,
      email: (inspection, { publicUrl }) => inspectionRecordedEmail({ inspection, publicUrl }),
    },
  ],
});
