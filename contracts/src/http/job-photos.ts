import { z } from 'zod';
import {
  isoDateTime,
  multiLineText,
  optionalMultiLineText,
  optionalSingleLineText,
  rowId,
  rowIdParam,
  singleLineText,
} from './fields.ts';

/*
 * Job photos and photo inspection reports (issue 23), owned by the quote service under
 * /api/job-photos. A photo is stored as sharp re-encoded it (upright, at most 2560 px, no
 * metadata) with a thumbnail; marks drawn on it (arrows, circles, notes) are data beside the
 * untouched picture, drawn over it by the browser and by the report's PDF.
 */

export const PHOTO_CATEGORIES = ['before', 'damage', 'during', 'after', 'materials'] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];
export const PHOTO_CATEGORY_LABELS: Record<PhotoCategory, string> = {
  before: 'Before',
  damage: 'Damage',
  during: 'During the work',
  after: 'After',
  materials: 'Materials',
};

/** An upload's largest size (a phone's full-size JPEG or HEIC fits; sharp scales it down). */
export const JOB_PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const JOB_PHOTO_MAX_DIMENSION = 2560;
export const JOB_PHOTO_THUMBNAIL_DIMENSION = 400;

/** A position on the photo as fractions of its width and height (0…1), so marks survive resizing. */
const fraction = z.number().min(0).max(1);
export const MARK_COLORS = ['red', 'yellow', 'white'] as const;
export const PhotoMarkSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('arrow'),
    x1: fraction,
    y1: fraction,
    x2: fraction,
    y2: fraction,
    color: z.enum(MARK_COLORS).default('red'),
  }),
  z.object({
    type: z.literal('circle'),
    cx: fraction,
    cy: fraction,
    /** Radius as a fraction of the photo's width. */
    r: z.number().positive().max(1),
    color: z.enum(MARK_COLORS).default('red'),
  }),
  z.object({
    type: z.literal('note'),
    x: fraction,
    y: fraction,
    text: singleLineText('Note', 120),
    color: z.enum(MARK_COLORS).default('yellow'),
  }),
]);
export type PhotoMark = z.infer<typeof PhotoMarkSchema>;
export const PhotoMarksSchema = z.array(PhotoMarkSchema).max(30, 'At most 30 marks on a photo');

export const JobPhotoIdParamSchema = z.object({ id: rowIdParam });

/** GET /api/job-photos/quote/:quoteId (staff): one category, or all. */
export const JobPhotoListQuerySchema = z.object({
  category: z.enum(PHOTO_CATEGORIES, { error: 'Choose a category' }).optional(),
});

/** GET /api/job-photos/:id/image (staff): the picture, or its thumbnail (WebP). */
export const JobPhotoImageQuerySchema = z.object({
  size: z.enum(['full', 'thumb']).default('full'),
});

/**
 * POST /api/job-photos/quote/:quoteId (staff, multipart): fields `category`, `caption`,
 * `uploadKey` (a UUID the browser makes once per file: a retried upload answers with the photo
 * already stored, 200, instead of storing it twice), then the `file`.
 */
export const JobPhotoUploadFieldsSchema = z.object({
  category: z.enum(PHOTO_CATEGORIES, { error: 'Choose a category' }),
  caption: optionalSingleLineText('Caption', 300),
  uploadKey: z.uuid('The upload key must be a UUID'),
});

/**
 * PATCH /api/job-photos/:id (staff): what is sent changes, what is left out stays (a blank
 * caption clears it; marks replace the photo's marks).
 */
export const JobPhotoUpdateSchema = z.object({
  category: z.enum(PHOTO_CATEGORIES).optional(),
  caption: optionalSingleLineText('Caption', 300).optional(),
  marks: PhotoMarksSchema.optional(),
});
export type JobPhotoUpdate = z.input<typeof JobPhotoUpdateSchema>;

export const JobPhotoSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  category: z.enum(PHOTO_CATEGORIES),
  caption: z.string().nullable(),
  marks: PhotoMarksSchema,
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  contentType: z.string(),
  /** When the camera took it (read from its EXIF before the metadata was stripped), if known. */
  takenAt: isoDateTime.nullable(),
  uploadedBy: z.string(),
  uploadedAt: isoDateTime,
  /** GET these for the picture and its thumbnail (staff session). */
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
});
export type JobPhoto = z.infer<typeof JobPhotoSchema>;

/** POST /api/job-photos/quote/:quoteId/reports (staff): a report PDF from selected photos. */
export const PhotoReportInputSchema = z.object({
  title: singleLineText('Title', 200),
  /** The roof in a few lines: material, age, pitch, layers, overall condition. */
  roofSummary: multiLineText('Roof summary', 4000),
  findings: multiLineText('Findings', 6000),
  recommendations: multiLineText('Recommendations', 6000),
  /** The day of the inspection (default: today, Eastern). */
  inspectedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Inspection date must be a date (YYYY-MM-DD)')
    .optional(),
  photoIds: z.array(rowId()).min(1, 'Choose at least one photo').max(60, 'At most 60 photos'),
});
export type PhotoReportInput = z.input<typeof PhotoReportInputSchema>;

export const PhotoReportSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  estimateNumber: z.string(),
  title: z.string(),
  inspectedOn: z.string(),
  photoCount: z.number().int(),
  pageCount: z.number().int(),
  sha256: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTime,
  /** When it was sent to the homeowner's portal (and e-mailed); null until then. */
  sharedAt: isoDateTime.nullable(),
});
export type PhotoReport = z.infer<typeof PhotoReportSchema>;

/** POST /api/job-photos/reports/:id/share (staff): into the portal, with an e-mail. */
export const PhotoReportShareSchema = z.object({
  note: optionalMultiLineText('Note to the homeowner', 1000),
});
