import { TRACE_CALIBRATION } from '@roofing/contracts/trace-calibration';
import { defineSettings } from '@roofing/platform';
import { z } from 'zod';

/** The coarsest imagery the calibration benchmark measured a margin for (m per imagery pixel). */
const COARSEST_MEASURED_GSD_M = Math.max(...TRACE_CALIBRATION.byImagery.map((entry) => entry.gsdM));

/**
 * The instant-quote service's own settings, read once at boot with the rest of the configuration
 * (a bad value stops the boot naming the variable); code reads `instantQuoteSettings.of(ctx)`.
 */
export const InstantQuoteSettingsSchema = z.object({
  /**
   * Ground metres per pixel of the satellite imagery homeowners trace on (its own resolution, not
   * the map's enlargement of it): the price range is the calibrated margin for that imagery
   * (docs/instant-quote-calibration.md). Default: the keyless default imagery, USGS The National
   * Map tiles to zoom 16, about 2.1 m a pixel in north Florida. Set it with SATELLITE_TILE_URL
   * (0.3 for most commercial satellite imagery).
   */
  SATELLITE_IMAGERY_GSD_M: z.coerce
    .number({ error: 'SATELLITE_IMAGERY_GSD_M must be a number of metres per imagery pixel' })
    .positive('SATELLITE_IMAGERY_GSD_M must be above 0')
    .max(
      COARSEST_MEASURED_GSD_M,
      `no calibration for imagery coarser than ${COARSEST_MEASURED_GSD_M} m a pixel: measure it first (npm run bench:measure)`,
    )
    .default(TRACE_CALIBRATION.imageryGsdM),
});

export type InstantQuoteSettings = z.infer<typeof InstantQuoteSettingsSchema>;

export const instantQuoteSettings = defineSettings(InstantQuoteSettingsSchema);
