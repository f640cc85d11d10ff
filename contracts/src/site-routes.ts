import { type Locale, splitLocalePath } from './locale.ts';

/**
 * The web app's routes, as its router declares them (public-site §2, portal-and-back-office §2).
 * The router builds itself from this list and the gateway reads it to answer a path the app does
 * not know with HTTP 404, to list the public pages in sitemap.xml and to keep staff and portal
 * paths out of search engines. Kept free of content, so the landing page's first load stays small
 * (the pages' titles and descriptions are in site-pages.ts).
 */

/** Who a page is for: public pages are indexed; the customer's and the staff's are not. */
export type PageAudience = 'public' | 'customer' | 'staff';

export interface SiteRoute {
  audience: PageAudience;
  /** A route that only sends the visitor elsewhere (answered with a redirect). */
  redirectTo?: string;
}

/** The four service pages, /services/{slug}; any other slug is not found. */
export const SERVICE_PAGE_SLUGS = ['residential', 'commercial', 'repairs', 'inspections'] as const;
export type ServicePageSlug = (typeof SERVICE_PAGE_SLUGS)[number];

export const SITE_ROUTES = {
  '/': { audience: 'public' },
  '/services/:slug': { audience: 'public' },
  '/blog/:id': { audience: 'public' },
  '/financing': { audience: 'public' },
  '/coldshield-offer': { audience: 'public' },
  '/instant-quote': { audience: 'public' },
  '/status': { audience: 'public' },
  '/get-quote': { audience: 'public', redirectTo: '/#quote-form' },
  '/estimate-tracker': { audience: 'customer' },
  '/client-portal': { audience: 'customer' },
  '/customer-login': { audience: 'customer' },
  '/project-status': { audience: 'customer' },
  '/admin': { audience: 'staff' },
  '/admin/dashboard': { audience: 'staff' },
  '/admin-dashboard': { audience: 'staff' },
  '/admin/media': { audience: 'staff' },
  '/admin/enrol': { audience: 'staff' },
  '/admin/security': { audience: 'staff' },
  '/admin/receivables': { audience: 'staff' },
  '/admin/money-audit': { audience: 'staff' },
  '/admin/permits': { audience: 'staff' },
  '/admin/price-book': { audience: 'staff' },
  '/admin/queues': { audience: 'staff' },
  '/document-management': { audience: 'staff' },
  '/employee-info': { audience: 'staff' },
  '/employment-testing': { audience: 'staff' },
  '/safety-info': { audience: 'staff' },
} as const satisfies Record<string, SiteRoute>;

export type SiteRoutePattern = keyof typeof SITE_ROUTES;

export interface MatchedRoute {
  pattern: SiteRoutePattern;
  /** The page's language: Spanish under `/es` (public and customer pages only), else English. */
  locale: Locale;
  route: SiteRoute;
  /** The value of the route's one parameter (`:slug`, `:id`), decoded; undefined for fixed paths. */
  param?: string;
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * The route a path belongs to, matched as the router does: letter case ignored, a trailing
 * slash ignored, a parameter standing for one whole segment, a leading `/es` naming the Spanish
 * twin of a public or customer page. Null when no route matches.
 */
export function matchSiteRoute(pathname: string): MatchedRoute | null {
  const { locale, path } = splitLocalePath(pathname);
  const segments = path.split('/').filter((segment) => segment !== '');
  for (const [pattern, route] of Object.entries(SITE_ROUTES) as Array<
    [SiteRoutePattern, SiteRoute]
  >) {
    const parts = pattern.split('/').filter((part) => part !== '');
    if (parts.length !== segments.length) continue;
    let param: string | undefined;
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if (part.startsWith(':')) {
        param = decode(segment);
        return param !== undefined;
      }
      return decode(segment)?.toLowerCase() === part;
    });
    // Staff pages are English only: /es/admin is not a page.
    if (matches && locale !== 'en' && route.audience === 'staff') return null;
    if (matches) return { pattern, route, param, locale };
  }
  return null;
}
