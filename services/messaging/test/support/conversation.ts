import { randomUUID } from 'node:crypto';
import {
  type MessagePostedData,
  type ProjectMessage,
  type QuoteRequestedData,
  quoteRequested,
} from '@roofing/contracts';
import {
  createEnvelope,
  IDENTITY_HEADER,
  type Identity,
  type StaffIdentity,
  signIdentity,
} from '@roofing/platform';
import { quoteRequest, waitFor } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { findEstimateCustomer } from '../../src/store/estimate-customers.ts';

/** Callers as the gateway forwards them: signed with the runtime's identity secret. */
export const STAFF: StaffIdentity = {
  kind: 'staff',
  userId: 3,
  username: 'pm.rivera',
  displayName: 'Marisol Rivera',
  role: 'staff',
  permissions: [],
  csrf: true,
};

export const portal = (estimateNumber: string): Identity => ({
  kind: 'portal',
  estimateNumber,
  verified: true,
});

export function headersFor(svc: ServiceHarness, identity: Identity | null) {
  return identity ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) } : {};
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newEstimateNumber = () =>
  `SFR-${Array.from({ length: 8 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join('')}`;

/**
 * An estimate the messaging service knows: its `quote.quote.requested` event delivered on the
 * bus, as the quote service would publish it, and its customer recorded.
 */
export async function knownEstimate(
  svc: ServiceHarness,
  overrides: Partial<QuoteRequestedData> = {},
): Promise<QuoteRequestedData> {
  const data = {
    ...quoteRequest(),
    estimateNumber: newEstimateNumber(),
    quoteId: 1,
    requestedAt: new Date().toISOString(),
    ...overrides,
  } as QuoteRequestedData;
  await svc.runtime.bus.publish(
    createEnvelope({
      type: quoteRequested.type,
      source: 'quote',
      correlationId: randomUUID(),
      data,
    }),
  );
  await waitFor(
    () => findEstimateCustomer(svc.runtime.database.db, data.estimateNumber),
    5000,
    'the estimate customer',
  );
  return data;
}

/** Posts a message as `identity` and answers the reply. */
export function postMessage(
  svc: ServiceHarness,
  identity: Identity | null,
  body: Record<string, unknown>,
) {
  return svc.app.inject({
    method: 'POST',
    url: '/api/project-messages',
    headers: headersFor(svc, identity),
    payload: body,
  });
}

/**
 * The `messaging.message.posted` event of a message the API answered with. The event names the
 * stored row and the API the message's public id, so they are matched by estimate and time.
 */
export function postedEventOf(
  svc: ServiceHarness,
  message: Pick<ProjectMessage, 'estimateNumber' | 'createdAt'>,
) {
  return svc.waitForEvent<MessagePostedData>(
    'messaging.message.posted',
    (candidate) =>
      candidate.data.estimateNumber === message.estimateNumber &&
      candidate.data.postedAt === message.createdAt,
  );
}
