import { defineEvent } from './define.ts';
import { StormBannerSchema } from './http/storm.ts';

/*
 * Storm mode's event (issue 26). The subject is on the wire: never rename it.
 */

/**
 * The office switched the storm banner on or off, or changed its text. The messaging service
 * keeps the latest one to print in acknowledgement e-mails; the lead service to put emergency
 * inspection requests first.
 */
export const stormBannerChanged = defineEvent({
  type: 'quote.storm-banner.changed',
  version: 1,
  schema: StormBannerSchema.extend({
    changedBy: StormBannerSchema.shape.changedBy.unwrap(),
    changedAt: StormBannerSchema.shape.changedAt.unwrap(),
  }),
});

export const STORM_EVENTS = { stormBannerChanged } as const;
