import {
  ErrorBodySchema,
  GeneratedDocumentSaveSchema,
  IdParamsSchema,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_FILES_PER_UPLOAD,
  LIBRARY_UPLOAD_MAX_BYTES,
  LibraryDocumentSchema,
  LibraryListQuerySchema,
  LibraryUploadFieldsSchema,
  SecurityAuditSchema,
} from '@roofing/contracts';
import { AppError, type ServiceApp, type ServiceContext } from '@roofing/platform';
import { z } from 'zod';
import { saveGeneratedDocument, uploadLibraryDocuments } from '../domain/add-library-documents.ts';
import { libraryReportHtml } from '../domain/documents.ts';
import {
  checkClearance,
  downloadDocument,
  listDocuments,
  readDocument,
  securityAudit,
  setDocumentArchived,
} from '../domain/library-access.ts';
import { holds } from '../domain/permissions.ts';
import { documentStore } from '../store/documents.ts';
import { quotaOf, readUpload, withUploads } from './uploads.ts';

const tags = ['documents (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The company document library: list, upload, generated documents, download, archive, audit. */
export async function documentsRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = documentStore(ctx.db);
  app.get(
    '/api/documents',
    {
      schema: {
        summary:
          'Staff: the library, searched by title, description or tag, by category; archived on request',
        tags,
        querystring: LibraryListQuerySchema,
        response: { 200: z.array(LibraryDocumentSchema), 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      reply.header('cache-control', 'no-store');
      return listDocuments(store, request.query, staff);
    },
  );

  await withUploads(app, (scope) => {
    scope.post(
      '/api/documents',
      {
        schema: {
          summary: `Staff: upload one or more files (multipart "files", up to ${LIBRARY_FILES_PER_UPLOAD} of 20 MB, 50 MB in all: PDF, Word, Excel, text, CSV, HTML, PNG, JPEG) with category, title, tags, confidential`,
          tags,
          consumes: ['multipart/form-data'],
          response: {
            201: z.array(LibraryDocumentSchema),
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
          fileSize: LIBRARY_FILE_MAX_BYTES,
          files: LIBRARY_FILES_PER_UPLOAD,
          totalSize: LIBRARY_UPLOAD_MAX_BYTES,
          fields: 6,
        });
        const fields = LibraryUploadFieldsSchema.safeParse(upload.fields);
        if (!fields.success) {
          const issue = fields.error.issues[0];
          const field = String(issue?.path[0] ?? 'category');
          throw new AppError('VALIDATION_FAILED', issue?.message ?? 'Check the form.', {
            [field]: issue?.message ?? 'Invalid',
          });
        }
        const ids = await uploadLibraryDocuments(
          ctx,
          store,
          upload.files,
          fields.data,
          staff,
          quotaOf(ctx, request, reply),
        );
        request.log.info({ files: ids.length, by: staff.username }, 'documents uploaded');
        return reply.code(201).send(await Promise.all(ids.map((id) => readDocument(store, id))));
      },
    );
  });

  app.post(
    '/api/documents/generated',
    {
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        summary: 'Staff: save a document the AI assistant generated (its HTML) into the library',
        tags,
        body: GeneratedDocumentSaveSchema,
        response: { 201: LibraryDocumentSchema, 400: ErrorBodySchema, ...denied },
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const id = await saveGeneratedDocument(
        ctx,
        store,
        request.body,
        staff,
        quotaOf(ctx, request, reply),
      );
      return reply.code(201).send(await readDocument(store, id));
    },
  );

  app.get(
    '/api/documents/report',
    {
      schema: {
        summary: 'Staff: the library summary as a printable page (text/html), for Generate Report',
        tags,
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await libraryReportHtml(store, staff.displayName, holds(staff, 'confidential')));
    },
  );

  app.get(
    '/api/documents/security-audit',
    {
      config: { staff: { admin: true } },
      schema: {
        summary:
          'Admins: recent staff sign-ins, failed sign-in attempts and confidential downloads',
        tags,
        response: { 200: SecurityAuditSchema, ...denied },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return securityAudit(store);
    },
  );

  app.get(
    '/api/documents/:id',
    {
      schema: {
        summary: 'Staff: one document',
        tags,
        params: IdParamsSchema,
        response: { 200: LibraryDocumentSchema, 404: ErrorBodySchema, ...denied },
      },
    },
    async (request) => {
      const staff = ctx.staff(request);
      const document = await readDocument(store, request.params.id);
      checkClearance(staff, document);
      return document;
    },
  );

  app.get(
    '/api/documents/:id/download',
    {
      schema: {
        summary:
          'Staff: download a document (recorded; confidential ones appear in the security audit)',
        tags,
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const staff = ctx.staff(request);
      const file = await downloadDocument(store, request.params.id, staff);
      return reply
        .type(file.contentType)
        .headers({
          'content-disposition': `attachment; filename="${file.filename}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(file.data);
    },
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/documents/:id/${action}`,
      {
        schema: {
          summary: archived
            ? 'Staff: archive a document (kept, out of the library list)'
            : 'Staff: bring an archived document back',
          tags,
          params: IdParamsSchema,
          response: { 200: LibraryDocumentSchema, 404: ErrorBodySchema, ...denied },
        },
      },
      async (request) => {
        const staff = ctx.staff(request);
        return setDocumentArchived(store, request.params.id, archived, staff);
      },
    );
  }
}
