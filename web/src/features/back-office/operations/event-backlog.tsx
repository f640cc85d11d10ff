import type { OperationsQueues } from '@roofing/contracts';

/** "42 s", "3 min", "2 h": how long the oldest pending event has waited. */
export function ageWords(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

/** The event side: each outbox's pending events, parked events, and JetStream's consumers. */
export function EventBacklog({ data }: { data: OperationsQueues }) {
  const parked = new Map(data.eventDeadLetters.map((row) => [row.service, row.open]));
  return (
    <section
      aria-labelledby="event-backlog"
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
    >
      <h2 id="event-backlog" className="font-display text-xl font-bold text-navy-900">
        Events ({data.events === 'nats' ? 'NATS JetStream' : 'in-process bus'})
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">Outboxes and parked events by service</caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col">Service</th>
            <th scope="col">Pending in outbox</th>
            <th scope="col">Oldest pending</th>
            <th scope="col">Parked events</th>
          </tr>
        </thead>
        <tbody>
          {data.outboxes.map((outbox) => (
            <tr key={outbox.service} className="border-t border-navy-100">
              <th scope="row" className="py-1 font-semibold">
                {outbox.service}
              </th>
              <td>{outbox.pending}</td>
              <td title={outbox.lastError ?? undefined}>{ageWords(outbox.oldestAgeSeconds)}</td>
              <td>{parked.get(outbox.service) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-slate-600">
        Parked events are replayed with <code>npm run dead-letters</code> (docs/operations.md).
      </p>
      {data.events === 'nats' ? <Consumers consumers={data.consumers} /> : null}
    </section>
  );
}

function Consumers({ consumers }: { consumers: OperationsQueues['consumers'] }) {
  if (consumers === null) {
    return (
      <p role="status" className="mt-3 text-sm text-danger-700">
        The broker did not answer: consumer figures are unavailable.
      </p>
    );
  }
  return (
    <table className="mt-4 w-full text-left text-sm">
      <caption className="text-left font-semibold text-navy-900">JetStream consumers</caption>
      <thead>
        <tr className="text-slate-700">
          <th scope="col">Consumer</th>
          <th scope="col">Not yet delivered</th>
          <th scope="col">Awaiting ack</th>
          <th scope="col">Redelivered</th>
        </tr>
      </thead>
      <tbody>
        {consumers.map((consumer) => (
          <tr key={consumer.name} className="border-t border-navy-100">
            <th scope="row" className="py-1 font-mono font-normal">
              {consumer.name}
            </th>
            <td>{consumer.pending}</td>
            <td>{consumer.ackPending}</td>
            <td>{consumer.redelivered}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
