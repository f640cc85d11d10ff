import { inspectionStatusChanged } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { inspectionCopy } from '../store/inspection-requests-waiting.ts';

/** The office moved an inspection request on (or back): the status page's count follows it. */
export const onInspectionStatusChanged = defineConsumer({
  event: inspectionStatusChanged,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'quote-status-inspection-status-changed',
  async handle({ event, tx }) {
    await inspectionCopy.statusChanged(tx, event.data);
  },
});
