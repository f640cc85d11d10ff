import { z } from 'zod';
import { defineJob } from './define.ts';
import { QUEUES } from './queues.ts';

export * from './queues.ts';

/**
 * The jobs one service enqueues for another process, or for its own worker, outside an e-mail.
 * Every e-mail job is derived from its event by its declaration in messaging
 * (services/messaging/src/notifications/<event>/notification.ts), so its payload is the event's
 * schema and is never retyped here. A job's queue, name and version are on the wire (BullMQ keeps
 * waiting jobs under them): never renamed without a migration.
 */

/**
 * Lead service: 2 business days after a ColdShield lead arrived (key `lead-<id>`, delayed), it
 * checks whether staff moved the lead on; if not, marks its follow-up sent and announces it.
 */
export const coldshieldFollowUp = defineJob({
  queue: QUEUES.leads,
  name: 'coldshield-follow-up',
  version: 1,
  schema: z.object({
    leadId: z.number().int(),
    correlationId: z.string(),
    /** When it was due (ISO): the follow-up is owed from then on. */
    dueAt: z.string(),
  }),
});

/**
 * Speak one text (queue `tts`, AI worker). The text and voice live in the AI service's speech
 * table under `clipKey` (a hash of voice and text); the worker reads them and stores the audio.
 */
export const renderSpeech = defineJob({
  queue: QUEUES.tts,
  name: 'render-speech',
  version: 1,
  schema: z.object({ clipKey: z.string().regex(/^[a-f0-9]{64}$/), correlationId: z.string() }),
});

/** Print one HTML document to PDF (queue `documents`, AI worker); the HTML waits in its row. */
export const renderPdf = defineJob({
  queue: QUEUES.documents,
  name: 'render-pdf',
  version: 1,
  schema: z.object({ renderId: z.string().uuid(), correlationId: z.string() }),
});

/**
 * Quote service: the office countersigned contract `contractId` (key `contract-<id>`); its worker
 * renders the fully signed PDF, stores it once and announces it (quote.contract.countersigned).
 */
export const renderSignedContract = defineJob({
  queue: QUEUES.contracts,
  name: 'render-signed-contract',
  version: 1,
  schema: z.object({ contractId: z.number().int().positive(), correlationId: z.string() }),
});

/**
 * Quote service, once a day (key `permit-sweep-<day>`, Eastern calendar day): warns the office
 * 7 days before a permit-application or work-start date lapses (once per date), then enqueues the
 * next day's sweep.
 */
export const permitDeadlineSweep = defineJob({
  queue: QUEUES.contracts,
  name: 'permit-deadline-sweep',
  version: 1,
  schema: z.object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    correlationId: z.string(),
  }),
});
