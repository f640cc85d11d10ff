import type { Locale } from '@roofing/contracts';

/**
 * The language a question is written in, when the page did not say (issue 24): Spanish or
 * English, from the words alone. Spanish punctuation (¿ ¡) or an ñ settles it; otherwise
 * Spanish accents and Spanish function words ("cuánto", "ofrecen", "mi", "techo") are counted
 * against English ones ("how", "do", "my", "roof"). A tie, or a message with neither ("ColdShield?",
 * "St. Augustine"), is English, the site's default.
 */

/** Common Spanish words a homeowner's question is made of (accents folded). */
const SPANISH_WORDS = new Set(
  `el la los las un una unos unas de del al y o que como cuanto cuanta cuantos cuando donde por
  para con sin mi mis su sus es son esta estan hay tiene tienen tengo puedo pueden puede ofrecen
  ofrece trabajan hacen necesito quiero debo cuesta cuestan precio techo techos teja tejas gotera
  goteras seguro garantia financiamiento descuento huracan tormenta horario hola buenos buenas
  dias gracias usted ustedes ellos nuevo nueva cual cuales quien porque tambien muy mas si se
  me le lo nos en canaleta canaletas bajantes atico permiso permisos inspeccion estimado
  cotizacion reclamo techador lona granizo`.split(/\s+/),
);

/** Common English words of a question; "a", "no" and "me" are both languages' and count for none. */
const ENGLISH_WORDS = new Set(
  `the of and or to is are do does did can could would will how what when where which who why you
  your my our we it its this that there have has need much many cost price roof roofs roofing
  shingles leak leaking insurance warranty financing discount hurricane storm hours hello hi
  thanks please with for from about in on at new old long offer work`.split(/\s+/),
);
/** Words spelled alike in both: they prove nothing. */
const SHARED = new Set(['a', 'no', 'me', 'solar', 'area', 'plan']);

const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

export function languageOf(text: string): Locale {
  if (/[¿¡ñÑ]/.test(text)) return 'es';
  let spanish = (text.match(/[áéíóúü]/gi) ?? []).length * 2;
  let english = /\b\w+'(s|t|re|ll|ve|d|m)\b/i.test(text) ? 2 : 0;
  for (const word of fold(text).match(/[a-z]+/g) ?? []) {
    if (SHARED.has(word)) continue;
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  return spanish > english ? 'es' : 'en';
}
