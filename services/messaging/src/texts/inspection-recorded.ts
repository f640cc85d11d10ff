import { inspectionRecorded } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textCustomer } from '../sms/text-customer.ts';

const MESSAGE = {
  pass: 'inspectionPassed',
  fail: 'inspectionFailed',
  cancelled: 'inspectionCancelled',
} as const;

/** A permit inspection's result (pass, fail, cancelled) is texted to the homeowner. */
export const textsOnInspectionRecorded = defineConsumer({
  event: inspectionRecorded,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-inspection-recorded',
  async handle({ event, tx, ctx }) {
    const inspection = event.data;
    if (inspection.result === 'scheduled') return;
    await textCustomer(ctx, tx, {
      phone: inspection.phone,
      estimateNumber: inspection.estimateNumber,
      kind: 'inspection-result',
      message: MESSAGE[inspection.result],
      values: { label: inspection.label },
      language: inspection.language,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
