import { fileURLToPath } from 'node:url';
import { defineService } from '@roofing/platform';
import { defaultServedZipTable } from './domain/served-areas.ts';
import { onStormBannerChanged } from './events/on-storm-banner-changed.ts';
import { runColdshieldFollowUp } from './jobs/coldshield-follow-up.ts';
import {
  coldshieldLeadRoutes,
  staffColdshieldLeadRoutes,
} from './routes/coldshield-lead-routes.ts';
import { inspectionRequestRoutes } from './routes/inspection-request-routes.ts';
import { serviceAreaRoutes } from './routes/service-area-routes.ts';
import { staffInspectionRoutes } from './routes/staff-inspection-routes.ts';
import * as schema from './store/schema.ts';
import { servedAreaStore } from './store/served-areas.ts';

/** The lead service: who we serve, and the leads that come in (thermal scans, inspections). */
export const leadService = defineService({
  name: 'lead',
  prefixes: ['/api/validate-service-area', '/api/coldshield-leads', '/api/inspection-requests'],
  schema,
  migrations: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  async routes(app, ctx) {
    await ctx.publicRoutes(app, async (scope) => {
      await serviceAreaRoutes(scope, ctx);
      await inspectionRequestRoutes(scope, ctx);
      await coldshieldLeadRoutes(scope, ctx);
    });
    await ctx.staffRoutes(app, async (scope) => {
      await staffInspectionRoutes(scope, ctx);
      await staffColdshieldLeadRoutes(scope, ctx);
    });
  },
  // The storm banner's switches: while it is on, pending emergencies lead the office's list.
  consumers: [onStormBannerChanged],
  // The ColdShield follow-up check, on the `leads` queue of the lead worker.
  jobs: [runColdshieldFollowUp],
  async start(ctx) {
    const rows = [...defaultServedZipTable()].map(([zipCode, area]) => ({ zipCode, area }));
    await servedAreaStore(ctx.db).addMissing(rows);
  },
});
