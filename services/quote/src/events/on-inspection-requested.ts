import { inspectionRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { inspectionCopy } from '../store/inspection-requests-waiting.ts';

/** A homeowner asked for an inspection: the status page counts it as waiting for the office. */
export const onInspectionRequested = defineConsumer({
  event: inspectionRequested,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'quote-status-inspection-requested',
  async handle({ event, tx, ctx }) {
    const outcome = await inspectionCopy.requested(tx, event.data);
    if (outcome === 'before-copy') {
      ctx.logger.info(
        { eventId: event.id, requestNumber: event.data.requestNumber },
        'inspection request made before the status copy began: not counted',
      );
    }
  },
});
