/**
 * The languages the customer-facing product speaks (issue 24): English, the default, and Spanish.
 * The web app serves Spanish under the `/es` path prefix (`/es/financing`, `/es/blog/2`), so a
 * Spanish page has its own address to share, bookmark and index; English keeps the bare paths.
 * A quote stores the customer's language, so every later e-mail, text and PDF uses it. Free of
 * zod (the web app's first load reads this module); the schemas are in locale-schema.ts.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Each language named in itself, as the language switch shows it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

/** The BCP 47 tag for `Intl` and `lang`: US English and US Spanish (dates, $ amounts). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Open Graph's locale names. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The path prefix of a language ('' for English). */
export const localePrefix = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The language a path is in and the path without its prefix: `/es/blog/2` is Spanish `/blog/2`,
 * `/es` is Spanish `/`; any other path is English and unchanged.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(es)(?=\/|$)/i.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: 'es', path: rest === '' ? '/' : rest };
}

/** The same page in `locale`: `/blog/2` → `/es/blog/2`; `/` → `/es`; a Spanish path re-targeted. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
