import { fileURLToPath } from 'node:url';
import type { ServiceDefinition } from '@roofing/platform';
import { eq, sql } from 'drizzle-orm';
import { defaultServedZipTable } from './domain/served-areas.ts';
import { serviceAreaRoutes } from './routes/service-area-routes.ts';
import { servedZipCodes } from './store/schema.ts';

/** The lead service: who we serve, and the leads that come in (thermal scans, inspections). */
export const leadService: ServiceDefinition = {
  name: 'lead',
  migrationsFolder: fileURLToPath(new URL('./store/migrations', import.meta.url)),
  create(runtime) {
    const { db } = runtime.database;
    const areaByZip = db
      .select({ area: servedZipCodes.area })
      .from(servedZipCodes)
      .where(eq(servedZipCodes.zipCode, sql.placeholder('zip')))
      .limit(1)
      .prepare('lead_area_by_zip');
    return {
      routes: async (app) => {
        // Served ZIPs the code knows are copied in; ZIPs the office added stay.
        const rows = [...defaultServedZipTable()].map(([zipCode, area]) => ({ zipCode, area }));
        await db.insert(servedZipCodes).values(rows).onConflictDoNothing();
        await app.register(serviceAreaRoutes, {
          areaFor: async (zip) => (await areaByZip.execute({ zip }))[0]?.area ?? null,
        });
      },
      async stop() {},
    };
  },
};
