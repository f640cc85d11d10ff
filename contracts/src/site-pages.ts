import { COMPANY } from './company.ts';
import { BLOG_POSTS, findBlogPost } from './content/blog-posts.ts';
import { COLDSHIELD_OFFER } from './http/lead.ts';
import {
  matchSiteRoute,
  type PageAudience,
  SERVICE_PAGE_SLUGS,
  type ServicePageSlug,
  SITE_ROUTES,
  type SiteRoutePattern,
} from './site-routes.ts';

/**
 * What the HTML of each page says before any script runs: its title, description and Open Graph
 * card (the gateway writes them into the page it serves, for search engines and link previews
 * that do not run the app). The titles are the ones the pages themselves set.
 */
export interface PageMeta {
  title: string;
  description: string;
}

export interface SitePage extends PageMeta {
  /** The canonical path, e.g. /blog/3. */
  path: string;
  audience: PageAudience;
  /** Open Graph type: blog posts are articles, the rest the website. */
  type: 'website' | 'article';
  /** YYYY-MM-DD, where the page has a date of its own (an article's). */
  lastModified?: string;
}

const titled = (name: string) => `${name} | ${COMPANY.name}`;

/** The site's own description: the home page's, and the fallback of pages without their own. */
export const SITE_DESCRIPTION =
  "Licensed and insured roofing contractor serving Jacksonville Beach, St. Augustine and North Florida's coast. New roofs, replacements, storm and leak repair, inspections. Free estimates, 10% veteran and senior discounts.";

const staffPage = (name: string): PageMeta => ({
  title: titled(name),
  description: `${COMPANY.name} staff area.`,
});

type FixedPattern = Exclude<SiteRoutePattern, '/services/:slug' | '/blog/:id' | '/get-quote'>;

const FIXED_PAGES = {
  '/': {
    title: `${COMPANY.name} | Storm-Ready Roofs for North Florida's Coast`,
    description: SITE_DESCRIPTION,
  },
  '/financing': {
    title: titled('Roof Financing Options'),
    description:
      'Finance your new roof with trusted partners: home-improvement loans, 0% APR offers, a roofing-specific lender, all-credit installment plans and a Florida PACE program.',
  },
  '/coldshield-offer': {
    title: titled(`${COLDSHIELD_OFFER.name} Refrigeration Roof Retrofit`),
    description: `A ${COLDSHIELD_OFFER.retrofitDays}-day ${COLDSHIELD_OFFER.name} roof retrofit for cold-storage and food-distribution facilities: up to ${COLDSHIELD_OFFER.maxThermalReductionPercent}% less heat gain through the roof. Claim a free $${COLDSHIELD_OFFER.thermalScanValue} thermal scan.`,
  },
  '/instant-quote': {
    title: titled('Instant Roof Quote'),
    description:
      'Measure your roof on satellite imagery or enter its size and get an instant shingle-roof quote, with a quote number to track it.',
  },
  '/estimate-tracker': {
    title: titled('Track Your Estimate'),
    description: 'Track your roofing estimate with its estimate number.',
  },
  '/client-portal': {
    title: titled('Client Portal'),
    description: 'Your estimate, project timeline and messages with our team.',
  },
  '/customer-login': {
    title: titled('Client Portal'),
    description: 'Your estimate, project timeline and messages with our team.',
  },
  '/project-status': {
    title: titled('Project Status'),
    description: 'Follow your roofing project from request to completion.',
  },
  '/admin': staffPage('Staff Sign-In'),
  '/admin/dashboard': staffPage('Admin Dashboard'),
  '/admin-dashboard': staffPage('Admin Dashboard'),
  '/admin/media': staffPage('Site Photos'),
  '/admin/enrol': staffPage('Set Up Two-Step Sign-In'),
  '/admin/security': staffPage('Security'),
  '/admin/receivables': staffPage('Receivables'),
  '/admin/money-audit': staffPage('Money Audit Log'),
  '/admin/permits': staffPage('Permits'),
  '/document-management': staffPage('Document Management'),
  '/employee-info': staffPage('Employee Information & Directory'),
  '/employment-testing': staffPage('Employment Testing'),
  '/safety-info': staffPage('Safety Information'),
} as const satisfies Record<FixedPattern, PageMeta>;

