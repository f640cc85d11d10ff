import {
  type EventEnvelope,
  estimateResponded,
  inspectionRecorded,
  type LiveChange,
  messagePosted,
  paymentReceived,
  paymentRefunded,
  quoteStatusChanged,
} from '@roofing/contracts';

/**
 * Which domain events become live changes, and what of them is sent: only the estimate, what kind
 * of change and when. The record itself is read again through the API, which checks access.
 */
export const WATCHED_EVENTS = [
  messagePosted,
  quoteStatusChanged,
  estimateResponded,
  paymentReceived,
  paymentRefunded,
  inspectionRecorded,
].map((definition) => definition.type);

/** The live change an event announces, or null (an event of another shape is not passed on). */
export function liveChangeOf(event: EventEnvelope): LiveChange | null {
  switch (event.type) {
    case messagePosted.type: {
      const data = messagePosted.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, senderType, postedAt } = data.data;
      return { name: 'project-message', data: { estimateNumber, senderType, at: postedAt } };
    }
    case quoteStatusChanged.type: {
      const data = quoteStatusChanged.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, to, changedAt } = data.data;
      return { name: 'quote-status', data: { estimateNumber, status: to, at: changedAt } };
    }
    case estimateResponded.type: {
      const data = estimateResponded.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, status } = data.data;
      return { name: 'quote-status', data: { estimateNumber, status, at: event.occurredAt } };
    }
    case paymentReceived.type: {
      const data = paymentReceived.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, paidAt } = data.data;
      return { name: 'payment', data: { estimateNumber, kind: 'received', at: paidAt } };
    }
    case paymentRefunded.type: {
      const data = paymentRefunded.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, refundedAt } = data.data;
      return { name: 'payment', data: { estimateNumber, kind: 'refunded', at: refundedAt } };
    }
    case inspectionRecorded.type: {
      const data = inspectionRecorded.schema.safeParse(event.data);
      if (!data.success) return null;
      const { estimateNumber, result, resultOn } = data.data;
      return {
        name: 'inspection',
        data: { estimateNumber, result, at: resultOn ?? event.occurredAt },
      };
    }
    default:
      return null;
  }
}
