import {
  ErrorBodySchema,
  IdParamsSchema,
  SITE_PHOTO_MAX_BYTES,
  SitePhotoImageParamsSchema,
  SitePhotoPatchSchema,
  SitePhotoSchema,
  SitePhotosSchema,
  SitePhotoUploadFieldsSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { toPublicSitePhoto, toSitePhoto } from '../domain/media.ts';
import { uploadSitePhoto } from '../domain/upload-site-photo.ts';
import { mediaStore } from '../store/media.ts';
import { quotaOf, readUpload, withUploads } from './uploads.ts';

const tags = ['media'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const noPhoto = () => new AppError('NOT_FOUND', 'No such photo.');
/** A resized copy never changes (a new upload is a new name), so browsers keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The site's own photos as the landing page reads them: public. */
export async function publicMediaRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = mediaStore(ctx.db);

  app.get(
    '/api/media/site',
    {
      schema: {
        summary: 'Public: the photos chosen for the landing page gallery and hero, in order',
        tags,
        response: { 200: SitePhotosSchema },
      },
    },
    async (_request, reply) => {
      const shown = await store.shown();
      reply.header('cache-control', 'public, max-age=60');
      return {
        gallery: shown.filter((photo) => photo.inGallery).map(toPublicSitePhoto),
        hero: shown.filter((photo) => photo.inHero).map(toPublicSitePhoto),
      };
    },
  );

  app.get(
    '/api/media/images/:name',
    {
      schema: {
        summary: 'Public: one resized copy of a site photo (WebP or JPEG), cached for a year',
        tags,
        params: SitePhotoImageParamsSchema,
      },
    },
    async (request, reply) => {
      const [fileId = '', extension] = request.params.name.split('.');
      const image = await store.image(fileId, extension === 'jpg' ? 'jpeg' : 'webp');
      if (!image) throw new AppError('NOT_FOUND', 'No such image.');
      return reply
        .type(image.contentType)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .send(image.data);
    },
  );
}

/** The site's own photos: staff upload and choose; the landing page reads what is chosen. */
export async function mediaRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = mediaStore(ctx.db);
  const answer = async (id: number) => {
    const photo = await store.one(id);
    if (!photo) throw noPhoto();
    return toSitePhoto(photo);
  };

  app.get(
    '/api/media',
    {
      schema: {
        summary: 'Staff: every site photo, in page order',
        tags,
        response: { 200: z.array(SitePhotoSchema), ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await store.list()).map(toSitePhoto);
    },
  );

  await withUploads(app, (scope) => {
    scope.post(
      '/api/media',
      {
        schema: {
          summary:
            'Staff: upload a job photo (multipart "photo", and "before" for a before/after pair; JPEG, PNG or WebP up to 15 MB, at least 480 px wide) with title, location, year, alt text, and optionally a description and Spanish captions',
          tags,
          consumes: ['multipart/form-data'],
          response: {
            201: SitePhotoSchema,
            400: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        const staff = ctx.staff(request);
        const upload = await readUpload(request, {
          fileSize: SITE_PHOTO_MAX_BYTES,
          files: 2,
          // The captions (five, three of them again in Spanish) and the two choices, and one spare.
          fields: 11,
        });
        const fields = SitePhotoUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const details = Object.fromEntries(
            fields.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
          );
          throw new AppError(
            'VALIDATION_FAILED',
            fields.error.issues[0]?.message ?? 'Check the form.',
            details,
          );
        }
        const id = await uploadSitePhoto(
          ctx,
          store,
          {
            photo: upload.files.find((file) => file.fieldname === 'photo'),
            before: upload.files.find((file) => file.fieldname === 'before'),
          },
          fields.data,
          staff,
          quotaOf(ctx, request, reply),
        );
        request.log.info({ photo: id, by: staff.username }, 'site photo uploaded');
        return reply.code(201).send(await answer(id));
      },
    );
  });

  app.patch(
    '/api/media/:id',
    {
      schema: {
        summary:
          'Staff: change a photo’s captions, whether it shows in the gallery or hero, its order',
        tags,
        params: IdParamsSchema,
        body: SitePhotoPatchSchema,
        response: { 200: SitePhotoSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      if (!(await store.update(request.params.id, request.body))) throw noPhoto();
      return answer(request.params.id);
    },
  );

  app.delete(
    '/api/media/:id',
    {
      schema: {
        summary: 'Staff: remove a photo and every resized copy of it',
        tags,
        params: IdParamsSchema,
        response: { 204: z.null(), 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      if (!(await store.remove(request.params.id))) throw noPhoto();
      request.log.info({ photo: request.params.id, by: staff.username }, 'site photo removed');
      return reply.code(204).send(null);
    },
  );
}
