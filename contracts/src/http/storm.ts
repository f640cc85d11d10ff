import { z } from 'zod';

/**
 * Storm mode (issue 26): a banner the office switches on and off, and the public status page.
 * The quote service owns both (it holds the requests the figures count); see docs/operations.md.
 */

/** What the site says in Spanish when the office wrote no Spanish text of its own. */
export const STORM_BANNER_DEFAULT_SPANISH =
  'Estamos recibiendo muchas solicitudes por la tormenta. Atendemos primero las emergencias y le llamaremos lo antes posible.';

export const STORM_BANNER_TEXT_MAX = 300;

/** The banner as the public reads it: both languages, or null when storm mode is off. */
export const PublicStormBannerSchema = z
  .object({
    text: z.string(),
    /** The office's Spanish text, or the default wording above. */
    textEs: z.string(),
  })
  .nullable();
export type PublicStormBanner = z.infer<typeof PublicStormBannerSchema>;

/** GET/PUT /api/storm-banner (staff) — the stored state with who switched it and when. */
export const StormBannerSchema = z.object({
  on: z.boolean(),
  text: z.string().nullable(),
  /** The office's own Spanish text; null: the default wording is shown. */
  textEs: z.string().nullable(),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type StormBanner = z.infer<typeof StormBannerSchema>;

const bannerText = (what: string) =>
  z
    .string({ error: `Write the ${what}` })
    .trim()
    .max(STORM_BANNER_TEXT_MAX, `The ${what} can have at most ${STORM_BANNER_TEXT_MAX} characters`);

/** PUT /api/storm-banner — switch it on (with its text) or off. */
export const StormBannerUpdateSchema = z
  .object({
    on: z.boolean({ error: 'Say whether the banner is on' }),
    text: bannerText('banner text').nullish(),
    textEs: bannerText('Spanish text').nullish(),
  })
  .superRefine((value, check) => {
    if (value.on && !value.text) {
      check.addIssue({
        code: 'custom',
        path: ['text'],
        message: 'Write the banner text before switching it on',
      });
    }
  });
export type StormBannerUpdate = z.infer<typeof StormBannerUpdateSchema>;

/** The window the typical callback time is measured over, and the fewest jobs it needs. */
export const CALLBACK_WINDOW_DAYS = 30;
export const CALLBACK_MIN_SAMPLE = 3;

/** GET /api/status — the public status page: computed by the server from stored requests. */
export const PublicStatusSchema = z.object({
  banner: PublicStormBannerSchema,
  waiting: z.object({
    /** Quote requests not yet contacted (still `quote_requested`). */
    quotes: z.number().int(),
    /** Service requests still open. */
    serviceRequests: z.number().int(),
    /**
     * Inspection requests still `pending` (the office has not scheduled, completed or cancelled
     * them), from the quote service's copy kept from the lead service's events.
     */
    inspectionRequests: z.number().int(),
    /** All three. */
    total: z.number().int(),
  }),
  callback: z.object({
    /** Median minutes from request to first staff contact; null: not enough recent jobs. */
    medianMinutes: z.number().int().nullable(),
    /** How many recent requests the median is taken over. */
    sample: z.number().int(),
    windowDays: z.number().int(),
  }),
  computedAt: z.string(),
});
export type PublicStatus = z.infer<typeof PublicStatusSchema>;
