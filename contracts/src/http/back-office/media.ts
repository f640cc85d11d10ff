import { z } from 'zod';
import {
  isoDateTime,
  optionalMultiLineText,
  optionalSingleLineText,
  singleLineText,
} from '../fields.ts';

/**
 * The site's own photos: staff upload photos of finished jobs (a single photo, or a before/after
 * pair), and choose which the landing page's gallery and hero show. Every photo is resized into
 * the widths below as WebP (and one JPEG for older browsers), served with a year-long cache.
 */

export const SITE_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The widths each photo is resized to (never enlarged: a smaller original stops at its own). */
export const SITE_PHOTO_WIDTHS = [480, 960, 1600] as const;
export const SITE_PHOTO_EARLIEST_YEAR = 1990;

export const SitePhotoImageSchema = z.object({
  /** The largest JPEG, for `src`. */
  src: z.string(),
  /** WebP widths, for `srcset`. */
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type SitePhotoImage = z.infer<typeof SitePhotoImageSchema>;

/**
 * What the public pages get: enough to draw the photo and its caption. The Spanish captions
 * (`titleEs`, `altTextEs`, `descriptionEs`) are optional: null, the Spanish site shows the
 * English ones.
 */
export const PublicSitePhotoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  year: z.number().int(),
  altText: z.string(),
  titleEs: z.string().nullable(),
  altTextEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  image: SitePhotoImageSchema,
  /** The same job before the work, when uploaded as a pair. */
  before: SitePhotoImageSchema.nullable(),
});
export type PublicSitePhoto = z.infer<typeof PublicSitePhotoSchema>;

/** GET /api/media/site — the photos chosen for the gallery and the hero, in their order. */
export const SitePhotosSchema = z.object({
  gallery: z.array(PublicSitePhotoSchema),
  hero: z.array(PublicSitePhotoSchema),
});
export type SitePhotos = z.infer<typeof SitePhotosSchema>;

/** GET /api/media — every photo, for staff. */
export const SitePhotoSchema = PublicSitePhotoSchema.extend({
  inGallery: z.boolean(),
  inHero: z.boolean(),
  position: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: isoDateTime,
});
export type SitePhoto = z.infer<typeof SitePhotoSchema>;

const yearOf = (number: z.ZodNumber) =>
  number
    .int('Enter the year of the job')
    .min(SITE_PHOTO_EARLIEST_YEAR, `Enter a year from ${SITE_PHOTO_EARLIEST_YEAR}`)
    .refine((year) => year <= new Date().getFullYear() + 1, 'The year is in the future');
// A multipart field is always text, so the upload reads the year from it; the JSON patch takes
// a number only (never coerced: `true` is not a year).
const yearField = yearOf(z.coerce.number({ error: 'Enter the year of the job' }));
const yearNumber = yearOf(z.number({ error: 'Enter the year of the job' }));
const flag = z.enum(['true', 'false']).optional();
// The Spanish captions: checked as their English twins, but optional (blank means none).
const spanishCaptions = {
  titleEs: optionalSingleLineText('Title (Spanish)', 120),
  altTextEs: optionalSingleLineText('Alt text (Spanish)', 200),
  descriptionEs: optionalMultiLineText('Description (Spanish)', 600),
};

/** POST /api/media — multipart: `photo` (required), `before` (optional) and these fields. */
export const SitePhotoUploadFieldsSchema = z.object({
  title: singleLineText('Title', 120),
  location: singleLineText('Location', 120),
  year: yearField,
  altText: singleLineText('Alt text', 200),
  description: optionalMultiLineText('Description', 600),
  ...spanishCaptions,
  inGallery: flag,
  inHero: flag,
});

/** PATCH /api/media/:id — captions, and whether the photo is shown where. */
export const SitePhotoPatchSchema = z
  .object({
    title: singleLineText('Title', 120),
    location: singleLineText('Location', 120),
    year: yearNumber,
    altText: singleLineText('Alt text', 200),
    description: optionalMultiLineText('Description', 600),
    ...spanishCaptions,
    inGallery: z.boolean(),
    inHero: z.boolean(),
    position: z.number().int().min(0).max(10_000),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');
export type SitePhotoPatch = z.infer<typeof SitePhotoPatchSchema>;

/** GET /api/media/images/:name — a resized image by its stored name (`<uuid>.webp|jpg`). */
export const SitePhotoImageParamsSchema = z.object({
  name: z.string().regex(/^[0-9a-f-]{36}\.(webp|jpg)$/, 'No such image'),
});
