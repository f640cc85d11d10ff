import { ContactRequestSchema, ContactSchema, ErrorBodySchema } from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
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
      const row = await submitContact(ctx, request.body, request.id);
      request.log.info({ contactId: row.id }, 'contact message received');
      const { id: _internal, ...contact } = row;
      return reply.code(201).send({ ...contact, createdAt: row.createdAt.toISOString() });
    },
  );
}
