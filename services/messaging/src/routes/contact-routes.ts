import { ContactRequestSchema, ContactSchema, ErrorBodySchema } from '@roofing/contracts';
import type { Db } from '@roofing/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitContact } from '../domain/submit-contact.ts';

export interface ContactRouteOptions {
  db: Db;
  onEventsWritten: () => void;
}

export const contactRoutes: FastifyPluginAsyncZod<ContactRouteOptions> = async (
  app,
  { db, onEventsWritten },
) => {
  app.post(
    '/api/contacts',
    {
      schema: {
        body: ContactRequestSchema,
        response: { 201: ContactSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await submitContact(db, request.body, request.id);
      onEventsWritten();
      request.log.info({ contactId: row.id }, 'contact message received');
      return reply.code(201).send({ ...row, createdAt: row.createdAt.toISOString() });
    },
  );
};
