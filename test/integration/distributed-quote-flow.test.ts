import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { aiService } from '@roofing/ai';
import { instantQuoteService } from '@roofing/instant-quote';
import { leadService } from '@roofing/lead';
import { messagingService } from '@roofing/messaging';
import {
  createLogger,
  createRuntime,
  type EventSubscription,
  loadPlatformConfig,
  type StartedProcess,
  startServiceProcess,
} from '@roofing/platform';
import { quoteService } from '@roofing/quote';
import { workforceService } from '@roofing/workforce';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, type Gateway } from '../../gateway/src/app.ts';
import { loadGatewayConfig } from '../../gateway/src/config.ts';
import { quoteRequest, waitFor } from '../support/factories.ts';
import { isolatedInfra } from '../support/isolated-infra.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { signInStaff } from '../support/staff-sign-in.ts';

/**
 * The quote slice distributed the way production runs it: gateway, quote service, messaging
 * service and notifications worker as separate servers with their own connections, on real
 * PostgreSQL, NATS JetStream and BullMQ (Redis), mailing a real SMTP server.
 */
const infra = inject('infra');
const available = Boolean(infra.postgres && infra.nats && infra.redis);

describe.runIf(available)(
  'distributed quote flow (PostgreSQL, NATS JetStream, BullMQ, SMTP)',
  () => {
    let resources: Awaited<ReturnType<typeof isolatedInfra>>;
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    let env: Record<string, string>;
    let quote: StartedProcess;
    let lead: StartedProcess;
    let workforce: StartedProcess;
    let ai: StartedProcess;
    let instantQuote: StartedProcess;
    let messaging: StartedProcess;
    let worker: StartedProcess;
    let gateway: Gateway;
    let gatewayUrl: string;
    /** When armed, the messaging consumer does its work and then stops before acknowledging. */
    let stopMidWay: ((eventId: string) => void) | undefined;

    async function startMessaging(withFault: boolean) {
      const config = loadPlatformConfig(env);
      const runtime = await createRuntime(
        config,
        createLogger({ level: config.LOG_LEVEL, name: 'messaging' }),
      );
      if (withFault) {
        const subscribe = runtime.bus.subscribe.bind(runtime.bus);
        // Only the consumer that queues the confirmation is made to die mid-way.
        runtime.bus.subscribe = (subscription: EventSubscription) =>
          subscription.durable !== 'messaging-quote-requested'
            ? subscribe(subscription)
            : subscribe({
                ...subscription,
                async handle(event, delivery) {
                  await subscription.handle(event, delivery);
                  const stop = stopMidWay;
                  if (!stop) return;
                  stop((event as { id: string }).id);
                  // The process "dies" here: the work is done, the acknowledgement never goes out.
                  await new Promise(() => {});
                },
              });
      }
      return startServiceProcess(messagingService, { role: 'service', runtime });
    }

    const customerMails = (email: string) =>
      sink.messages.filter((message) => message.to.includes(email));

    async function consumerInfo() {
      const nc = await connect({ servers: infra.nats as string });
      try {
        const jsm = await jetstreamManager(nc);
        return await jsm.consumers.info(env.NATS_STREAM as string, 'messaging-quote-requested');
      } finally {
        await nc.close();
      }
    }

    async function queueIdle() {
      const counts = await worker.runtime.jobs.counts('notifications');
      return counts.waiting + counts.active + counts.delayed === 0 ? true : undefined;
    }

    beforeAll(async () => {
      resources = await isolatedInfra({
        postgres: infra.postgres as string,
        nats: infra.nats as string,
        redis: infra.redis as string,
      });
      sink = await startSmtpSink();
      env = {
        ...resources.env,
        SMTP_URL: sink.url,
        PORT: '0',
        HOST: '127.0.0.1',
        METRICS_PORT: '0',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        OUTBOX_POLL_MS: '50',
        EVENT_ACK_WAIT_MS: '1000',
        // Owed e-mail jobs missing from Redis are looked for often here (production: 15 s / 30 s).
        OWED_JOB_SWEEP_MS: '200',
        OWED_JOB_GRACE_MS: '1000',
        DATA_DIR: await mkdtemp(join(tmpdir(), 'distributed-')),
      };
      quote = await startServiceProcess(quoteService, { role: 'service', env });
      lead = await startServiceProcess(leadService, { role: 'service', env });
      workforce = await startServiceProcess(workforceService, { role: 'service', env });
      ai = await startServiceProcess(aiService, { role: 'service', env });
      instantQuote = await startServiceProcess(instantQuoteService, { role: 'service', env });
      messaging = await startMessaging(true);
      worker = await startServiceProcess(messagingService, { role: 'worker', env });
      const config = loadGatewayConfig({
        ...env,
        QUOTE_SERVICE_URL: quote.url,
        MESSAGING_SERVICE_URL: messaging.url,
        LEAD_SERVICE_URL: lead.url,
        WORKFORCE_SERVICE_URL: workforce.url,
        AI_SERVICE_URL: ai.url,
        INSTANT_QUOTE_SERVICE_URL: instantQuote.url,
        WEB_DIST: '/nonexistent',
      });
      gateway = await buildGateway(
        config,
        createLogger({ level: config.LOG_LEVEL, name: 'gateway' }),
      );
      await gateway.app.listen({ port: 0, host: '127.0.0.1' });
      gatewayUrl = `http://127.0.0.1:${(gateway.app.server.address() as { port: number }).port}`;
    });

    afterAll(async () => {
      await gateway?.close();
      await Promise.all([
        quote?.close(),
        lead?.close(),
        workforce?.close(),
        ai?.close(),
        instantQuote?.close(),
        messaging?.close(),
        worker?.close(),
      ]);
      await sink?.close();
      await resources?.drop();
    });

    it('runs no database, bus or queue in the gateway: it only proxies', () => {
      expect(gateway.runtime).toBeUndefined();
    });

    it('merges every proxied service into one API document, and reports metrics of its own', async () => {
      const document = await (await fetch(`${gatewayUrl}/api/openapi.json`)).json();
      for (const [path, method] of [
        ['/api/quotes', 'post'],
        ['/api/estimates/{estimateNumber}', 'get'],
        ['/api/contacts', 'post'],
        ['/api/validate-service-area', 'post'],
      ] as const) {
        expect(document.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
      const gatewayMetrics = await (await fetch(gateway.metricsUrl)).text();
      expect((await fetch(`${gatewayUrl}/metrics`)).status).toBe(404);
      expect(gatewayMetrics).toContain('http_request_duration_seconds');
      const workerMetrics = await (await fetch(worker.metricsUrl)).text();
      expect(workerMetrics).toContain('jobs{queue="notifications",state="waiting"}');
      const quoteMetrics = await (await fetch(quote.metricsUrl)).text();
      expect((await fetch(`${quote.url}/metrics`)).status).toBe(404);
      expect(quoteMetrics).toContain('outbox_backlog_events{service="quote"}');
    });

    it('signs staff in at the workforce process and carries the identity to the quote process', async () => {
      const password = await readFile(
        join(env.DATA_DIR as string, 'initial-admin-password'),
        'utf8',
      );
      const { cookie } = await signInStaff(gatewayUrl, {
        username: 'admin',
        password: password.split('\n')[1] as string,
      });
      expect((await fetch(`${gatewayUrl}/api/quotes`, { headers: { cookie } })).status).toBe(200);
      expect((await fetch(`${gatewayUrl}/api/quotes`)).status).toBe(401);
    });

    it('e-mails an instant quote, and turns it into one quote request in the quote process', async () => {
      const password = await readFile(
        join(env.DATA_DIR as string, 'initial-admin-password'),
        'utf8',
      );
      const { cookie, token } = await signInStaff(gatewayUrl, {
        username: 'admin',
        password: password.split('\n')[1] as string,
      });
      const email = 'distributed.instant@example.com';
      const created = await fetch(`${gatewayUrl}/api/instant-quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          customerName: 'Renata Alvarez',
          customerEmail: email,
          customerPhone: '(904) 555-0117',
          address: '318 3rd Ave N',
          city: 'Jacksonville Beach',
          zipCode: '32250',
          roofSquares: 24,
        }),
      });
      expect(created.status).toBe(201);
      const { estimateNumber } = await created.json();
      const tracked = await fetch(
        `${gatewayUrl}/api/instant-quotes/${estimateNumber.toLowerCase()}`,
      );
      expect((await tracked.json()).customerEmail).toBe('d•••@example.com');
      await waitFor(
        () => customerMails(email).find((m) => m.raw.includes(estimateNumber)),
        10_000,
        'the instant quote e-mail',
      );

      const converted = await fetch(`${gatewayUrl}/api/instant-quotes/${estimateNumber}/convert`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(converted.status).toBe(202);
      const [quote] = await waitFor(
        async () => {
          const list = await fetch(`${gatewayUrl}/api/quotes?search=${encodeURIComponent(email)}`, {
            headers: { cookie },
          });
          const rows = (await list.json()) as Array<{
            projectDescription: string;
            estimateNumber: string;
          }>;
          return rows.length > 0 ? rows : undefined;
        },
        15_000,
        'the quote created from the instant quote',
      );
      expect(quote?.projectDescription).toContain(estimateNumber);
      // The new quote request is confirmed like any other (and settled before the next test).
      await waitFor(
        () => customerMails(email).find((m) => m.raw.includes(quote?.estimateNumber as string)),
        10_000,
        'the confirmation of the converted quote',
      );
      await waitFor(queueIdle, 10_000, 'the notifications queue to drain');
    });

    it('stores the quote, finds the estimate and e-mails the customer exactly once', async () => {
      const request = quoteRequest({ email: 'distributed.one@example.com' });
      const response = await fetch(`${gatewayUrl}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': 'it-distributed-1' },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe('it-distributed-1');
      const { estimateNumber } = await response.json();
      expect(estimateNumber).toMatch(/^SFR-[A-Z2-9]{8}$/);

      const estimate = await fetch(`${gatewayUrl}/api/estimates/${estimateNumber.toLowerCase()}`);
      expect(estimate.status).toBe(200);
      expect((await estimate.json()).status).toBe('quote_requested');

      const [mail] = await waitFor(
        () =>
          customerMails(request.email as string).length > 0
            ? customerMails(request.email as string)
            : undefined,
        10_000,
        'the confirmation e-mail',
      );
      expect(mail?.raw).toContain(estimateNumber);
      // One correlation id from the request to the e-mail's headers.
      expect(mail?.raw).toContain('X-Correlation-ID: it-distributed-1');
      await waitFor(
        () =>
          sink.messages.find(
            (m) => m.to.includes('office@shorefrontroofing.com') && m.raw.includes(estimateNumber),
          ),
        10_000,
        'the office alert',
      );
      await waitFor(queueIdle, 10_000, 'the notifications queue to drain');
      expect(customerMails(request.email as string)).toHaveLength(1);

      // The request id travelled with the event into JetStream.
      const nc = await connect({ servers: infra.nats as string });
      const jsm = await jetstreamManager(nc);
      const stored = await jsm.streams.getMessage(env.NATS_STREAM as string, {
        last_by_subj: `${env.EVENT_SUBJECT_PREFIX}quote.quote.requested`,
      });
      await nc.close();
      expect(
        stored?.json<{ correlationId: string; data: { estimateNumber: string } }>(),
      ).toMatchObject({
        correlationId: 'it-distributed-1',
        data: { estimateNumber },
      });
    });

    it('sends one confirmation when the consumer stops mid-way and the event is delivered again', async () => {
      const stoppedOn = new Promise<string>((resolve) => {
        stopMidWay = resolve;
      });
      const request = quoteRequest({ email: 'distributed.redelivery@example.com' });
      const response = await fetch(`${gatewayUrl}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      expect(response.status).toBe(201);
      await stoppedOn;
      stopMidWay = undefined;
      const before = await consumerInfo();
      expect(before.num_ack_pending).toBe(1);

      // The stopped consumer goes away without acknowledging; a new one takes over the durable.
      const stopped = messaging;
      void stopped.close();
      messaging = await startMessaging(false);

      await waitFor(
        async () => {
          const info = await consumerInfo();
          // A redelivery raises the delivery sequence past the first delivery's.
          const redelivered = info.delivered.consumer_seq > before.delivered.consumer_seq;
          return redelivered && info.num_ack_pending === 0 && info.num_pending === 0
            ? info
            : undefined;
        },
        15_000,
        'the event to be delivered again and acknowledged',
      );
      await waitFor(
        () => (customerMails(request.email as string).length > 0 ? true : undefined),
        10_000,
        'the confirmation',
      );
      await waitFor(queueIdle, 10_000, 'the notifications queue to drain');
      expect(customerMails(request.email as string)).toHaveLength(1);
    });

    it('retries a failed send without e-mailing the customer twice', async () => {
      const request = quoteRequest({ email: 'distributed.retry@example.com' });
      // The office's mail server hiccups once: the job fails after the customer's e-mail went out.
      sink.failNext((to) => to.includes('office@shorefrontroofing.com'));
      const response = await fetch(`${gatewayUrl}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const { estimateNumber } = await response.json();
      await waitFor(
        () =>
          sink.messages.find(
            (m) => m.to.includes('office@shorefrontroofing.com') && m.raw.includes(estimateNumber),
          ),
        15_000,
        'the office alert after the retry',
      );
      await waitFor(queueIdle, 10_000, 'the notifications queue to drain');
      expect(customerMails(request.email as string)).toHaveLength(1);
      expect(
        sink.messages.filter(
          (m) => m.to.includes('office@shorefrontroofing.com') && m.raw.includes(estimateNumber),
        ),
      ).toHaveLength(1);
    });

    it('sends the e-mails of a quote whose jobs Redis lost: the owed jobs are enqueued again', async () => {
      // No worker for a moment, so the jobs sit in Redis; then Redis "loses" the whole queue.
      await worker.close();
      const request = quoteRequest({ email: 'distributed.lost@example.com' });
      const response = await fetch(`${gatewayUrl}/api/quotes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      });
      const { estimateNumber } = await response.json();
      const connection = new Redis(infra.redis as string, { maxRetriesPerRequest: null });
      const queue = new Queue('notifications', { connection, prefix: env.QUEUE_PREFIX });
      try {
        await waitFor(
          async () => ((await queue.getWaitingCount()) >= 1 ? true : undefined),
          10_000,
          'the confirmation job in Redis',
        );
        await queue.obliterate({ force: true });
        expect(await queue.getWaitingCount()).toBe(0);
      } finally {
        await queue.close();
        connection.disconnect();
      }

      worker = await startServiceProcess(messagingService, { role: 'worker', env });
      const [mail] = await waitFor(
        () =>
          customerMails(request.email as string).length > 0
            ? customerMails(request.email as string)
            : undefined,
        15_000,
        'the confirmation, sent after the sweeper enqueued the lost job again',
      );
      expect(mail?.raw).toContain(estimateNumber);
      await waitFor(
        () =>
          sink.messages.find(
            (m) => m.to.includes('office@shorefrontroofing.com') && m.raw.includes(estimateNumber),
          ),
        10_000,
        'the office alert',
      );
      await waitFor(queueIdle, 10_000, 'the notifications queue to drain');
      expect(customerMails(request.email as string)).toHaveLength(1);
      const requeued = await (await fetch(messaging.metricsUrl)).text();
      expect(requeued).toMatch(/jobs_requeued_total [1-9]/);
    });
  },
);
