import {
  ErrorBodySchema,
  ProjectMessageIdParamsSchema,
  ProjectMessageListSchema,
  ProjectMessageRequestSchema,
  ProjectMessageSchema,
  ProjectMessagesParamsSchema,
  UnreadCountQuerySchema,
  UnreadCountSchema,
  UnreadCountsQuerySchema,
  UnreadCountsSchema,
} from '@roofing/contracts';
import { answeredNotModified, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { conversationScope } from '../domain/conversation-version.ts';
import { markMessageRead } from '../domain/mark-message-read.ts';
import { otherSide, participantIn, sideOf } from '../domain/message-access.ts';
import { postProjectMessage, toProjectMessage } from '../domain/post-project-message.ts';
import { textStatusesOf } from '../sms/store.ts';
import {
  countUnread,
  countUnreadByEstimate,
  listProjectMessages,
} from '../store/project-messages.ts';

const refusals = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * The project conversation of one estimate, between its customer (portal session) and staff: a
 * customer-or-staff scope (service.ts), and `participantIn` decides which customer may do what.
 */
export async function projectMessageRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/project-messages/:estimateNumber',
    {
      schema: {
        summary: "One estimate's project messages, oldest first (its portal session or staff)",
        tags: ['messaging'],
        params: ProjectMessagesParamsSchema,
        response: { 200: ProjectMessageListSchema, 400: ErrorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { estimateNumber } = request.params;
      participantIn(ctx.caller(request), estimateNumber, { changes: false });
      // Polled every few seconds: unchanged since the caller's copy, it costs no query.
      const tag = ctx.readVersions.tagOf([conversationScope(estimateNumber)]);
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const rows = await listProjectMessages(ctx.db, estimateNumber);
      // Where the texts carrying team answers are (the office's "Texted · delivered" badge).
      const texted = await textStatusesOf(
        ctx.db,
        rows.filter((row) => row.senderType !== 'customer').map((row) => row.id),
      );
      return reply.send(rows.map((row) => toProjectMessage(row, texted.get(row.id))));
    },
  );

  app.get(
    '/api/project-messages/:estimateNumber/unread-count',
    {
      schema: {
        summary: 'How many messages from the other side the reader (senderType) has not read',
        tags: ['messaging'],
        params: ProjectMessagesParamsSchema,
        querystring: UnreadCountQuerySchema,
        response: { 200: UnreadCountSchema, 400: ErrorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { estimateNumber } = request.params;
      const participant = participantIn(ctx.caller(request), estimateNumber, { changes: false });
      const reader = request.query.senderType ? sideOf(request.query.senderType) : participant.side;
      // The count depends on whose side reads it: the reader is part of the tag.
      const tag = ctx.readVersions.tagOf([conversationScope(estimateNumber)], `unread:${reader}`);
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const count = await countUnread(ctx.db, estimateNumber, otherSide(reader));
      return reply.send({ count });
    },
  );

  app.post(
    '/api/project-messages',
    {
      schema: {
        summary: 'Post a message (the sender comes from the session, not the body)',
        tags: ['messaging'],
        body: ProjectMessageRequestSchema,
        response: {
          201: ProjectMessageSchema,
          400: ErrorBodySchema,
          ...refusals,
          409: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const participant = participantIn(ctx.caller(request), request.body.estimateNumber, {
        changes: true,
      });
      const row = await postProjectMessage(ctx, participant, request.body, request.id);
      request.log.info({ messageId: row.id, senderType: row.senderType }, 'project message posted');
      return reply.code(201).header('cache-control', 'no-store').send(toProjectMessage(row));
    },
  );

  app.put(
    '/api/project-messages/:id/read',
    {
      schema: {
        summary: "Mark a message from the other side read (the reader's own are refused)",
        tags: ['messaging'],
        params: ProjectMessageIdParamsSchema,
        response: {
          200: ProjectMessageSchema,
          400: ErrorBodySchema,
          ...refusals,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await markMessageRead(ctx, ctx.caller(request), request.params.id);
      return reply.header('cache-control', 'no-store').send(toProjectMessage(row));
    },
  );
}

/** The back office's unread counts over many estimates (staff). */
export async function staffProjectMessageRoutes(app: ServiceApp, ctx: ServiceContext) {
  // A fixed path: it wins over /api/project-messages/:estimateNumber, whatever the router sees.
  app.get(
    '/api/project-messages/unread-counts',
    {
      schema: {
        summary: 'Unread customer messages of several estimates in one call (staff)',
        tags: ['messaging'],
        querystring: UnreadCountsQuerySchema,
        response: { 200: UnreadCountsSchema, 400: ErrorBodySchema, ...refusals },
      },
    },
    async (request, reply) => {
      const numbers = [...new Set(request.query.estimateNumbers)];
      const tag = ctx.readVersions.tagOf(numbers.map(conversationScope), 'unread-counts');
      if (answeredNotModified(request, reply, ctx.readVersions, tag)) return reply;
      const counts = await countUnreadByEstimate(ctx.db, numbers, 'customer');
      return reply.send({ counts });
    },
  );
}
