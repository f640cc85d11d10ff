import type { FastifyRequest } from 'fastify';

/**
 * Cookie names and attributes, one rule for every cookie the product sets or reads (the staff
 * session `sfr_staff`, the portal session `sfr_portal`, any later one).
 *
 * Behind HTTPS (PUBLIC_URL https://…) a cookie is `Secure` and named `__Host-<name>`: browsers
 * accept that name only from a secure origin, with Path=/ and no Domain, so neither a sibling
 * subdomain nor a plain-HTTP page on the same host (an attacker on the network) can plant or
 * overwrite it (session fixation, "cookie tossing"). Over http://localhost in development and
 * tests the plain name is used: browsers refuse `__Host-` cookies from insecure origins.
 */
export const SECURE_COOKIE_PREFIX = '__Host-';

/** Whether cookies of a site served at `publicUrl` are Secure and `__Host-` prefixed. */
export const securesCookies = (publicUrl: string) => publicUrl.startsWith('https:');

/** The name a cookie has on a site served at `publicUrl`: `__Host-<base>` behind HTTPS. */
export function cookieName(base: string, publicUrl: string): string {
  return securesCookies(publicUrl) ? `${SECURE_COOKIE_PREFIX}${base}` : base;
}

const SITE_URL = 'roofingPublicUrl';

/**
 * Records the site's public address on every request of `app` (the gateway's root, a service's
 * scope), so that code holding only a request finds the cookie names: `requestCookieName`.
 */
export function useSiteCookies(
  app: {
    hasRequestDecorator(name: string): boolean;
    decorateRequest(name: string, value: string): unknown;
  },
  publicUrl: string,
) {
  if (!app.hasRequestDecorator(SITE_URL)) app.decorateRequest(SITE_URL, publicUrl);
}

function sitePublicUrl(request: FastifyRequest): string {
  return (request as unknown as Record<string, string | undefined>)[SITE_URL] ?? 'http://localhost';
}

/** The name of cookie `base` for this request's site (see `cookieName`). */
export function requestCookieName(request: FastifyRequest, base: string): string {
  return cookieName(base, sitePublicUrl(request));
}

/**
 * The attributes of a session cookie: httpOnly, SameSite=Lax, Path=/ (required by `__Host-`),
 * no Domain, and Secure behind HTTPS (or when this request itself came over HTTPS).
 */
export function sessionCookieOptions(request: FastifyRequest, maxAgeSeconds?: number) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: securesCookies(sitePublicUrl(request)) || request.protocol === 'https',
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  };
}

/** The attributes a cookie is cleared with: a `__Host-` cookie is only replaced when Secure. */
export function clearedCookieOptions(request: FastifyRequest) {
  return { path: '/', secure: securesCookies(sitePublicUrl(request)) };
}
