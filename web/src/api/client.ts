import type { ErrorBody } from '@roofing/contracts';
import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A non-OK answer. The message keeps the spec's `${status}: ${bodyText}` form (public-site §8);
 * code and fields come from the API's error body, so screens switch on `code`, never on text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, bodyText: string) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    let body: unknown;
    try {
      body = JSON.parse(bodyText);
    } catch {
      body = undefined;
    }
    this.body = body;
    const error = errorOf(body);
    this.code = error?.code;
    this.fields = error?.fields ?? {};
    this.serverMessage = error?.message;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * The `error` of an API error body, checked by hand against the contract's ErrorBodySchema:
 * this module is part of every page's first load, and the schema would bring all of zod in.
 */
function errorOf(body: unknown): ErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, fields, requestId } = error as Record<string, unknown>;
  if (!isString(code) || !isString(message)) return undefined;
  if (requestId !== undefined && !isString(requestId)) return undefined;
  if (fields === undefined) return { code, message, requestId };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined;
  if (!Object.values(fields).every(isString)) return undefined;
  return { code, message, fields: fields as Record<string, string>, requestId };
}

/** The staff session's CSRF token, sent on every state-changing request once signed in. */
let csrfToken: string | undefined;
export function setCsrfToken(token: string | undefined) {
  csrfToken = token;
}
/** The session's CSRF token, for requests made outside apiRequest (an upload with progress). */
export const currentCsrfToken = () => csrfToken;

/**
 * Every call carries the session cookie; a body travels as JSON (FormData as multipart); a
 * change carries the CSRF token. A non-OK answer throws an ApiError.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {};
  // A FormData body (an upload) goes as multipart, with the boundary the browser chooses.
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  // No `cache` option on purpose: the polled reads answer `private, no-cache` with an ETag, and
  // the browser's own cache revalidates them (If-None-Match → 304 → the kept 200). `no-store`
  // here would make every poll a full answer and a database read again.
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/** A GET whose `absent` status (404: none yet; 401: no session) means "nothing", read as null. */
export async function apiJsonOrNull<T>(path: string, absent: number): Promise<T | null> {
  try {
    return await apiJson<T>('GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === absent) return null;
    throw error;
  }
}

/** Default read of the spec: GET on the first element of the query key, parsed as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be a path');
  return apiJson<unknown>('GET', path);
};
