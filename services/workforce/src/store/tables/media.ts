import {
  boolean,
  index,
  integer,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { storedFiles, workforceSchema } from './core.ts';

/** The site's own job photos (a single photo, or a before/after pair) and where they show. */
export const sitePhotos = workforceSchema.table(
  'site_photos',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description'),
    location: varchar('location', { length: 120 }).notNull(),
    year: integer('year').notNull(),
    altText: varchar('alt_text', { length: 200 }).notNull(),
    /** The Spanish captions, when staff gave them; null, the Spanish site shows the English. */
    titleEs: varchar('title_es', { length: 120 }),
    altTextEs: varchar('alt_text_es', { length: 200 }),
    descriptionEs: text('description_es'),
    inGallery: boolean('in_gallery').notNull().default(false),
    inHero: boolean('in_hero').notNull().default(false),
    /** Order on the page, lowest first; new photos go last. */
    position: integer('position').notNull().default(0),
    uploadedBy: varchar('uploaded_by', { length: 100 }).notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_photos_position_idx').on(table.position)],
);
export type SitePhotoRow = typeof sitePhotos.$inferSelect;

/** Each resized copy of a photo (`after` is the photo itself, `before` the pair's other half). */
export const sitePhotoImages = workforceSchema.table(
  'site_photo_images',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => storedFiles.id),
    photoId: integer('photo_id')
      .notNull()
      .references(() => sitePhotos.id, { onDelete: 'cascade' }),
    side: varchar('side', { length: 10 }).notNull(),
    /** webp or jpeg. */
    format: varchar('format', { length: 10 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('site_photo_images_photo_idx').on(table.photoId)],
);
export type SitePhotoImageRow = typeof sitePhotoImages.$inferSelect;
