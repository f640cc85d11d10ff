import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';
import type { ServiceApp } from './service/define.ts';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './text-safety.ts';

/*
 * Multipart uploads (files with their text fields), read the one way every service reads them:
 * within the route's limits, each client error in the API's words. Imported as
 * `@roofing/platform/upload-form`, so only services that take files load @fastify/multipart.
 */

export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** The type the browser claimed; judge the bytes, not this. */
  mimetype: string;
  data: Buffer;
}

export interface Upload {
  files: UploadedFile[];
  fields: Record<string, string>;
}

export interface UploadLimits {
  /** Largest single file, in bytes. */
  fileSize: number;
  /** Most files in one request. */
  files: number;
  /** Most text fields in one request. */
  fields?: number;
  /** Most bytes of all files together (what the request holds in memory at once). */
  totalSize?: number;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The multipart errors a client can cause, in the API's words. */
function uploadError(error: unknown, limits: UploadLimits): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${megabytes(limits.fileSize)}. Please choose a smaller one.`,
      );
    case 'FST_FILES_LIMIT': {
      const most = limits.files === 1 ? 'one file' : `at most ${limits.files} files`;
      return new AppError('VALIDATION_FAILED', `Send ${most} at a time.`, {
        file: `Send ${most} at a time`,
      });
    }
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION_FAILED', 'The upload has fields it does not need.');
  }
  return new AppError('MALFORMED_REQUEST', 'The upload is not a complete multipart form.');
}

/** Reads a whole multipart form (files and text fields) within the route's limits. */
export async function readUpload(request: FastifyRequest, limits: UploadLimits): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  const upload: Upload = { files: [], fields: {} };
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields ?? 20,
        fieldSize: 64 * 1024,
        parts: limits.files + (limits.fields ?? 20),
        headerPairs: 50,
      },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        total += data.length;
        if (limits.totalSize !== undefined && total > limits.totalSize) {
          throw new AppError(
            'PAYLOAD_TOO_LARGE',
            `The files together are larger than ${megabytes(limits.totalSize)}. Please send them in smaller batches.`,
          );
        }
        upload.files.push({
          fieldname: part.fieldname,
          filename: part.filename,
          mimetype: part.mimetype,
          data,
        });
      } else if (typeof part.value === 'string') {
        if (hasControlCharacter(part.value)) {
          throw new AppError(
            'VALIDATION_FAILED',
            `Some fields are missing or invalid: ${part.fieldname}`,
            {
              [part.fieldname]: `${part.fieldname} ${CONTROL_CHARACTER_MESSAGE}`,
            },
          );
        }
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error, limits);
  }
  return upload;
}

/**
 * The form's one file under `fieldname` (`file` unless named), or 400 on that field with
 * `message` ("Choose a file.") when it is missing or empty.
 */
export function uploadedFile(upload: Upload, message: string, fieldname = 'file'): UploadedFile {
  const file = upload.files.find((part) => part.fieldname === fieldname);
  if (!file || file.data.length === 0) {
    throw new AppError('VALIDATION_FAILED', message, { [fieldname]: message.replace(/\.$/, '') });
  }
  return file;
}

/**
 * Registers multipart parsing for the routes `register` adds, and for those only: every other
 * route of the service takes JSON.
 */
export async function withUploads(
  app: ServiceApp,
  register: (scope: ServiceApp) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
    await register(scope as ServiceApp);
  });
}

/**
 * A multipart form's text fields read with the contract's schema, or 400 naming each field that
 * is wrong (the same answer a JSON body's validation gives).
 */
export function uploadFields<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const details = Object.fromEntries(
    parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
  );
  throw new AppError(
    'VALIDATION_FAILED',
    parsed.error.issues[0]?.message ?? 'Check the form.',
    details,
  );
}
