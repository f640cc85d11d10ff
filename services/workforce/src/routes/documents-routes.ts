import {
  ErrorBodySchema,
  GeneratedDocumentSaveSchema,
  IdParamsSchema,
  isSingleLineSafe,
  LIBRARY_FILE_MAX_BYTES,
  LIBRARY_FILES_PER_UPLOAD,
  LIBRARY_UPLOAD_MAX_BYTES,
  LibraryDocumentSchema,
  LibraryListQuerySchema,
  LibraryUploadFieldsSchema,
  SecurityAuditSchema,
} from '@roofing/contracts';
import {
  AppError,
  type ServiceApp,
  type ServiceContext,
  type StaffIdentity,
} from '@roofing/platform';
import { z } from 'zod';
import {
  libraryFileType,
  libraryReportHtml,
  safeFilename,
  toLibraryDocument,
} from '../domain/documents.ts';
import { holds, requirePermission } from '../domain/permissions.ts';
import { documentStore } from '../store/documents.ts';
import { insertStoredFile } from '../store/stored-files.ts';
import { readUpload, storeWithinQuota, withUploads } from './uploads.ts';

const tags = ['documents (staff)'];
const denied = { 401: ErrorBodySchema, 403: ErrorBodySchema };
const noDocument = () => new AppError('NOT_FOUND', 'No such document.');

/** The company document library: list, upload, generated documents, download, archive, audit. */
export async function documentsRoutes(app: ServiceApp, ctx: ServiceContext) {
  const store = documentStore(ctx.db);
  const answer = async (id: number) => {
    const row = await store.one(id);
    if (!row) throw noDocument();
    return toLibraryDocument(row);
  };
  /** A confidential document is only for staff who hold the `confidential` permission. */
  const mayHandle = (staff: StaffIdentity, document: { isConfidential: boolean }) => {
    if (document.isConfidential) requirePermission(staff, 'confidential');
  };

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
      const rows = await store.list({
        ...request.query,
        archived: request.query.archived === 'true',
        includeConfidential: holds(staff, 'confidential'),
      });
      return rows.map(toLibraryDocument);
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
        mayHandle(staff, { isConfidential: fields.data.confidential === 'true' });
        if (upload.files.length === 0) {
          throw new AppError('VALIDATION_FAILED', 'Choose at least one file.', {
            files: 'Choose at least one file',
          });
        }
        const typed = upload.files.map((file) => {
          if (!isSingleLineSafe(file.filename)) {
            throw new AppError(
              'VALIDATION_FAILED',
              'A file name contains characters that are not allowed.',
              {
                files: 'Rename the file and try again',
              },
            );
          }
          const kind = libraryFileType(file.data, file.filename);
          if (!kind || file.data.length === 0) {
            throw new AppError(
              'UNSUPPORTED_MEDIA_TYPE',
              `${file.filename} is not a file the library takes (PDF, Word, Excel, text, CSV, HTML, PNG or JPEG).`,
            );
          }
          return { file, kind };
        });
        const tagList = (fields.data.tags ?? '')
          .split(',')
          .map((tag) => tag.trim().toLowerCase())
          .filter(Boolean)
          .slice(0, 20);
        const sizes = typed.map(({ file }) => file.data.length);
        const ids = await storeWithinQuota(ctx, request, reply, sizes, () =>
          ctx.db.transaction(async (tx) => {
            const created: number[] = [];
            for (const { file, kind } of typed) {
              const stored = await insertStoredFile(tx, {
                filename: safeFilename(file.filename),
                contentType: kind.contentType,
                data: file.data,
                uploadedBy: staff.username,
              });
              const title =
                typed.length === 1 && fields.data.title
                  ? fields.data.title
                  : file.filename.replace(/\.[^.]+$/, '');
              created.push(
                await store.insert(tx, {
                  title: title.slice(0, 200),
                  category: fields.data.category,
                  type: kind.type,
                  description: fields.data.description,
                  fileId: stored.id,
                  uploadedBy: staff.displayName,
                  tags: tagList,
                  isConfidential: fields.data.confidential === 'true',
                  source: 'upload',
                }),
              );
            }
            return created;
          }),
        );
        request.log.info({ files: ids.length, by: staff.username }, 'documents uploaded');
        return reply.code(201).send(await Promise.all(ids.map(answer)));
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
      const body = request.body;
      mayHandle(staff, body);
      const html = Buffer.from(body.html);
      // Stored like an upload, so it counts against the same daily quotas.
      const id = await storeWithinQuota(ctx, request, reply, [html.length], () =>
        ctx.db.transaction(async (tx) => {
          const stored = await insertStoredFile(tx, {
            filename: `${safeFilename(body.title)}.html`,
            contentType: 'text/html; charset=utf-8',
            data: html,
            uploadedBy: staff.username,
          });
          return store.insert(tx, {
            title: body.title,
            category: body.category,
            type: 'HTML',
            description: `Generated by the AI document assistant (${body.documentType}).`,
            fileId: stored.id,
            uploadedBy: staff.displayName,
            tags: [...new Set(['generated', body.documentType, ...body.tags])],
            isConfidential: body.isConfidential,
            source: 'generated',
          });
        }),
      );
      return reply.code(201).send(await answer(id));
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
      const [signIns, failed, downloads] = await Promise.all([
        store.signIns(true),
        store.signIns(false),
        store.confidentialDownloads(),
      ]);
      const iso = <T extends { at: Date }>(rows: T[]) =>
        rows.map((row) => ({ ...row, at: row.at.toISOString() }));
      return {
        signIns: iso(signIns),
        failedAttempts: iso(failed),
        confidentialDownloads: iso(downloads),
      };
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
      const document = await answer(request.params.id);
      mayHandle(staff, document);
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
      const row = await store.file(request.params.id);
      if (!row) throw noDocument();
      mayHandle(staff, row.document);
      await store.recordDownload(row.document.id, staff.username, row.document.isConfidential);
      return reply
        .type(row.file.contentType)
        .headers({
          'content-disposition': `attachment; filename="${row.file.filename}"`,
          'x-content-type-options': 'nosniff',
          'cache-control': 'private, no-store',
        })
        .send(row.file.data);
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
        mayHandle(staff, await answer(request.params.id));
        const id = await store.setArchived(request.params.id, archived);
        if (!id) throw noDocument();
        return answer(id);
      },
    );
  }
}
