import {
  CrewDocumentLanguageQuerySchema,
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
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { SAFETY_DOCUMENTS_ES } from '../content/safety-documents.es.ts';
import { documentHtml, SAFETY_DOCUMENTS } from '../content/safety-documents.ts';
import { addIncidentPhotos } from '../domain/add-incident-photos.ts';
import { listIncidents, readIncident } from '../domain/incident-view.ts';
import { changeIncident, reportIncident } from '../domain/report-incident.ts';
import { safetyStats } from '../domain/safety.ts';
import { safetyStore } from '../store/safety.ts';
import { quotaOf, readUpload, withUploads } from './uploads.ts';

const tags = ['safety (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Safety incidents and their photos, the stats, the policies and forms. */
export async function safetyRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = safetyStore(ctx.db);
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
      const incidents = await listIncidents(store, request.query);
      reply.header('cache-control', 'no-store');
      return incidents;
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
      const row = await reportIncident(ctx, store, request.body);
      request.log.info({ incident: row.incidentNumber, by: staff.username }, 'incident reported');
      return reply.code(201).send(await readIncident(store, row.id));
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
      return readIncident(store, request.params.id);
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
      const row = await changeIncident(store, request.params.id, request.body);
      request.log.info(
        { incident: row.incidentNumber, by: staff.username, status: request.body.status },
        'incident changed',
      );
      return readIncident(store, row.id);
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
        // 404 before the upload is read: nothing is taken in for a report that does not exist.
        const incident = await readIncident(store, request.params.id);
        const upload = await readUpload(request, {
          fileSize: INCIDENT_PHOTO_MAX_BYTES,
          files: INCIDENT_PHOTOS_PER_UPLOAD,
          fields: 2,
        });
        await addIncidentPhotos(
          ctx,
          store,
          incident.id,
          upload.files,
          staff.username,
          quotaOf(ctx, request, reply),
        );
        return reply.code(201).send(await readIncident(store, incident.id));
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
        summary:
          'Staff: the safety policies and quick-reference forms (`language=es`: in Spanish, for crews)',
        tags,
        querystring: CrewDocumentLanguageQuerySchema,
        response: { 200: z.array(SafetyDocumentSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { language } = request.query;
      const query = language === 'es' ? '?language=es' : '';
      return (language === 'es' ? SAFETY_DOCUMENTS_ES : SAFETY_DOCUMENTS).map((document) => ({
        slug: document.slug,
        title: document.title,
        kind: document.kind,
        summary: document.summary,
        url: `/api/safety/documents/${document.slug}${query}`,
        language,
      }));
    },
  );

  app.get(
    '/api/safety/documents/:slug',
    {
      schema: {
        summary:
          'Staff: one policy or form as a printable page (text/html; `language=es`: the Spanish one, `lang="es"`)',
        tags,
        params: z.object({ slug: z.string().max(80) }),
        querystring: CrewDocumentLanguageQuerySchema,
      },
    },
    async (request, reply) => {
      const { language } = request.query;
      const documents = language === 'es' ? SAFETY_DOCUMENTS_ES : SAFETY_DOCUMENTS;
      const document = documents.find((candidate) => candidate.slug === request.params.slug);
      if (!document) throw new AppError('NOT_FOUND', 'No such document.');
      return reply
        .type('text/html; charset=utf-8')
        .headers({
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          'x-content-type-options': 'nosniff',
          'content-language': language,
        })
        .send(documentHtml(document, language));
    },
  );
}
