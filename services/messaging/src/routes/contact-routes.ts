import { ContactRequestSchema, ContactSchema, ErrorBodySchema } from '@roofing/contracts';
import { recordMailOrigin, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { submitContact } from '../domain/submit-contact.ts';

export async function contactRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.post(
    '/api/contacts',
    {
      schema: {
        summary: 'Send a message from the contact form',
        tags: ['messaging'],
        body: ContactRequestSchema,
        response: { 201: ContactSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Before the event: the e-mail it leads to is capped per client address too.
      await recordMailOrigin(ctx, request);
      const row = await submitContact(ctx, request.body, request.id, request.ip);
      request.log.info({ contactId: row.id }, 'contact message received');
      const { name, phone, email, subject, message } = row;
      return reply
        .code(201)
        .send({ name, phone, email, subject, message, createdAt: row.createdAt.toISOString() });
    },
  );
}
