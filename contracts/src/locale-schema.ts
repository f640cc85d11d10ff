import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from './locale.ts';

/** A language on the wire; absent means English (older clients and events in flight). */
export const LocaleSchema = z.enum(LOCALES, { error: 'Language must be en or es' });
export const localeField = LocaleSchema.default(DEFAULT_LOCALE);
