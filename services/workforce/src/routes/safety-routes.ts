import {
  businessToday,
  ErrorBodySchema,
  IdParamsSchema,
  INCIDENT_PHOTO_MAX_BYTES,
  INCIDENT_PHOTOS_PER_UPLOAD,
  IncidentCreateSchema,
  IncidentListQuerySchema,
  IncidentSchema,
  IncidentUpdateSchema,
  PhotoParamsSchema,
  SafetyDocumentSchema,
  SafetyStatsSchema,
  TrainingCompletionCreateSchema,
  TrainingCompletionSchema,
  TrainingCourseSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { documentHtml, SAFETY_DOCUMENTS } from '../content/safety-documents.ts';
import { cleanPhoto, MAX_PHOTO_PIXELS, TOO_MANY_PIXELS } from '../domain/images.ts';
import { coursesWithRates, safetyStats, toIncident } from '../domain/safety.ts';
import { safetyStore } from '../store/safety.ts';
import { findStoredFile, insertStoredFile } from '../store/stored-files.ts';
import { readUpload, storeWithinQuota, withUploads } from './uploads.ts';

const tags = ['safety (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const noIncident = () => new AppError('NOT_FOUND', 'No such incident report.');

/** Safety incidents, the stats, training courses and completions, policies and forms. */
export async function safetyRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = safetyStore(ctx.db);
  /** What the schema cannot know: the date is not to come, and the employee is on file. */
  const checkIncident = async (body: { incidentDate?: string; employeeRef?: number | null }) => {
    if (body.incidentDate !== undefined && body.incidentDate > businessToday()) {
      throw new AppError('VALIDATION_FAILED', 'An incident cannot be in the future.', {
        incidentDate: 'The date cannot be in the future',
      });
    }
    if (body.employeeRef && !(await store.employee(body.employeeRef))) {
      throw new AppError('VALIDATION_FAILED', 'No such employee.', {
        employeeRef: 'Choose an employee from the directory',
      });
    }
  };

  async function incidentAnswer(id: number) {
    const found = await store.incident(id);
    if (!found) throw noIncident();
    const photos = await store.photosOf([id]);
    return toIncident(found.incident, found.employeeId, photos);
  }

  app.get(
    '/api/safety/incidents',
    {
      schema: {
        summary:
          'Staff: incident reports, newest first, searched by number, person, place, type or text',
        tags,
        querystring: IncidentListQuerySchema,
        response: { 200: z.array(IncidentSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const rows = await store.listIncidents(request.query);
      const photos = await store.photosOf(rows.map((row) => row.incident.id));
      reply.header('cache-control', 'no-store');
      return rows.map((row) =>
        toIncident(
          row.incident,
          row.employeeId,
          photos.filter((p) => p.incidentId === row.incident.id),
        ),
      );
    },
  );

  app.post(
    '/api/safety/incidents',
    {
      schema: {
        summary: 'Staff: report an incident (numbered SI-<year>-<n> by the service)',
        tags,
        body: IncidentCreateSchema,
        response: { 201: IncidentSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const body = request.body;
      await checkIncident(body);
      const row = await ctx.db.transaction(async (tx) => {
        const incidentNumber = await store.nextIncidentNumber(
          tx,
          Number(body.incidentDate.slice(0, 4)),
        );
        const { location, ...rest } = body;
        return store.insertIncident(tx, { ...rest, incidentNumber, jobSiteAddress: location });
      });
      request.log.info({ incident: row.incidentNumber, by: staff.username }, 'incident reported');
      return reply.code(201).send(await incidentAnswer(row.id));
    },
  );

  app.get(
    '/api/safety/incidents/:id',
    {
      schema: {
        summary: 'Staff: one incident report',
        tags,
        params: IdParamsSchema,
        response: { 200: IncidentSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      return incidentAnswer(request.params.id);
    },
  );

  app.patch(
    '/api/safety/incidents/:id',
    {
      schema: {
        summary: 'Staff: edit an incident report, or close it (status closed) / reopen it',
        tags,
        params: IdParamsSchema,
        body: IncidentUpdateSchema,
        response: { 200: IncidentSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      await checkIncident(request.body);
      const { location, status, ...rest } = request.body;
      const changes: Record<string, unknown> = { ...rest };
      if (location !== undefined) changes.jobSiteAddress = location;
      if (status !== undefined) {
        changes.status = status;
        changes.closedAt = status === 'closed' ? new Date() : null;
      }
      const row = await store.updateIncident(request.params.id, changes);
      if (!row) throw noIncident();
      request.log.info(
        { incident: row.incidentNumber, by: staff.username, status },
        'incident changed',
      );
      return incidentAnswer(row.id);
    },
  );

  app.get(
    '/api/safety/incidents/:id/photos/:photoId',
    {
      schema: {
        summary: 'Staff: a photo of an incident (its own bytes)',
        tags,
        params: PhotoParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await store.photo(request.params.id, request.params.photoId);
      if (!file) throw new AppError('NOT_FOUND', 'No such photo.');
      return reply
        .type(file.contentType)
        .headers({ 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
        .send(file.data);
    },
  );

  await withUploads(app, (scope) => {
    scope.post(
      '/api/safety/incidents/:id/photos',
      {
        schema: {
          summary: `Staff: add photos to an incident (multipart, field "photos", JPEG/PNG/WebP, at most ${INCIDENT_PHOTOS_PER_UPLOAD} of 10 MB)`,
          tags,
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: {
            201: IncidentSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            ...denied,
          },
        },
      },
      async (request, reply) => {
        const staff = ctx.staff(request);
        const found = await store.incident(request.params.id);
        if (!found) throw noIncident();
        const upload = await readUpload(request, {
          fileSize: INCIDENT_PHOTO_MAX_BYTES,
          files: INCIDENT_PHOTOS_PER_UPLOAD,
          fields: 2,
        });
        if (upload.files.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'Choose at least one photo.', {
            photos: 'Choose at least one photo',
          });
        }
        const photos: Array<{ data: Buffer; contentType: string; filename: string }> = [];
        for (const file of upload.files) {
          const photo = await cleanPhoto(file.data);
          if (photo === 'too-large') {
            throw new AppError(
              'VALIDATION_FAILED',
              `${file.filename} is ${TOO_MANY_PIXELS}; export it at a smaller size.`,
              { photos: `At most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels a photo` },
            );
          }
          if (!photo) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              `${file.filename} is not a photo. Choose JPEG, PNG or WebP images.`,
            );
          }
          const base =
            file.filename
              .replace(/\.[^.]*$/, '')
              .replace(/[^\w.-]+/g, '-')
              .slice(0, 80) || 'photo';
          photos.push({ ...photo, filename: `${base}.${photo.extension}` });
        }
        const sizes = photos.map((photo) => photo.data.length);
        await storeWithinQuota(ctx, request, reply, sizes, () =>
          ctx.db.transaction(async (tx) => {
            for (const photo of photos) {
              const stored = await insertStoredFile(tx, {
                filename: photo.filename,
                contentType: photo.contentType,
                data: photo.data,
                uploadedBy: staff.username,
              });
              await store.addPhoto(tx, found.incident.id, stored.id);
            }
          }),
        );
        return reply.code(201).send(await incidentAnswer(found.incident.id));
      },
    );
  });

  app.get(
    '/api/safety/stats',
    {
      schema: {
        summary: 'Staff: the four safety cards and the monthly figures, computed from the records',
        tags,
        response: { 200: SafetyStatsSchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return safetyStats(store);
    },
  );

  app.get(
    '/api/safety/documents',
    {
      schema: {
        summary: 'Staff: the safety policies and quick-reference forms',
        tags,
        response: { 200: z.array(SafetyDocumentSchema), ...denied },
      },
    },
    async (_request) => {
      return SAFETY_DOCUMENTS.map((document) => ({
        slug: document.slug,
        title: document.title,
        kind: document.kind,
        summary: document.summary,
        url: `/api/safety/documents/${document.slug}`,
      }));
    },
  );

  app.get(
    '/api/safety/documents/:slug',
    {
      schema: {
        summary: 'Staff: one policy or form as a printable page (text/html)',
        tags,
        params: z.object({ slug: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const document = SAFETY_DOCUMENTS.find((candidate) => candidate.slug === request.params.slug);
      if (!document) throw new AppError('NOT_FOUND', 'No such document.');
      return reply
        .type('text/html; charset=utf-8')
        .headers({
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
        })
        .send(documentHtml(document));
    },
  );

  app.get(
    '/api/training/courses',
    {
      schema: {
        summary: 'Staff: training courses with their completion rates',
        tags,
        response: { 200: z.array(TrainingCourseSchema), ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return coursesWithRates(store);
    },
  );

  app.get(
    '/api/training/courses/:id/material',
    {
      schema: {
        summary: "Staff: download a course's handout (a file)",
        tags,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const course = await store.course(request.params.id);
      const file = course?.materialFileId
        ? await findStoredFile(ctx.db, course.materialFileId)
        : undefined;
      if (!file) throw new AppError('NOT_FOUND', 'This course has no handout yet.');
      return reply
        .type(file.contentType)
        .headers({
          'content-disposition': `attachment; filename="${file.filename}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-cache',
        })
        .send(file.data);
    },
  );

  app.get(
    '/api/training/completions',
    {
      schema: {
        summary:
          'Staff: training completions of the last year, newest first (optionally one employee)',
        tags,
        querystring: z.object({ employeeRef: z.coerce.number().int().positive().optional() }),
        response: { 200: z.array(TrainingCompletionSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const since = new Date(Date.now() - 366 * 86_400_000).toISOString().slice(0, 10);
      const rows = await store.completionsSince(since);
      return rows
        .filter(
          (row) => !request.query.employeeRef || row.employeeRef === request.query.employeeRef,
        )
        .map((row) => ({
          id: row.id,
          courseId: row.courseId,
          courseTitle: row.courseTitle,
          employeeRef: row.employeeRef,
          employeeName: `${row.firstName} ${row.lastName}`,
          completedOn: row.completedOn,
          hours: Number(row.hours),
        }));
    },
  );

  app.post(
    '/api/training/completions',
    {
      schema: {
        summary: 'Staff: record that an employee completed a course',
        tags,
        body: TrainingCompletionCreateSchema,
        response: { 201: TrainingCompletionSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const { courseId, employeeRef, completedOn, hours } = request.body;
      const [course, employee] = await Promise.all([
        store.course(courseId),
        store.employee(employeeRef),
      ]);
      if (!course)
        throw new AppError('VALIDATION_FAILED', 'No such course.', { courseId: 'Choose a course' });
      if (!employee)
        throw new AppError('VALIDATION_FAILED', 'No such employee.', {
          employeeRef: 'Choose an employee',
        });
      if (completedOn > businessToday()) {
        throw new AppError('VALIDATION_FAILED', 'A completion cannot be in the future.', {
          completedOn: 'The date cannot be in the future',
        });
      }
      const row = await store.insertCompletion({
        courseId,
        employeeRef,
        completedOn,
        hours: String(hours),
      });
      return reply.code(201).send({
        id: row.id,
        courseId,
        courseTitle: course.title,
        employeeRef,
        employeeName: `${employee.firstName} ${employee.lastName}`,
        completedOn,
        hours,
      });
    },
  );
}
