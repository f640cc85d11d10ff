import multipart from '@fastify/multipart';
import {
  ErrorBodySchema,
  MESSAGE_IMAGE_MAX_BYTES,
  MessageImageParamsSchema,
  MessageImageUploadSchema,
  NOT_AN_IMAGE_MESSAGE,
  ProjectMessagesParamsSchema,
} from '@roofing/contracts';
import { AppError, reserveUpload, type ServiceApp, type ServiceContext } from '@roofing/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { participantIn } from '../domain/message-access.ts';
import { uploadMessageImage } from '../domain/upload-message-image.ts';
import { findMessageImage } from '../store/message-images.ts';

const signIn = () =>
  new AppError('UNAUTHORIZED', 'Open your project with its estimate number first.');

/** The multipart errors a client can cause, in the API's words. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(
        'PAYLOAD_TOO_LARGE',
        'The image is larger than 10 MB. Please choose a smaller one.',
      );
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_FAILED', 'Send one image at a time.', {
        file: 'Send one image at a time',
      });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('VALIDATION_FAILED', 'The upload has fields it does not need.');
  }
  return new AppError('MALFORMED_REQUEST', 'The upload is not a complete multipart form.');
}

/** The one file of the form, and its optional estimateNumber field. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  let file: Buffer | null = null;
  let estimateNumber: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = await part.toBuffer();
      else if (part.fieldname === 'estimateNumber' && typeof part.value === 'string')
        estimateNumber = part.value;
    }
  } catch (error) {
    throw uploadError(error);
  }
  return { file, estimateNumber };
}

/** Images of project messages: uploaded through the API, stored and served by this service. */
export async function messageImageRoutes(app: ServiceApp, ctx: ServiceContext) {
  /** The image, or its thumbnail (an image stored before thumbnails were made is its own). */
  const serveImage =
    (size: 'full' | 'thumbnail') =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const caller = ctx.caller(request);
      if (!caller) throw signIn();
      const image = await findMessageImage(ctx.db, request.params.id);
      if (!image) throw new AppError('NOT_FOUND', 'No such image.');
      participantIn(caller, image.estimateNumber, { changes: false });
      const thumbnail = size === 'thumbnail' ? image.thumbnail : null;
      return reply
        .type(thumbnail ? 'image/webp' : image.contentType)
        .headers({
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        })
        .send(thumbnail ?? image.data);
    };
  app.get(
    '/api/project-messages/images/:id',
    {
      schema: {
        summary: "A message image (that estimate's portal session or staff)",
        tags: ['messaging'],
        // The answer is the image's own bytes (its stored type); refusals are the usual errors.
        params: MessageImageParamsSchema,
      },
    },
    serveImage('full'),
  );
  app.get(
    '/api/project-messages/images/:id/thumbnail',
    {
      schema: {
        summary: 'A message image as the conversation shows it: at most 320 px, WebP (same access)',
        tags: ['messaging'],
        params: MessageImageParamsSchema,
      },
    },
    serveImage('thumbnail'),
  );

  // Multipart is parsed on this route only: every other route of the service takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: MESSAGE_IMAGE_MAX_BYTES,
        files: 1,
        fields: 4,
        fieldSize: 1024,
        parts: 5,
        headerPairs: 50,
      },
    });
    scope.post(
      '/api/project-messages/images',
      {
        schema: {
          summary: `Upload one image for a message (multipart, field "file", at most 10 MB; staff add "estimateNumber")`,
          tags: ['messaging'],
          consumes: ['multipart/form-data'],
          response: {
            201: MessageImageUploadSchema,
            400: ErrorBodySchema,
            401: ErrorBodySchema,
            403: ErrorBodySchema,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            429: ErrorBodySchema,
            507: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const caller = ctx.caller(request);
        if (!caller) throw signIn();
        // Nobody's 10 MB is read before we know they may send it.
        const sessionEstimate = caller.kind === 'portal' ? caller.estimateNumber : null;
        if (caller.kind === 'staff') participantIn(caller, '', { changes: true });
        else participantIn(caller, caller.estimateNumber, { changes: true });
        const upload = await readUpload(request);
        const given = upload.estimateNumber ?? sessionEstimate;
        const parsed = ProjectMessagesParamsSchema.shape.estimateNumber.safeParse(given ?? '');
        if (!parsed.success) {
          throw new AppError(
            'VALIDATION_FAILED',
            'Some fields are missing or invalid: estimateNumber',
            {
              estimateNumber: 'Estimate number is required',
            },
          );
        }
        const participant = participantIn(caller, parsed.data, { changes: true });
        if (!upload.file || upload.file.length === 0) {
          throw new AppError('VALIDATION_FAILED', NOT_AN_IMAGE_MESSAGE, {
            file: NOT_AN_IMAGE_MESSAGE,
          });
        }
        const { imageUrl, bytes } = await uploadMessageImage(
          ctx,
          participant,
          parsed.data,
          upload.file,
          (size) =>
            reserveUpload(
              ctx,
              request,
              reply,
              caller.kind === 'staff' ? 'staff' : 'customer',
              size,
            ),
        );
        request.log.info(
          { imageUrl, received: upload.file.length, stored: bytes },
          'message image stored',
        );
        return reply.code(201).send({ imageUrl });
      },
    );
  });
}
