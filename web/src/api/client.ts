import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every call carries the session cookie; a body travels as JSON. A non-OK answer throws
 * `${status}: ${bodyText || statusText}` (public-site §8), so callers can still read the body.
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<Response> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}

export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  return (await response.json()) as T;
}

/** Default read of the spec: GET on the first element of the query key, parsed as JSON. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const [path] = queryKey;
  if (typeof path !== 'string') throw new Error('The first element of a query key must be a path');
  return apiJson<unknown>('GET', path);
};
