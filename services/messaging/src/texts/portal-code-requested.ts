import { portalCodeRequested } from '@roofing/contracts';
import { defineConsumer } from '@roofing/platform';
import { textCustomer } from '../sms/text-customer.ts';
import { findEstimateCustomer } from '../store/estimate-customers.ts';

/**
 * A one-time code: texted too (besides the e-mail) to a customer who consented to texts. Exempt
 * from quiet hours (the customer is waiting for it now), never from STOP; no link (the code is
 * typed where it was asked for).
 */
export const textsOnPortalCodeRequested = defineConsumer({
  event: portalCodeRequested,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-texts-portal-code-requested',
  async handle({ event, tx, ctx }) {
    const customer = await findEstimateCustomer(tx, event.data.estimateNumber);
    if (!customer) return;
    await textCustomer(ctx, tx, {
      phone: customer.phone,
      // Filed under the estimate, but the code text carries no link.
      estimateNumber: null,
      kind: 'one-time-code',
      message: 'oneTimeCode',
      values: { code: event.data.code },
      anyHour: true,
      dedupeKey: `${event.id}:customer`,
      correlationId: event.correlationId,
    });
  },
});
