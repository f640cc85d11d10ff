import {
  ErrorBodySchema,
  INSPECTION_REQUESTED_MESSAGE,
  InspectionRequestCreatedSchema,
  InspectionRequestSchema,
} from '@roofing/contracts';
import { recordMailOrigin, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { submitInspectionRequest } from '../domain/submit-inspection-request.ts';
import { inspectionRequestStore } from '../store/inspection-requests.ts';

export async function inspectionRequestRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = inspectionRequestStore(ctx.db);
  app.post(
    '/api/inspection-requests',
    {
      schema: {
        summary: 'Request a roof inspection',
        tags: ['leads'],
        body: InspectionRequestSchema,
        response: { 201: InspectionRequestCreatedSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      // Before the event: the e-mail it leads to is capped per client address too.
      await recordMailOrigin(ctx, request);
      const row = await submitInspectionRequest(ctx, store, request.body, request.id, request.ip);
      request.log.info(
        { requestNumber: row.requestNumber, urgencyLevel: row.urgencyLevel },
        'inspection requested',
      );
      return reply.code(201).send({
        success: true,
        requestNumber: row.requestNumber,
        message: INSPECTION_REQUESTED_MESSAGE,
      });
    },
  );
}
