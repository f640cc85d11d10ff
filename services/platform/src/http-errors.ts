/**
 * The API's error answers: one shape for every refusal and failure (`{ error: { code, message,
 * requestId, fields? } }`), and the error handler every app of the platform installs, which maps
 * what was thrown (validation, AppError, Fastify's own, an unreachable upstream) onto it without
 * leaking internals.
 */
import type { ErrorBody, ErrorCode } from '@roofing/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';
import { SESSION_UNCHECKED_MESSAGE, uncheckedSession } from './identity.ts';

/** What a 503 tells the client to wait before trying again (an outage or a restart is seconds). */
export const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: ErrorCode | string,
  message: string,
  fields?: Record<string, string>,
) {
  const body: ErrorBody = { error: { code, message, requestId: request.id } };
  if (fields) body.error.fields = fields;
  // Unavailable is passing: say when to try again (clients and proxies honour it).
  if (status === 503 && !reply.hasHeader('retry-after')) {
    reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS));
  }
  return reply.code(status).type('application/json').send(body);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(
    reply,
    request,
    404,
    'NOT_FOUND',
    `No route for ${request.method} ${request.url.split('?')[0]}`,
  );
}

/** Field path of a validation issue: "/firstName" → "firstName", "/items/0/name" → "items.0.name". */
function fieldName(instancePath: string): string {
  const name = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return name || 'body';
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const name = fieldName(issue.instancePath);
      fields[name] ??= issue.message ?? 'Invalid value';
    }
    const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
    return sendError(
      reply,
      request,
      400,
      'VALIDATION_FAILED',
      `Some fields are missing or invalid${where}: ${Object.keys(fields).join(', ')}`,
      fields,
    );
  }
  if (error instanceof AppError) {
    // No session, because the one the request carried could not be checked: try again soon.
    const forWantOfSession =
      error.code === 'UNAUTHORIZED' || error.code === 'VERIFICATION_REQUIRED';
    if (forWantOfSession && uncheckedSession(request)) {
      return sendError(reply, request, 503, 'UNAVAILABLE', SESSION_UNCHECKED_MESSAGE);
    }
    return sendError(reply, request, error.statusCode, error.code, error.message, error.fields);
  }
  const malformedJson =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    (error instanceof SyntaxError && (error.statusCode ?? 500) < 500);
  if (malformedJson) {
    return sendError(
      reply,
      request,
      400,
      'MALFORMED_REQUEST',
      'The request body is not valid JSON.',
    );
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(reply, request, 413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return sendError(reply, request, 400, 'MALFORMED_REQUEST', 'The request URL is not valid.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(
        reply,
        request,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the request body as application/json.',
      );
  }
  if (error.code === 'UPSTREAM_UNAVAILABLE') {
    // The gateway could not reach the service behind it: say so, without internals.
    request.log.error({ err: error }, 'upstream service unreachable');
    const timeout = error.statusCode === 504;
    return sendError(
      reply,
      request,
      timeout ? 504 : 503,
      'UNAVAILABLE',
      'This part of the site is temporarily unavailable. Please try again in a minute.',
    );
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return sendError(
      reply,
      request,
      429,
      'RATE_LIMITED',
      'Too many requests. Please wait a moment and try again.',
    );
  }
  if (status >= 400 && status < 500) {
    const code =
      status === 404
        ? 'NOT_FOUND'
        : status === 401
          ? 'UNAUTHORIZED'
          : status === 403
            ? 'FORBIDDEN'
            : 'MALFORMED_REQUEST';
    return sendError(reply, request, status, code, error.message);
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(
    reply,
    request,
    status >= 500 && status < 600 ? status : 500,
    'INTERNAL',
    'Something went wrong on our side. Please try again shortly.',
  );
}
