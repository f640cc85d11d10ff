import { ErrorBodySchema } from '@roofing/contracts';
import {
  PublicStatusSchema,
  PublicStormBannerSchema,
  StormBannerSchema,
  StormBannerUpdateSchema,
} from '@roofing/contracts/http/storm';
import type { ServiceApp, ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { quoteSettings } from '../config.ts';
import { publicStatusReader } from '../domain/storm/public-status.ts';
import { switchStormBanner, toPublicBanner, toStormBanner } from '../domain/storm/storm-banner.ts';
import { stormStore } from '../store/storm.ts';

const tags = ['storm'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Storm mode for everyone: the banner the site layout shows, and the status page's figures. */
export async function publicStormRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = stormStore(ctx.db);
  const status = publicStatusReader(store, quoteSettings.of(ctx).STATUS_CACHE_SECONDS);

  app.get(
    '/api/storm-banner',
    {
      schema: {
        summary: 'The storm banner in English and Spanish while it is on (null while off)',
        tags,
        response: { 200: z.object({ banner: PublicStormBannerSchema }) },
      },
    },
    async (_request, reply) => {
      // Every page asks; it must drop the moment the office switches it off.
      reply.header('cache-control', 'no-cache');
      return { banner: toPublicBanner(toStormBanner(await store.latest())) };
    },
  );

  app.get(
    '/api/status',
    {
      schema: {
        summary: 'The public status page: the banner, requests waiting, the typical callback time',
        tags,
        response: { 200: PublicStatusSchema, 429: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return status.read();
    },
  );
}

/** Storm mode for the office: any staff member reads the switch; an admin flips it. */
export async function staffStormRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = stormStore(ctx.db);

  app.get(
    '/api/storm-banner/current',
    {
      schema: {
        summary: 'Staff: the storm banner as stored, with who switched it and when',
        tags,
        response: { 200: StormBannerSchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return toStormBanner(await store.latest());
    },
  );

  app.put(
    '/api/storm-banner',
    {
      config: { staff: { admin: true } },
      schema: {
        summary: 'Admin: switch the storm banner on (with its text) or off',
        tags,
        body: StormBannerUpdateSchema,
        response: { 200: StormBannerSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const banner = await switchStormBanner(ctx, store, request.body, staff, request.id);
      request.log.info({ on: banner.on, by: staff.username }, 'storm banner switched');
      return banner;
    },
  );
}
