import { z } from 'zod';

/**
 * Live updates (issue 26): `GET /api/portal/events` (a portal session) and `GET /api/staff/events`
 * (a staff session) are text/event-stream. Each event names what changed, never the whole record:
 * the browser reads the record again through the API it already uses.
 */
export const LIVE_EVENT_NAMES = [
  'project-message',
  'quote-status',
  'payment',
  'inspection',
  /** First event of every stream: its id is where a reconnection resumes from. */
  'ready',
  /** The Last-Event-ID sent is too old (or from before a restart): read everything again. */
  'reset',
] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];

/** What changed for one estimate; `at` is when (ISO instant). */
const Change = z.object({ estimateNumber: z.string(), at: z.string() });

export const LiveProjectMessageSchema = Change.extend({
  senderType: z.enum(['customer', 'project_manager', 'admin']),
});
export const LiveQuoteStatusSchema = Change.extend({ status: z.string() });
export const LivePaymentSchema = Change.extend({ kind: z.enum(['received', 'refunded']) });
export const LiveInspectionSchema = Change.extend({ result: z.string() });
export const LiveSignalSchema = z.object({});

/** The data of each named event, as a JSON object on the stream's `data:` line. */
export const LiveEventDataSchemas = {
  'project-message': LiveProjectMessageSchema,
  'quote-status': LiveQuoteStatusSchema,
  payment: LivePaymentSchema,
  inspection: LiveInspectionSchema,
  ready: LiveSignalSchema,
  reset: LiveSignalSchema,
} satisfies Record<LiveEventName, z.ZodType>;

/** A change event as the gateway keeps and sends it. */
export type LiveChange =
  | { name: 'project-message'; data: z.infer<typeof LiveProjectMessageSchema> }
  | { name: 'quote-status'; data: z.infer<typeof LiveQuoteStatusSchema> }
  | { name: 'payment'; data: z.infer<typeof LivePaymentSchema> }
  | { name: 'inspection'; data: z.infer<typeof LiveInspectionSchema> };

/** Open streams one session may hold; one more is refused with 429 (the tab then polls). */
export const LIVE_STREAMS_PER_SESSION = 3;
/** Comment lines keep the connection open through proxies at this interval. */
export const LIVE_HEARTBEAT_MS = 15_000;
/** The reconnection delay the stream asks browsers for (`retry:`). */
export const LIVE_RETRY_MS = 2_000;
