import {
  ContactIdParamSchema,
  ContactListQuerySchema,
  ContactRequestSchema,
  ContactSchema,
  ContactUpdateSchema,
  ErrorBodySchema,
  type StaffContact,
  StaffContactSchema,
} from '@roofing/contracts';
import {
  notFound,
  recordMailOrigin,
  type ServiceApp,
  type ServiceContext,
  sendPolledPage,
} from '@roofing/platform';
import { z } from 'zod';
import { submitContact } from '../domain/submit-contact.ts';
import { CONTACTS_SCOPE, type ContactRow, contactStore } from '../store/contacts.ts';

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

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** A stored message as the office reads it. */
function toStaffContact(row: ContactRow): StaffContact {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: row.language === 'es' ? 'es' : 'en',
    textUpdates: row.textConsent !== null,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}

/**
 * The office's list of contact-form messages (staff): the same messages the office is e-mailed,
 * kept where nobody's inbox can lose them, each marked answered once someone has.
 */
export async function staffContactRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = contactStore(ctx.db);

  app.get(
    '/api/contacts',
    {
      schema: {
        summary:
          'Staff: one page of contact-form messages, newest first (X-Total-Count holds the total)',
        tags: ['messaging (staff)'],
        querystring: ContactListQuerySchema,
        response: { 200: z.array(StaffContactSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) =>
      // Polled by the open dashboard: 304 without a query until a message arrives or changes.
      sendPolledPage(request, reply, ctx.readVersions, CONTACTS_SCOPE, {
        query: request.query,
        load: () => store.list(request.query),
        toItem: toStaffContact,
      }),
  );

  app.patch(
    '/api/contacts/:id',
    {
      schema: {
        summary: 'Staff: mark a contact-form message answered, or back to be answered',
        tags: ['messaging (staff)'],
        params: ContactIdParamSchema,
        body: ContactUpdateSchema,
        response: {
          200: StaffContactSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const { id } = request.params;
      const row = await ctx.db.transaction(async (tx) => {
        const current = await store.lockById(tx, id);
        if (!current) throw notFound('No contact message with that id');
        // Marked again: who answered first, and when, stays.
        if (request.body.answered === (current.answeredAt !== null)) return current;
        return store.update(
          tx,
          id,
          request.body.answered
            ? { answeredAt: new Date(), answeredBy: staff.displayName || staff.username }
            : { answeredAt: null, answeredBy: null },
        );
      });
      if (!row) throw notFound('No contact message with that id');
      request.log.info(
        { contactId: id, answered: row.answeredAt !== null, by: staff.username },
        'contact message marked',
      );
      reply.header('cache-control', 'no-store');
      return toStaffContact(row);
    },
  );
}
