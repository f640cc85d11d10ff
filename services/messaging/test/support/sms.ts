import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type QuoteRequestedData,
  quoteRequested,
  type TextKind,
  textConsentRecord,
} from '@roofing/contracts';
import { createEnvelope } from '@roofing/platform';
import { and, asc, eq } from 'drizzle-orm';
import { quoteRequest, waitFor } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { texts } from '../../src/store/schema.ts';
import { newEstimateNumber } from './conversation.ts';

/**
 * The site's public address in front of a service under test, as the gateway is in production:
 * Twilio is given `<url>/api/sms/...` (PUBLIC_URL), and what arrives is passed on to the service.
 * Started before the service (its address is the service's PUBLIC_URL); `target` set after.
 */
export async function startPublicAddress() {
  let target = '';
  const server: Server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      `${target}${incoming.url ?? '/'}`,
      { method: incoming.method, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardTo(url: string) {
      target = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A fresh North Florida mobile number: as typed on a form and in E.164. */
export function newPhone() {
  const line = String(Math.floor(Math.random() * 9000) + 1000);
  const exchange = String(Math.floor(Math.random() * 700) + 200);
  return { typed: `(904) ${exchange}-${line}`, e164: `+1904${exchange}${line}` };
}

/**
 * A quote request as the quote service announces it, for a fresh phone, with (or without) the
 * "Text me updates" consent; resolves once the messaging service has it.
 */
export async function quoteRequestedBy(
  svc: ServiceHarness,
  options: {
    consent: boolean;
    language?: 'en' | 'es';
    firstName?: string;
    phone?: ReturnType<typeof newPhone>;
  },
) {
  const phone = options.phone ?? newPhone();
  const language = options.language ?? 'en';
  const data = {
    ...quoteRequest({ phone: phone.typed, firstName: options.firstName ?? 'Marta' }),
    estimateNumber: newEstimateNumber(),
    quoteId: 1,
    requestedAt: new Date().toISOString(),
    language,
    textConsent: options.consent
      ? textConsentRecord({
          phone: phone.typed,
          ipAddress: '203.0.113.9',
          language,
          source: 'quote',
        })
      : null,
  } as QuoteRequestedData;
  const event = createEnvelope({
    type: quoteRequested.type,
    source: 'quote',
    correlationId: randomUUID(),
    data,
  });
  await svc.runtime.bus.publish(event);
  return { data, phone: phone.e164, event };
}

/** The texts recorded for a number (outbound unless asked), oldest first. */
export function textsTo(svc: ServiceHarness, phone: string, direction = 'outbound') {
  return svc.runtime.database.db
    .select()
    .from(texts)
    .where(and(eq(texts.phone, phone), eq(texts.direction, direction)))
    .orderBy(asc(texts.id));
}

/** Waits for a recorded text of `kind` to `phone` whose status `ready` accepts. */
export function textOf(
  svc: ServiceHarness,
  phone: string,
  kind: TextKind,
  ready: (status: string) => boolean = () => true,
  timeoutMs = 8000,
) {
  return waitFor(
    async () => (await textsTo(svc, phone)).find((t) => t.kind === kind && ready(t.status)),
    timeoutMs,
    `a ${kind} text to ${phone}`,
  );
}

/** Lets the consumers and jobs run for a moment in which nothing should happen. */
export const quietly = (ms = 1200) => new Promise((resolve) => setTimeout(resolve, ms));
