import multipart from '@fastify/multipart';
import { AppError, reserveUpload, type ServiceApp, type ServiceContext } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * One file sent as multipart/form-data (field `file`), read within its limit: the multipart
 * parser is registered for the routes given to `withFileUploads` only (every other route of the
 * service takes JSON). The limits and messages follow the workforce service's uploads.
 */

export interface ReceivedFile {
  filename: string;
  /** The type the browser claimed: judge the bytes, never this. */
  mimetype: string;
  data: Buffer;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function uploadError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        `The file is larger than ${megabytes(maxBytes)}. Please choose a smaller one.`,
      );
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return new AppError('VALIDATION_FAILED', 'Send one file at a time.', {
        file: 'Send one file at a time',
      });
  }
  return new AppError('MALFORMED_REQUEST', 'The upload is not a complete multipart form.');
}

/** The one file of the form (field `file`), at most `maxBytes`. */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data.');
  }
  let received: ReceivedFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    })) {
      if (part.type === 'file' && part.fieldname === 'file') {
        received = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: await part.toBuffer(),
        };
      } else if (part.type === 'file') {
        await part.toBuffer();
      }
    }
  } catch (error) {
    throw uploadError(error, maxBytes);
  }
  if (!received || received.data.length === 0) {
    throw new AppError('VALIDATION_FAILED', 'Choose a file.', { file: 'Choose a file' });
  }
  return received;
}

/** Registers multipart parsing for the routes `register` adds, and for those only. */
export async function withFileUploads(
  app: ServiceApp,
  maxBytes: number,
  register: (scope: ServiceApp) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes, files: 1 } });
    await register(scope as ServiceApp);
  });
}

/**
 * Stores a staff file within the daily upload quotas (docs/security/quotas.md): its bytes are
 * taken first (429 or 507 when over), given back when `store` fails.
 */
export const withinStaffQuota =
  (ctx: ServiceContext, request: FastifyRequest, reply: FastifyReply) =>
  async <T>(bytes: number, store: () => Promise<T>): Promise<T> => {
    const grant = await reserveUpload(ctx, request, reply, 'staff', bytes, 1);
    try {
      const stored = await store();
      grant.stored();
      return stored;
    } catch (error) {
      await grant.release();
      throw error;
    }
  };
