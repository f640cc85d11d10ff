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
      const row = await submitContact(ctx, request.body, request.id);
      request.log.info({ contactId: row.id }, 'contact message received');
      const { id: _internal, ...contact } = row;
      return reply.code(201).send({ ...contact, createdAt: row.createdAt.toISOString() });
    },
  );
}
