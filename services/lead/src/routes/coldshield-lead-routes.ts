import {
  ColdshieldLeadAcceptedSchema,
  ColdshieldLeadListQuerySchema,
  ColdshieldLeadRequestSchema,
  ColdshieldLeadSchema,
  ColdshieldLeadUpdateSchema,
  ErrorBodySchema,
  LeadIdParamSchema,
} from '@roofing/contracts';
import {
  recordMailOrigin,
  type ServiceApp,
  type ServiceContext,
  sendPolledPage,
} from '@roofing/platform';
import { z } from 'zod';
import { toColdshieldLead } from '../domain/lead-views.ts';
import { submitColdshieldLead } from '../domain/submit-coldshield-lead.ts';
import { updateColdshieldLead } from '../domain/update-coldshield-lead.ts';
import { COLDSHIELD_LEADS_SCOPE, coldshieldLeadStore } from '../store/coldshield-leads.ts';

const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The ColdShield offer's lead form (public). */
export async function coldshieldLeadRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = coldshieldLeadStore(ctx.db);

  app.post(
    '/api/coldshield-leads',
    {
      schema: {
        summary: 'Request a free thermal scan (ColdShield refrigeration-roof offer)',
        tags: ['leads'],
        body: ColdshieldLeadRequestSchema,
        response: { 200: ColdshieldLeadAcceptedSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      // Before the event: the e-mail it leads to is capped per client address too.
      await recordMailOrigin(ctx, request);
      const row = await submitColdshieldLead(ctx, store, request.body, request.id);
      request.log.info({ leadId: row.id }, 'ColdShield thermal scan requested');
      return { status: 'ok' as const };
    },
  );
}

/** The office's list of ColdShield leads (staff). */
export async function staffColdshieldLeadRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = coldshieldLeadStore(ctx.db);

  app.get(
    '/api/coldshield-leads',
    {
      schema: {
        summary:
          'Staff: one page of ColdShield leads, newest first (X-Total-Count holds the total)',
        tags: ['leads (staff)'],
        querystring: ColdshieldLeadListQuerySchema,
        response: { 200: z.array(ColdshieldLeadSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      // Polled by the open dashboard: 304 without a query until a lead arrives or changes.
      return sendPolledPage(request, reply, ctx.readVersions, COLDSHIELD_LEADS_SCOPE, {
        query: request.query,
        load: () => store.list(request.query),
        toItem: toColdshieldLead,
      });
    },
  );

  app.patch(
    '/api/coldshield-leads/:id',
    {
      schema: {
        summary: 'Staff: move a ColdShield lead on (status, thermal scan date, estimated savings)',
        tags: ['leads (staff)'],
        params: LeadIdParamSchema,
        body: ColdshieldLeadUpdateSchema,
        response: {
          200: ColdshieldLeadSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await updateColdshieldLead(ctx, store, request.params.id, request.body, staff);
      reply.header('cache-control', 'no-store');
      return toColdshieldLead(row);
    },
  );
}
