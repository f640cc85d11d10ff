import { stormBannerChanged } from '@roofing/contracts/storm-events';
import { defineConsumer } from '@roofing/platform';
import { keepStormBanner } from '../store/storm-banner.ts';

/** Keeps the messaging service's own copy of the storm banner for acknowledgement e-mails. */
export const onStormBannerChanged = defineConsumer({
  event: stormBannerChanged,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'messaging-storm-banner',
  async handle({ event, tx }) {
    await keepStormBanner(tx, event.data);
  },
});
