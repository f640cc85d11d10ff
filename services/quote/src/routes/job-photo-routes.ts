import {
  ErrorBodySchema,
  JOB_PHOTO_MAX_BYTES,
  JobPhotoIdParamSchema,
  JobPhotoImageQuerySchema,
  JobPhotoListQuerySchema,
  JobPhotoSchema,
  JobPhotoUpdateSchema,
  JobPhotoUploadFieldsSchema,
  PhotoReportInputSchema,
  PhotoReportSchema,
  PhotoReportShareSchema,
  QuoteIdPathSchema,
} from '@roofing/contracts';
import { notFound, reserveUpload, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { readUpload, uploadedFile, uploadFields, withUploads } from '@roofing/platform/upload-form';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  createPhotoReport,
  photoReportById,
  photoReportPdfName,
  sharedPhotoReportOf,
  sharePhotoReport,
} from '../domain/job-photos/photo-reports.ts';
import { toJobPhoto, toPhotoReport } from '../domain/job-photos/photo-views.ts';
import { deleteJobPhoto, updateJobPhoto } from '../domain/job-photos/update-photo.ts';
import { uploadJobPhoto } from '../domain/job-photos/upload-photo.ts';
import { jobPhotoStore, photoReportStore } from '../store/job-photos.ts';
import type { PhotoReportRow } from '../store/schema.ts';
import { jobById, portalJob, sendFile } from './billing-caller.ts';

