import {
  ErrorBodySchema,
  ServiceAreaCheckRequestSchema,
  ServiceAreaCheckResponseSchema,
} from '@roofing/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fiveDigitZip } from '../domain/served-areas.ts';
import { serviceAreaAnswer } from '../domain/service-area-answer.ts';

export interface ServiceAreaRouteOptions {
  areaFor(zip: string): Promise<string | null>;
}

export const serviceAreaRoutes: FastifyPluginAsyncZod<ServiceAreaRouteOptions> = async (
  app,
  { areaFor },
) => {
  app.post(
    '/api/validate-service-area',
    {
      schema: {
        body: ServiceAreaCheckRequestSchema,
        response: { 200: ServiceAreaCheckResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      const zip = fiveDigitZip(request.body.zipCode) as string;
      return serviceAreaAnswer(zip, await areaFor(zip));
    },
  );
};
