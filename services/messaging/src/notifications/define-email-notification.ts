import {
  defineJob,
  type EventData,
  type EventDefinition,
  type EventEnvelope,
  type JobDefinition,
  QUEUES,
} from '@roofing/contracts';
import type { PublicStormBanner } from '@roofing/contracts/http/storm';
import {
  type ConsumerDefinition,
  defineConsumer,
  type EnqueueOptions,
  handleJob,
  type JobHandlerDefinition,
  type MailAttachment,
  type ServiceContext,
  type Tx,
} from '@roofing/platform';
import { z } from 'zod';
import { type EmailStep, sendEmailSteps } from '../domain/send-email-step.ts';
import type { EmailContent } from '../emails/render.tsx';
import { type NotificationStore, notificationStore } from '../store/notifications.ts';

/**
 * "On this event, send these e-mails", said once. One declaration gives:
 * - the durable consumer, which enqueues the job inside the transaction that records the event in
 *   the inbox (a redelivered event enqueues nothing new), under the key `event.id`;
 * - the versioned job on the `notifications` queue, whose payload is the event's own data under
 *   `job.payload` (plus `eventId`, `correlationId` and any `job.extra` fields), so it is never
 *   retyped;
 * - its handler, which sends each step as a recorded step (src/domain/send-email-step.ts): a
 *   retried job skips the e-mails already delivered.
 *
 * The durable name, the job name and version and the payload key are on the wire (JetStream keeps
 * the consumer's position under its durable name, BullMQ keeps waiting jobs under `<name>@<version>`
 * with that payload): never rename them without a migration.
 */

/** What every notification job carries about its cause: the business key and the request id. */
export const caused = { eventId: z.string(), correlationId: z.string() };
type Caused = typeof caused;

/** The job's payload shape: what caused it, the event's data under `K`, and the extra fields. */
export type NotificationJobShape<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape,
> = Caused & { [P in K]: E['schema'] } & X;
export type NotificationJob<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape,
> = JobDefinition<z.ZodObject<NotificationJobShape<E, K, X>>>;
export type NotificationJobData<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape,
> = z.infer<z.ZodObject<NotificationJobShape<E, K, X>>>;

/** What each part of a step is computed from, besides the event's data. */
export interface StepEnvironment<J> {
  eventId: string;
  /** Where office alerts go (OFFICE_EMAIL). */
  office: string;
  /** The site's address, for links (PUBLIC_URL). */
  publicUrl: string;
  /** The storm banner while the office has it on (null: off): acknowledgements carry it. */
  storm: PublicStormBanner;
  /** The whole job payload (for the `extra` fields). */
  job: J;
}

/** One e-mail of a notification: who gets it, under which record, rendered by which template. */
export interface EmailStepDeclaration<D, J> {
  /** The step's part of its dedupe key `<eventId>:<step>` (customer, office). Never renamed. */
  step: string;
  /** The `notification_type` recorded; omitted when the template decides it (returns one). */
  type?: string | ((data: D) => string);
  to: (data: D, env: StepEnvironment<J>) => string;
  replyTo?: (data: D, env: StepEnvironment<J>) => string | undefined;
  /** The estimate the record is filed under (null: none). */
  estimateNumber?: (data: D) => string | null;
  /** At most this many e-mails of this type to one address in the window (unverified addresses). */
  cap?: { max: number; windowMs: number };
  /**
   * A dedupe key other than `<eventId>:<step>` (e.g. once per project, whatever the event). Known
   * before the storm banner is read: the job reads both, with the steps' states, in one statement.
   */
  dedupeKey?: (data: D, env: Omit<StepEnvironment<J>, 'storm'>) => string;
  /** What the record keeps instead of the subject and text (a secret in them). */
  recorded?: { title: string; message: string };
  /** Files sent with the e-mail (the signed contract's PDF); never kept in the record. */
  attachments?: (data: D) => MailAttachment[];
  /** The template: subject, text and HTML (and the type, when it depends on the data). */
  email: (
    data: D,
    env: StepEnvironment<J>,
  ) => Promise<EmailContent & { notificationType?: string }>;
}

/** Steps that need more than the event (state reloaded by id, a digest): computed by a function. */
export type ComposeSteps<J> = (input: {
  data: J;
  ctx: ServiceContext;
  store: NotificationStore;
}) => Promise<EmailStep[]>;

export interface ConsumeInput<E extends EventDefinition, X extends z.ZodRawShape> {
  event: EventEnvelope<EventData<E>>;
  tx: Tx;
  ctx: ServiceContext;
  /**
   * Enqueues this notification's job for the event (unless `sends` says no; answers whether it
   * did), with the extra fields and, if given, another key or a delay.
   */
  enqueue(
    extra: z.input<z.ZodObject<X>>,
    options?: Partial<Pick<EnqueueOptions, 'key' | 'delayMs'>>,
  ): Promise<boolean>;
}

export interface EmailNotificationDeclaration<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape,
> {
  event: E;
  /** The durable consumer's name (on the broker and in the inbox): never renamed. */
  durable: string;
  /** The job on the wire: name, version and the payload key of the event's data never change. */
  job: { name: string; version: number; payload: K; extra?: X };
  /**
   * The rule of which events e-mail anyone (default: all). The consumer enqueues nothing for the
   * others, and a job whose event no longer qualifies sends nothing.
   */
  sends?: (data: EventData<E>) => boolean;
  /**
   * The consumer's own work in the inbox transaction (records, a digest, more jobs); it calls
   * `enqueue` when the e-mails are owed. Default: enqueue once, keyed by the event id.
   */
  consume?: (input: ConsumeInput<E, X>) => Promise<void>;
  /** The e-mails in the order they are sent. */
  steps:
    | EmailStepDeclaration<EventData<E>, NotificationJobData<E, K, X>>[]
    | ComposeSteps<NotificationJobData<E, K, X>>;
  /** Other jobs this notification owns (estimate reminders). */
  alsoJobs?: JobHandlerDefinition[];
}