const tags = ['staff', 'job-photos'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const IdParams = JobPhotoIdParamSchema;

/** A report as printed, shown in the browser and kept in no shared cache. */
const sendReportPdf = (reply: FastifyReply, report: PhotoReportRow) =>
  sendFile(reply, {
    type: 'application/pdf',
    disposition: 'inline',
    name: photoReportPdfName(report),
    body: report.pdf,
    cacheControl: 'private, no-store',
  });

/** Job photos and photo reports, the office's side (registered in the staff scope). */
export async function staffJobPhotoRoutes(app: ServiceApp, ctx: ServiceContext) {
  app.get(
    '/api/job-photos/quote/:quoteId',
    {
      schema: {
        summary: "Staff: a job's photos, newest first (?category= for one category)",
        tags,
        params: QuoteIdPathSchema,
        querystring: JobPhotoListQuerySchema,
        response: { 200: z.array(JobPhotoSchema), 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const quote = await jobById(ctx, request.params.quoteId);
      reply.header('cache-control', 'no-store');
      const rows = await jobPhotoStore(ctx.db).ofJob(quote.id, request.query.category);
      return rows.map(toJobPhoto);
    },
  );

  // Multipart is parsed on this route only: every other route of the service takes JSON.
  await withUploads(app, (scope) => {
    scope.post(
      '/api/job-photos/quote/:quoteId',
      {
        schema: {
          summary:
            'Staff: add a photo to a job (multipart: category, caption, uploadKey, then "file"; JPEG, PNG or WebP up to 15 MB). 201, or 200 with the photo already stored under that uploadKey (a retry)',
          tags,
          consumes: ['multipart/form-data'],
          params: QuoteIdPathSchema,
          response: {
            200: JobPhotoSchema,
            201: JobPhotoSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            429: ErrorBodySchema,
            507: ErrorBodySchema,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        const staff = ctx.staff(request);
        const quote = await jobById(ctx, request.params.quoteId);
        const upload = await readUpload(request, {
          fileSize: JOB_PHOTO_MAX_BYTES,
          files: 1,
          fields: 4,
        });
        const fields = uploadFields(JobPhotoUploadFieldsSchema, upload.fields);
        const file = uploadedFile(upload, 'Choose a photo to upload.');
        const stored = await jobPhotoStore(ctx.db).byUploadKey(quote.id, fields.uploadKey);
        // A retry of what is stored takes nothing more from today's upload quota.
        const grant = stored
          ? null
          : await reserveUpload(ctx, request, reply, 'staff', file.data.length);
        try {
          const { photo, created } = await uploadJobPhoto(
            ctx,
            quote,
            { fields, data: file.data, filename: file.filename },
            staff.displayName,
            request.id,
          );
          if (created) grant?.stored();
          else await grant?.release();
          if (created) request.log.info({ photo: photo.id, by: staff.username }, 'job photo added');
          return reply.code(created ? 201 : 200).send(photo);
        } catch (error) {
          await grant?.release();
          throw error;
        }
      },
    );
  });

  app.get(
    '/api/job-photos/:id/image',
    {
      schema: {
        summary: 'Staff: a job photo as stored (no metadata), or its WebP thumbnail (?size=thumb)',
        tags,
        params: IdParams,
        querystring: JobPhotoImageQuerySchema,
        response: { 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const image = await jobPhotoStore(ctx.db).image(request.params.id, request.query.size);
      if (!image) throw notFound('No photo with that id.');
      // The picture under an id never changes (marks are data beside it): a private hour is safe.
      reply.header('x-content-type-options', 'nosniff');
      return sendFile(reply, {
        type: image.contentType,
        disposition: 'inline',
        name: `job-photo-${request.params.id}.${image.contentType.split('/')[1]}`,
        body: image.data,
        cacheControl: 'private, max-age=3600',
      });
    },
  );

  app.patch(
    '/api/job-photos/:id',
    {
      schema: {
        summary: "Staff: a photo's category, caption or marks (arrows, circles, notes)",
        tags,
        params: IdParams,
        body: JobPhotoUpdateSchema,
        response: { 200: JobPhotoSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => updateJobPhoto(ctx, request.params.id, request.body),
  );

  app.delete(
    '/api/job-photos/:id',
    {
      schema: {
        summary: 'Staff: take a photo off the job (reports already printed keep it)',
        tags,
        params: IdParams,
        response: { 204: z.null(), 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      await deleteJobPhoto(ctx, request.params.id);
      request.log.info({ photo: request.params.id, by: staff.username }, 'job photo deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/job-photos/quote/:quoteId/reports',
    {
      schema: {
        summary: "Staff: a job's photo reports, newest first",
        tags,
        params: QuoteIdPathSchema,
        response: { 200: z.array(PhotoReportSchema), 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const quote = await jobById(ctx, request.params.quoteId);
      reply.header('cache-control', 'no-store');
      return (await photoReportStore(ctx.db).ofJob(quote.id)).map(toPhotoReport);
    },
  );

  app.post(
    '/api/job-photos/quote/:quoteId/reports',
    {
      schema: {
        summary:
          'Staff: a photo inspection report from chosen photos (cover, roof summary, photos two to a page, findings, recommendations), printed to PDF now',
        tags,
        params: QuoteIdPathSchema,
        body: PhotoReportInputSchema,
        response: {
          201: PhotoReportSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          503: ErrorBodySchema,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const quote = await jobById(ctx, request.params.quoteId);
      const report = await createPhotoReport(ctx, quote, request.body, staff.displayName);
      request.log.info({ report: report.id, by: staff.username }, 'photo report printed');
      return reply.code(201).send(report);
    },
  );

  app.get(
    '/api/job-photos/reports/:id/pdf',
    {
      schema: {
        summary: 'Staff: a photo report as printed (application/pdf)',
        tags,
        params: IdParams,
        response: { 404: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => sendReportPdf(reply, await photoReportById(ctx, request.params.id)),
  );

  app.post(
    '/api/job-photos/reports/:id/share',
    {
      schema: {
        summary:
          "Staff: put a photo report in the homeowner's portal and e-mail them (once; sharing again changes nothing)",
        tags,
        params: IdParams,
        body: PhotoReportShareSchema,
        response: { 200: PhotoReportSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const report = await photoReportById(ctx, request.params.id);
      const quote = await jobById(ctx, report.quoteId);
      const shared = await sharePhotoReport(ctx, quote, report.id, request.body, request.id);
      request.log.info({ report: report.id, by: staff.username }, 'photo report shared');
      return shared;
    },
  );
}

/** The homeowner's shared photo reports (registered in the customer scope; a verified session). */
export async function portalJobPhotoRoutes(app: ServiceApp, ctx: ServiceContext) {
  const portalTags = ['portal', 'job-photos'];
  const refusals = { 401: ErrorBodySchema, 404: ErrorBodySchema };

  app.get(
    '/api/job-photos/portal/reports',
    {
      schema: {
        summary: "The project's photo inspection reports the office shared, newest first",
        tags: portalTags,
        response: { 200: z.array(PhotoReportSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'verified');
      reply.header('cache-control', 'private, no-store');
      return (await photoReportStore(ctx.db).ofJob(quote.id, true)).map(toPhotoReport);
    },
  );

  app.get(
    '/api/job-photos/portal/reports/:id/pdf',
    {
      schema: {
        summary: 'A shared photo report of this project as a PDF',
        tags: portalTags,
        params: IdParams,
        response: refusals,
      },
    },
    async (request, reply) => {
      const quote = await portalJob(ctx, request, 'verified');
      return sendReportPdf(reply, await sharedPhotoReportOf(ctx, quote, request.params.id));
    },
  );
}
