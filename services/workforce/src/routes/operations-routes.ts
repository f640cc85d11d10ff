import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import {
  ErrorBodySchema,
  OPERATIONS_PATHS,
  OperationsQueuesSchema,
  QUEUES,
  QueueJobParamsSchema,
  QueueJobRetriedSchema,
} from '@roofing/contracts';
import {
  AppError,
  bullmqQueueInspector,
  databaseQueueInspector,
  eventDeadLetterCounts,
  type JobQueueInspector,
  jetStreamConsumers,
  outboxBacklogs,
  type ServiceApp,
  type ServiceContext,
} from '@roofing/platform';

/** bull-board's page: its own scripts and styles (it sets inline styles), nothing from elsewhere. */
const BOARD_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/** How many jobs of each state the dashboard lists per queue. */
const JOBS_PER_STATE = 20;

/** The job queues of this install, as the workers see them: BullMQ with Redis, else the database's. */
export function queueInspector(ctx: ServiceContext): JobQueueInspector {
  const { REDIS_URL, QUEUE_PREFIX } = ctx.config;
  return REDIS_URL
    ? bullmqQueueInspector({
        url: REDIS_URL,
        prefix: QUEUE_PREFIX,
        queues: Object.values(QUEUES),
        logger: ctx.logger,
      })
    : databaseQueueInspector(ctx.db);
}

/**
 * The operations dashboard (issue 26), admins only (the scope checks the session, the second
 * factor, the CSRF token on writes and the admin role): every queue with its jobs by state and its
 * dead letters, a dead letter's retry (logged with the admin), the event backlog; distributed,
 * bull-board too, read-only, behind the same check.
 */
export async function operationsRoutes(app: ServiceApp, ctx: ServiceContext) {
  const inspector = queueInspector(ctx);
  app.addHook('onClose', () => inspector.close());
  const tags = ['operations'];
  const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };
  const { NATS_URL, NATS_STREAM } = ctx.config;

  app.get(
    OPERATIONS_PATHS.queues,
    {
      schema: {
        summary: 'Job queues, dead letters and the event backlog (admins)',
        tags,
        response: { 200: OperationsQueuesSchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [queues, outboxes, eventDeadLetters, consumers] = await Promise.all([
        Promise.all(Object.values(QUEUES).map((queue) => inspector.inspect(queue, JOBS_PER_STATE))),
        outboxBacklogs(ctx.db),
        eventDeadLetterCounts(ctx.db),
        NATS_URL ? jetStreamConsumers({ url: NATS_URL, stream: NATS_STREAM }) : null,
      ]);
      return {
        jobs: inspector.kind,
        events: NATS_URL ? ('nats' as const) : ('in-process' as const),
        checkedAt: new Date().toISOString(),
        queues,
        outboxes,
        eventDeadLetters,
        consumers,
        boardPath: inspector.kind === 'bullmq' ? `${OPERATIONS_PATHS.board}/` : null,
      };
    },
  );

  app.post(
    OPERATIONS_PATHS.retry,
    {
      schema: {
        summary: 'Run a dead letter (a failed job) again, with its attempts reset (admins)',
        tags,
        params: QueueJobParamsSchema,
        response: { 200: QueueJobRetriedSchema, 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const { queue, id } = request.params;
      const staff = ctx.staff(request);
      if (!(await inspector.retry(queue, id))) {
        throw new AppError('NOT_FOUND', 'No failed job with that id in this queue.');
      }
      // The audit line: who put which job back, from where.
      request.log.info(
        { audit: 'job-retried', adminId: staff.userId, admin: staff.username, queue, jobId: id },
        'an admin retried a failed job',
      );
      return { queue, id, retried: true as const };
    },
  );

  const queues = inspector.bullQueues();
  if (queues.length > 0) {
    // Read-only: a retry goes through the audited route above, never through the board.
    const board = new FastifyAdapter();
    createBullBoard({
      queues: queues.map((queue) => new BullMQAdapter(queue, { readOnlyMode: true })),
      serverAdapter: board,
      options: { uiConfig: { boardTitle: 'Shorefront queues' } },
    });
    board.setBasePath(OPERATIONS_PATHS.board);
    await app.register(async (scope) => {
      // Its pages are a page, not API data: scripts and styles from here (its inline styles too).
      scope.addHook('onSend', async (_request, reply) => {
        reply.header('content-security-policy', BOARD_CONTENT_SECURITY_POLICY);
      });
      await scope.register(board.registerPlugin(), { prefix: OPERATIONS_PATHS.board });
    });
  }
}