export interface EmailNotification<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape,
> {
  readonly consumer: ConsumerDefinition<E>;
  readonly job: NotificationJob<E, K, X>;
  readonly handler: JobHandlerDefinition<NotificationJob<E, K, X>>;
  /** Every job handler it brings: its own, then `alsoJobs`. */
  readonly handlers: JobHandlerDefinition[];
}

export function defineEmailNotification<
  E extends EventDefinition,
  K extends string,
  X extends z.ZodRawShape = Record<never, never>,
>(declaration: EmailNotificationDeclaration<E, K, X>): EmailNotification<E, K, X> {
  const { event, durable, sends, steps } = declaration;
  const { name, version, payload, extra } = declaration.job;
  if (payload in caused) throw new Error(`job ${name}: payload key "${payload}" is reserved`);
  const shape = { ...caused, [payload]: event.schema, ...extra } as NotificationJobShape<E, K, X>;
  const job = defineJob({ queue: QUEUES.notifications, name, version, schema: z.object(shape) });
  type Data = NotificationJobData<E, K, X>;
  const payloadOf = (data: Data) => (data as Record<K, EventData<E>>)[payload];

  const consumer = defineConsumer({
    event,
    durable,
    // An event it sends nothing for (`sends` false, no consume of its own) is passed over at
    // once, without a transaction.
    appliesTo: sends && !declaration.consume ? (envelope) => sends(envelope.data) : undefined,
    async handle({ event: envelope, tx, ctx }) {
      const enqueue: ConsumeInput<E, X>['enqueue'] = async (fields, options = {}) => {
        if (sends && !sends(envelope.data)) return false;
        const data = {
          eventId: envelope.id,
          correlationId: envelope.correlationId,
          [payload]: envelope.data,
          ...fields,
        };
        await ctx.enqueue(job, data as z.input<typeof job.schema>, {
          key: envelope.id,
          ...options,
          tx,
        });
        return true;
      };
      if (declaration.consume) await declaration.consume({ event: envelope, tx, ctx, enqueue });
      else await enqueue({} as z.input<z.ZodObject<X>>);
    },
  });

  const handler = handleJob(
    job,
    async ({ data, job: running, ctx }) => {
      if (sends && !sends(payloadOf(data))) return;
      const { eventId, correlationId } = data as z.infer<z.ZodObject<Caused>>;
      const store = notificationStore(ctx.db);
      const context = { jobId: running.id, correlationId, attempt: running.attempt };
      if (typeof steps === 'function') {
        await sendEmailSteps(ctx, store, await steps({ data, ctx, store }), context);
        return;
      }
      const keyEnv = {
        eventId,
        office: ctx.config.OFFICE_EMAIL,
        publicUrl: ctx.config.PUBLIC_URL,
        job: data,
      };
      const keys = steps.map(
        (step) => step.dedupeKey?.(payloadOf(data), keyEnv) ?? `${eventId}:${step.step}`,
      );
      // One round trip before any step: the banner the templates carry and every step's state.
      const { states, storm } = await store.statesAndStormBanner(keys);
      // Settled steps are not rendered again (a retry after the first e-mail went out).
      const owed = steps.filter((_, n) => !states.get(keys[n] ?? '')?.delivered);
      const log = ctx.logger.child(context);
      for (const step of steps) {
        if (!owed.includes(step))
          log.info({ step: step.step, outcome: 'already-sent' }, 'notification step');
      }
      if (owed.length === 0) return;
      const list = await buildSteps(owed, payloadOf(data), { ...keyEnv, storm });
      await sendEmailSteps(ctx, store, list, context, states);
    },
    // E-mail jobs run MAIL_JOB_CONCURRENCY at once (mostly waiting on the SMTP server).
    { concurrency: (ctx) => ctx.config.MAIL_JOB_CONCURRENCY },
  );

  return {
    consumer,
    job,
    handler,
    handlers: [handler, ...(declaration.alsoJobs ?? [])],
  };
}

/** Each declared step rendered, in order, into the step the recorder sends. */
async function buildSteps<D, J>(
  declarations: EmailStepDeclaration<D, J>[],
  data: D,
  env: StepEnvironment<J>,
): Promise<EmailStep[]> {
  const built: EmailStep[] = [];
  for (const step of declarations) {
    const { notificationType, ...content } = await step.email(data, env);
    const type =
      (typeof step.type === 'function' ? step.type(data) : step.type) ?? notificationType;
    if (!type) throw new Error(`e-mail step "${step.step}" names no notification type`);
    built.push({
      dedupeKey: step.dedupeKey?.(data, env) ?? `${env.eventId}:${step.step}`,
      notificationType: type,
      estimateNumber: step.estimateNumber?.(data) ?? null,
      to: step.to(data, env),
      replyTo: step.replyTo?.(data, env),
      cap: step.cap,
      recorded: step.recorded,
      attachments: step.attachments?.(data),
      ...content,
    });
  }
  return built;
}

/** The office, as a step's recipient (or Reply-To). */
export const office = <D, J>(_data: D, env: StepEnvironment<J>) => env.office;

export const HOUR_MS = 3600_000;
export const DAY_MS = 24 * HOUR_MS;
