import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { useLinkTokens } from './emails/format.ts';
import { onQuoteRequestedEstimateCustomer } from './events/on-quote-requested-estimate-customer.ts';
import { onStormBannerChanged } from './events/on-storm-banner-changed.ts';
import { NOTIFICATION_CONSUMERS, NOTIFICATION_JOBS } from './notifications/index.ts';
import { contactRoutes, staffContactRoutes } from './routes/contact-routes.ts';
import { messageImageRoutes } from './routes/message-image-routes.ts';
import {
  projectMessageRoutes,
  staffProjectMessageRoutes,
} from './routes/project-message-routes.ts';
import { smsWebhookRoutes } from './sms/routes.ts';
import { messagingSettings } from './sms/settings.ts';
import * as schema from './store/schema.ts';
import { TEXT_CONSUMERS, TEXT_JOBS } from './texts/index.ts';

/** The messaging service: contact messages, project messages and every e-mail and text we send. */
export const messagingService = defineService({
  name: 'messaging',
  prefixes: ['/api/contacts', '/api/project-messages', '/api/sms'],
  schema,
  settings: messagingSettings,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async start(ctx) {
    // Links in customer e-mails carry a sealed single-use token, never the estimate number.
    useLinkTokens((estimateNumber) => ctx.portalLink(estimateNumber));
  },
  async routes(app, ctx) {
    await ctx.publicRoutes(app, async (scope) => {
      await contactRoutes(scope, ctx);
      // Twilio's signed webhooks (inbound texts, delivery status): their own form parser.
      await scope.register(async (inner) => smsWebhookRoutes(inner as typeof app, ctx));
    });
    // The conversation is its customer's (portal session) and the team's: see message-access.ts.
    await ctx.customerOrStaffRoutes(app, async (scope) => {
      await projectMessageRoutes(scope, ctx);
      await messageImageRoutes(scope, ctx);
    });
    await ctx.staffRoutes(app, async (scope) => {
      await staffProjectMessageRoutes(scope, ctx);
      await staffContactRoutes(scope, ctx);
    });
  },
  // Every e-mail is one declaration in src/notifications/<event>/notification.ts.
  // Every text is one consumer in src/texts/<event>.ts, sent by the `sms` queue's job.
  consumers: [
    onQuoteRequestedEstimateCustomer,
    onStormBannerChanged,
    ...NOTIFICATION_CONSUMERS,
    ...TEXT_CONSUMERS,
  ],
  jobs: [...NOTIFICATION_JOBS, ...TEXT_JOBS],
});
