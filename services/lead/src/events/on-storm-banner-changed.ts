import { stormBannerChanged } from '@roofing/contracts/storm-events';
import { defineConsumer } from '@roofing/platform';
import { keepStormBanner } from '../store/storm-banner.ts';

/** Keeps the lead service's own copy of the storm banner: it orders the office's list. */
export const onStormBannerChanged = defineConsumer({
  event: stormBannerChanged,
  // On the wire (broker, inbox): never renamed without a migration.
  durable: 'lead-storm-banner',
  async handle({ event, tx }) {
    await keepStormBanner(tx, event.data);
  },
});
