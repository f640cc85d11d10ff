import { COMPANY } from './company.ts';
import { BLOG_POSTS, findBlogPost } from './content/blog-posts.ts';
import { BLOG_POSTS_ES, findBlogPostEs } from './content/es/blog-posts.ts';
import { COLDSHIELD_OFFER } from './http/lead.ts';
import { DEFAULT_LOCALE, type Locale, pathInLocale, splitLocalePath } from './locale.ts';
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
  /** The canonical path, e.g. /blog/3, or /es/blog/3 for the Spanish page. */
  path: string;
  /** The language of the page's title, description and content. */
  locale: Locale;
  /**
   * The same page in each language (path per locale), for `hreflang` links: public and customer
   * pages exist in English and Spanish; staff pages only in English (no alternates).
   */
  alternates?: Record<Locale, string>;
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
  '/status': {
    title: titled('Storm Status and Callback Times'),
    description:
      'Whether storm mode is on, how many requests are waiting for a first call and how quickly our office is calling back, counted from our own request queue.',
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
  '/admin/price-book': staffPage('Price Book'),
  '/admin/queues': staffPage('Queues and Events'),
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

// Spanish (issue 24) --------------------------------------------------------------------------

/** The fixed pages a customer or visitor sees: the ones that exist in Spanish too. */
type CustomerFacingPattern = {
  [P in FixedPattern]: (typeof SITE_ROUTES)[P]['audience'] extends 'staff' ? never : P;
}[FixedPattern];

/** The home page's description in Spanish, and the fallback of Spanish pages without their own. */
export const SITE_DESCRIPTION_ES =
  'Contratista de techos con licencia y seguro en Jacksonville Beach, St. Augustine y la costa del norte de Florida. Techos nuevos, reemplazos, reparación de daños por tormentas y de filtraciones, inspecciones. Estimados gratis y 10% de descuento para veteranos y personas mayores.';

const PORTAL_META_ES: PageMeta = {
  title: titled('Portal del cliente'),
  description: 'Su estimado, el cronograma de su proyecto y los mensajes con nuestro equipo.',
};

const FIXED_PAGES_ES = {
  '/': {
    title: `${COMPANY.name} | Techos listos para huracanes en la costa del norte de Florida`,
    description: SITE_DESCRIPTION_ES,
  },
  '/financing': {
    title: titled('Opciones de financiamiento para su techo'),
    description:
      'Financie su techo nuevo con socios de confianza: préstamos para mejoras del hogar, ofertas con 0% APR, un prestamista especializado en techos, planes a plazos para todo tipo de crédito y un programa PACE de Florida.',
  },
  '/coldshield-offer': {
    title: titled(`Renovación de techos para refrigeración ${COLDSHIELD_OFFER.name}`),
    description: `Una renovación de techo ${COLDSHIELD_OFFER.name} en ${COLDSHIELD_OFFER.retrofitDays} días para instalaciones de almacenamiento en frío y distribución de alimentos: hasta ${COLDSHIELD_OFFER.maxThermalReductionPercent}% menos de calor que entra por el techo. Solicite un escaneo térmico gratis valorado en $${COLDSHIELD_OFFER.thermalScanValue}.`,
  },
  '/instant-quote': {
    title: titled('Cotización instantánea de techo'),
    description:
      'Mida su techo sobre imágenes satelitales o ingrese su tamaño y obtenga al instante una cotización de techo de tejas asfálticas, con un número de cotización para darle seguimiento.',
  },
  '/status': {
    title: titled('Estado por tormenta y tiempos de respuesta'),
    description:
      'Si el modo tormenta está activado, cuántas solicitudes esperan una primera llamada y qué tan pronto nuestra oficina devuelve las llamadas, calculado con nuestra propia lista de solicitudes.',
  },
  '/estimate-tracker': {
    title: titled('Siga su estimado'),
    description: 'Siga su estimado de techo con su número de estimado.',
  },
  '/client-portal': PORTAL_META_ES,
  '/customer-login': PORTAL_META_ES,
  '/project-status': {
    title: titled('Estado del proyecto'),
    description: 'Siga su proyecto de techo desde la solicitud hasta la terminación.',
  },
} as const satisfies Record<CustomerFacingPattern, PageMeta>;

const SERVICE_PAGES_ES: Record<ServicePageSlug, PageMeta> = {
  residential: {
    title: titled('Techos residenciales'),
    description:
      'Techos de tejas asfálticas, de teja y de metal instalados según el Código de Construcción de Florida para casas de la costa del norte de Florida: en cada reemplazo quitamos todo el techo viejo, volvemos a clavar el entablado y colocamos una barrera secundaria contra el agua.',
  },
  commercial: {
    title: titled('Techos comerciales'),
    description:
      'Instalación, reemplazo, restauración y mantenimiento de techos planos y de poca pendiente (TPO, EPDM) para negocios del norte de Florida, programados según su horario.',
  },
  repairs: {
    title: titled('Reparación de techos'),
    description:
      'Reparación de filtraciones, daños por tormentas y reparaciones de emergencia las 24 horas, los 7 días, en la costa del norte de Florida: encontramos el verdadero origen de la filtración y la reparamos con garantía por escrito.',
  },
  inspections: {
    title: titled('Inspecciones de techos'),
    description:
      'Inspecciones de techo documentadas con fotos, hechas por un inspector certificado, para compradores de vivienda, reclamos de seguro y la planificación de la temporada de huracanes.',
  },
};

export const NOT_FOUND_META_ES: PageMeta = {
  title: titled('Página no encontrada'),
  description: 'La página que busca no existe o se ha movido.',
};
export const BLOG_POST_NOT_FOUND_META_ES: PageMeta = {
  title: titled('Artículo no encontrado'),
  description: 'El artículo del blog que busca no existe.',
};

const NOT_FOUND: Record<Locale, PageMeta> = { en: NOT_FOUND_META, es: NOT_FOUND_META_ES };
const BLOG_POST_NOT_FOUND: Record<Locale, PageMeta> = {
  en: BLOG_POST_NOT_FOUND_META,
  es: BLOG_POST_NOT_FOUND_META_ES,
};

// Lookup ----------------------------------------------------------------------------------------

export type PageLookup =
  | { kind: 'page'; page: SitePage }
  | { kind: 'redirect'; location: string }
  /** `meta`: what the app shows there (the blog's own not-found page, or the general one). */
  | { kind: 'not-found'; meta: PageMeta };

const bothLanguages = (path: string): Record<Locale, string> => ({
  en: pathInLocale(path, 'en'),
  es: pathInLocale(path, 'es'),
});

/** A customer-facing page (public or customer) in `locale`, at its path in that language. */
const localizedPage = (
  path: string,
  locale: Locale,
  page: Omit<SitePage, 'path' | 'locale' | 'alternates'>,
): SitePage => ({
  ...page,
  path: pathInLocale(path, locale),
  locale,
  alternates: bothLanguages(path),
});

const servicePage = (slug: ServicePageSlug, locale: Locale = DEFAULT_LOCALE): SitePage =>
  localizedPage(`/services/${slug}`, locale, {
    audience: 'public',
    type: 'website',
    ...(locale === 'es' ? SERVICE_PAGES_ES : SERVICE_PAGES)[slug],
  });

const blogPage = (post: (typeof BLOG_POSTS)[number], locale: Locale = DEFAULT_LOCALE): SitePage =>
  localizedPage(`/blog/${post.id}`, locale, {
    audience: 'public',
    type: 'article',
    title: titled(post.title),
    description: post.excerpt,
    lastModified: post.date,
  });

const isCustomerFacing = (pattern: FixedPattern): pattern is CustomerFacingPattern =>
  SITE_ROUTES[pattern].audience !== 'staff';

const fixedPage = (pattern: FixedPattern, locale: Locale): SitePage => {
  const { audience } = SITE_ROUTES[pattern];
  if (!isCustomerFacing(pattern)) {
    // The staff area is English only.
    return {
      path: pattern,
      locale: DEFAULT_LOCALE,
      audience,
      type: 'website',
      ...FIXED_PAGES[pattern],
    };
  }
  const meta = locale === 'es' ? FIXED_PAGES_ES[pattern] : FIXED_PAGES[pattern];
  return localizedPage(pattern, locale, { audience, type: 'website', ...meta });
};

/**
 * The page a path shows, a redirect, or not found, decided as the web app's router decides. A
 * path under `/es` is the Spanish twin of a public or customer page (`/es/blog/2`): Spanish title
 * and description, canonical `path` its Spanish address, `locale` 'es'. Staff pages are English
 * only (`/es/admin` is not found, as in the router). Unknown paths get the not-found page of the
 * path's language.
 */
export function lookUpPage(pathname: string): PageLookup {
  const match = matchSiteRoute(pathname);
  if (!match) return { kind: 'not-found', meta: NOT_FOUND[splitLocalePath(pathname).locale] };
  const { pattern, param, locale } = match;
  if (pattern === '/get-quote') {
    const [target = '/', hash] = SITE_ROUTES[pattern].redirectTo.split('#');
    const location = pathInLocale(target, locale);
    return { kind: 'redirect', location: hash === undefined ? location : `${location}#${hash}` };
  }
  if (pattern === '/services/:slug') {
    const slug = SERVICE_PAGE_SLUGS.find((known) => known === param);
    return slug
      ? { kind: 'page', page: servicePage(slug, locale) }
      : { kind: 'not-found', meta: NOT_FOUND[locale] };
  }
  if (pattern === '/blog/:id') {
    const post = locale === 'es' ? findBlogPostEs(param) : findBlogPost(param);
    return post
      ? { kind: 'page', page: blogPage(post, locale) }
      : { kind: 'not-found', meta: BLOG_POST_NOT_FOUND[locale] };
  }
  return { kind: 'page', page: fixedPage(pattern, locale) };
}

/**
 * Every page a search engine should find in `locale` (default English): the public pages, each
 * service and each article, at their addresses in that language.
 */
export function publicPages(locale: Locale = DEFAULT_LOCALE): SitePage[] {
  const fixed = (Object.keys(FIXED_PAGES) as FixedPattern[])
    .filter((pattern) => SITE_ROUTES[pattern].audience === 'public')
    .map((pattern) => fixedPage(pattern, locale));
  const posts = locale === 'es' ? BLOG_POSTS_ES : BLOG_POSTS;
  return [
    ...fixed,
    ...SERVICE_PAGE_SLUGS.map((slug) => servicePage(slug, locale)),
    ...posts.map((post) => blogPage(post, locale)),
  ];
}

/**
 * Path prefixes of the pages meant for customers and staff only (kept out of search engines);
 * with `es`, the customer pages' Spanish addresses.
 */
export function privatePaths(locale: Locale = DEFAULT_LOCALE): string[] {
  return (Object.entries(SITE_ROUTES) as Array<[SiteRoutePattern, { audience: PageAudience }]>)
    .filter(([, route]) =>
      locale === DEFAULT_LOCALE ? route.audience !== 'public' : route.audience === 'customer',
    )
    .map(([pattern]) => pathInLocale(pattern, locale));
}
