import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** A source of numbers read at scrape time (outbox backlog, queue lengths). */
type Sampler = () => Promise<void>;

/**
 * The Prometheus metrics of one process, in a registry of its own (tests run several processes'
 * worth of services in one Node process). Served at /metrics by every HTTP server.
 */
export function createMetrics() {
  const registry = new Registry();
  // The event-loop delay histogram samples once a second, not every 10 ms (the default): an idle
  // process must not wake a hundred times a second for its own metrics (issue 26).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 1000 });
  const samplers = new Set<Sampler>();
  const registers = [registry];

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route and status',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outboxBacklog: new Gauge({
      name: 'outbox_backlog_events',
      help: 'Events written to a service outbox and not yet published',
      labelNames: ['service'] as const,
      registers,
    }),
    outboxOldestAge: new Gauge({
      name: 'outbox_oldest_unsent_age_seconds',
      help: 'Age of the oldest unpublished outbox event (0 when none)',
      labelNames: ['service'] as const,
      registers,
    }),
    databaseQueries: new Counter({
      name: 'database_queries_total',
      help: 'Database statements sent, by the HTTP route they served (background outside requests)',
      labelNames: ['route'] as const,
      registers,
    }),
    eventsPublished: new Counter({
      name: 'events_published_total',
      help: 'Events the outbox relay published',
      labelNames: ['service'] as const,
      registers,
    }),
    eventDeliveries: new Counter({
      name: 'event_deliveries_total',
      help: 'Event deliveries to a consumer (first deliveries and redeliveries)',
      labelNames: ['consumer'] as const,
      registers,
    }),
    eventRedeliveries: new Counter({
      name: 'event_redeliveries_total',
      help: 'Deliveries of an event the consumer had been given before',
      labelNames: ['consumer'] as const,
      registers,
    }),
    eventsNotApplicable: new Counter({
      name: 'events_not_applicable_total',
      help: 'Events a consumer acknowledged at once as none of its business (no transaction)',
      labelNames: ['consumer'] as const,
      registers,
    }),
    eventDeadLetters: new Counter({
      name: 'event_dead_letters_total',
      help: 'Events parked in the dead-letter table',
      labelNames: ['consumer', 'reason'] as const,
      registers,
    }),
    jobs: new Gauge({
      name: 'jobs',
      help: 'Jobs per queue and state',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'job_duration_seconds',
      help: 'Job run time by queue, job and outcome',
      labelNames: ['queue', 'job', 'outcome'] as const,
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    jobsRequeued: new Counter({
      name: 'jobs_requeued_total',
      help: 'Owed jobs found missing from the job queue (Redis lost them) and enqueued again',
      registers,
    }),
    emailsSent: new Counter({
      name: 'emails_sent_total',
      help: 'E-mails handed to the mail transport',
      registers,
    }),
    emailsFailed: new Counter({
      name: 'emails_failed_total',
      help: 'E-mails the mail transport refused or could not take',
      registers,
    }),
    emailsCapped: new Counter({
      name: 'emails_capped_total',
      help: 'E-mails not sent because the recipient reached its cap',
      labelNames: ['kind'] as const,
      registers,
    }),
    uploadsStoredBytes: new Counter({
      name: 'uploads_stored_bytes_total',
      help: 'Bytes of uploaded files stored (images after re-encoding), by service',
      labelNames: ['service'] as const,
      registers,
    }),
    uploadsRefused: new Counter({
      name: 'uploads_refused_total',
      help: 'Uploads refused by a daily quota, by reason (client_bytes, client_files, site_bytes, site_files)',
      labelNames: ['reason'] as const,
      registers,
    }),
    aiBudgetRefused: new Counter({
      name: 'ai_budget_refused_total',
      help: 'Paid model calls not made because their daily budget could not cover them, by budget',
      labelNames: ['budget'] as const,
      registers,
    }),
    lookupMisses: new Counter({
      name: 'lookup_misses_total',
      help: "Number-only lookups (estimate, portal, search, response, instant-quote) for a number that does not exist or is not the caller's",
      labelNames: ['kind'] as const,
      registers,
    }),
    lookupMissBursts: new Counter({
      name: 'lookup_miss_bursts_total',
      help: 'Windows in which unknown-number lookups across all clients passed LOOKUP_MISS_SPIKE (guessing suspected; the office is e-mailed once per window)',
      registers,
    }),
    lookupMissesSlowed: new Counter({
      name: 'lookup_misses_slowed_total',
      help: 'Unknown-number answers delayed because misses across all clients were spiking',
      labelNames: ['kind'] as const,
      registers,
    }),
    lookupMissLimited: new Counter({
      name: 'lookup_miss_limited_total',
      help: 'Number lookups refused (429) because the client passed RATE_LIMIT_LOOKUP_MISSES',
      labelNames: ['kind'] as const,
      registers,
    }),
    staffSignInFailures: new Counter({
      name: 'staff_sign_in_failures_total',
      help: 'Failed staff sign-ins (wrong password or code, unknown or disabled account)',
      registers,
    }),
    staffSignInAlerts: new Counter({
      name: 'staff_sign_in_alerts_total',
      help: 'Windows in which failed sign-ins for one staff account passed the ceiling (office alerted)',
      registers,
    }),
    staffSessionLookups: new Counter({
      name: 'gateway_staff_session_lookups_total',
      help: 'Staff session cookies the gateway asked the workforce service about, or refused unasked (client flooding)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    /** Adds a sampler run before each scrape; returns its removal. */
    sample(sampler: Sampler): () => void {
      samplers.add(sampler);
      return () => samplers.delete(sampler);
    },
    /** The exposition text, after every sampler had its turn (a failing one is skipped). */
    async scrape(): Promise<string> {
      await Promise.all([...samplers].map((sampler) => sampler().catch(() => {})));
      return registry.metrics();
    },
  };
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
