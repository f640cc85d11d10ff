import {
  ErrorBodySchema,
  InspectionRequestListQuerySchema,
  InspectionRequestUpdateSchema,
  LeadIdParamSchema,
  StaffInspectionRequestSchema,
} from '@roofing/contracts';
import { type ServiceApp, type ServiceContext, sendPolledPage } from '@roofing/platform';
import { z } from 'zod';
import { toStaffInspectionRequest } from '../domain/lead-views.ts';
import { updateInspectionRequest } from '../domain/update-inspection-request.ts';
import { INSPECTION_REQUESTS_SCOPE, inspectionRequestStore } from '../store/inspection-requests.ts';
import { stormBannerOn } from '../store/storm-banner.ts';

const tags = ['leads (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The dashboard's Leads view of inspection requests: every route checks the staff session. */
export async function staffInspectionRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = inspectionRequestStore(ctx.db);

  app.get(
    '/api/inspection-requests',
    {
      schema: {
        summary:
          'Staff: one page of inspection requests, newest first; during a storm the pending emergencies first, oldest first (X-Total-Count holds the total)',
        tags,
        querystring: InspectionRequestListQuerySchema,
        response: { 200: z.array(StaffInspectionRequestSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      // Polled by the open dashboard: 304 without a query until a request arrives or changes, or
      // the storm banner switches (its order and flags are part of the answer).
      let storm = false;
      return sendPolledPage(request, reply, ctx.readVersions, INSPECTION_REQUESTS_SCOPE, {
        query: request.query,
        load: async () => {
          storm = await stormBannerOn(ctx.db);
          return store.list(request.query, storm);
        },
        toItem: (row) => toStaffInspectionRequest(row, storm),
      });
    },
  );

  app.patch(
    '/api/inspection-requests/:id',
    {
      schema: {
        summary: 'Staff: schedule, assign, annotate, complete or cancel an inspection request',
        tags,
        params: LeadIdParamSchema,
        body: InspectionRequestUpdateSchema,
        response: {
          200: StaffInspectionRequestSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const row = await updateInspectionRequest(
        ctx,
        store,
        request.params.id,
        request.body,
        staff,
        request.id,
      );
      reply.header('cache-control', 'no-store');
      return toStaffInspectionRequest(row, await stormBannerOn(ctx.db));
    },
  );
}
