import {
  ErrorBodySchema,
  ServiceAreaCheckRequestSchema,
  ServiceAreaCheckResponseSchema,
} from '@roofing/contracts';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { fiveDigitZip } from '../domain/served-areas.ts';
import { serviceAreaAnswer } from '../domain/service-area-answer.ts';
import { servedAreaStore } from '../store/served-areas.ts';

export async function serviceAreaRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = servedAreaStore(ctx.db);
  app.post(
    '/api/validate-service-area',
    {
      schema: {
        summary: 'Check whether a ZIP code is in the service area',
        tags: ['leads'],
        body: ServiceAreaCheckRequestSchema,
        response: { 200: ServiceAreaCheckResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const zip = fiveDigitZip(request.body.zipCode) as string;
      return serviceAreaAnswer(zip, await store.areaFor(zip));
    },
  );
}