const SERVICE_PAGES: Record<ServicePageSlug, PageMeta> = {
  residential: {
    title: titled('Residential Roofing'),
    description:
      'Shingle, tile and metal roofs installed to the Florida Building Code for coastal North Florida homes: full tear-off, re-nailed deck and a secondary water barrier on every replacement.',
  },
  commercial: {
    title: titled('Commercial Roofing'),
    description:
      'Flat and low-slope roof installation, replacement, restoration and maintenance (TPO, EPDM) for North Florida businesses, scheduled around your hours.',
  },
  repairs: {
    title: titled('Roof Repairs'),
    description:
      'Leak repairs, storm damage and 24/7 emergency roof repair on North Florida’s coast: we find the real source of the leak and fix it with a written warranty.',
  },
  inspections: {
    title: titled('Roof Inspections'),
    description:
      'Photo-documented roof inspections by a certified inspector for home buyers, insurance claims and hurricane-season planning.',
  },
};

/** What an unknown path shows (the not-found page), and the blog's own "not found". */
export const NOT_FOUND_META: PageMeta = {
  title: titled('Page Not Found'),
  description: "The page you're looking for doesn't exist or has moved.",
};
export const BLOG_POST_NOT_FOUND_META: PageMeta = {
  title: titled('Blog Post Not Found'),
  description: "The blog post you're looking for doesn't exist.",
};

export type PageLookup =
  | { kind: 'page'; page: SitePage }
  | { kind: 'redirect'; location: string }
  /** `meta`: what the app shows there (the blog's own not-found page, or the general one). */
  | { kind: 'not-found'; meta: PageMeta };

const servicePage = (slug: ServicePageSlug): SitePage => ({
  path: `/services/${slug}`,
  audience: 'public',
  type: 'website',
  ...SERVICE_PAGES[slug],
});

const blogPage = (post: (typeof BLOG_POSTS)[number]): SitePage => ({
  path: `/blog/${post.id}`,
  audience: 'public',
  type: 'article',
  title: titled(post.title),
  description: post.excerpt,
  lastModified: post.date,
});

/** The page a path shows, a redirect, or not found, decided as the web app's router decides. */
export function lookUpPage(pathname: string): PageLookup {
  const match = matchSiteRoute(pathname);
  if (!match) return { kind: 'not-found', meta: NOT_FOUND_META };
  const { pattern, route, param } = match;
  if (pattern === '/get-quote') {
    return { kind: 'redirect', location: SITE_ROUTES[pattern].redirectTo };
  }
  if (pattern === '/services/:slug') {
    const slug = SERVICE_PAGE_SLUGS.find((known) => known === param);
    return slug
      ? { kind: 'page', page: servicePage(slug) }
      : { kind: 'not-found', meta: NOT_FOUND_META };
  }
  if (pattern === '/blog/:id') {
    const post = findBlogPost(param);
    return post
      ? { kind: 'page', page: blogPage(post) }
      : { kind: 'not-found', meta: BLOG_POST_NOT_FOUND_META };
  }
  return {
    kind: 'page',
    page: { path: pattern, audience: route.audience, type: 'website', ...FIXED_PAGES[pattern] },
  };
}

/** Every page a search engine should find: the public pages, each service and each article. */
export function publicPages(): SitePage[] {
  const fixed = (Object.keys(FIXED_PAGES) as FixedPattern[])
    .filter((pattern) => SITE_ROUTES[pattern].audience === 'public')
    .map(
      (pattern): SitePage => ({
        path: pattern,
        audience: 'public',
        type: 'website',
        ...FIXED_PAGES[pattern],
      }),
    );
  return [...fixed, ...SERVICE_PAGE_SLUGS.map(servicePage), ...BLOG_POSTS.map(blogPage)];
}

/** Path prefixes of the pages meant for customers and staff only (kept out of search engines). */
export function privatePaths(): string[] {
  return (Object.entries(SITE_ROUTES) as Array<[SiteRoutePattern, { audience: PageAudience }]>)
    .filter(([, route]) => route.audience !== 'public')
    .map(([pattern]) => pattern);
}
