import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { onContactReceived } from './events/on-contact-received.ts';
import { onInspectionRequested } from './events/on-inspection-requested.ts';
import { onQuoteRequested } from './events/on-quote-requested.ts';
import { sendContactReceivedEmails } from './jobs/send-contact-received-emails.ts';
import { sendInspectionRequestedEmails } from './jobs/send-inspection-requested-emails.ts';
import { sendQuoteRequestedEmails } from './jobs/send-quote-requested-emails.ts';
import { contactRoutes } from './routes/contact-routes.ts';
import * as schema from './store/schema.ts';

/** The messaging service: contact messages, project messages and every e-mail we send. */
export const messagingService = defineService({
  name: 'messaging',
  prefixes: ['/api/contacts', '/api/project-messages'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  routes: contactRoutes,
  consumers: [onQuoteRequested, onContactReceived, onInspectionRequested],
  jobs: [sendQuoteRequestedEmails, sendContactReceivedEmails, sendInspectionRequestedEmails],
});
