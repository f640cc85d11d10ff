import type { Vocabulary } from './terms.ts';

/**
 * How the Spanish knowledge base reads words (issue 24), the same way for the Spanish FAQ and facts
 * it indexes and for a visitor's Spanish question: lowercase, accents stripped ("cotización" and
 * "cotizacion", "mañana" and "manana" meet), Spanish stop words dropped, and a light stemmer that
 * removes plurals, gender and the common verb and noun endings, so "reparar", "reparación" and
 * "reparaciones", or "financiamiento" and "financiar", meet.
 */

/** Lowercase without accents or tildes: "Cotización" → "cotizacion". */
export const foldAccents = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

const STOP_WORDS = new Set(
  `a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien como con
  contra cual cuales cualquier cuando de del desde donde dos el ella ellas ellos en entre era
  eres es esa esas ese eso esos esta estan estar estas este esto estos estoy fue fueron ha hace
  hacen hacer hay he hola la las le les lo los mas me mi mis mucha muchas mucho muchos muy nada
  ni no nos nosotros o os otra otro otros para pero poco por porque pregunta puede pueden puedo
  que quien quiero quisiera saber se sea ser si sido sin sobre solo son su sus tal tambien tan
  tanto te tengo tiene tienen todo todos tu tus un una unas uno unos usted ustedes va vamos van
  y ya yo oye gracias favor buenas buenos dias tardes noches cuanto cuanta cuantos cuantas
  debo debe deberia necesito necesita necesitan tener estoy mio mia ofrecen ofrece ofrecer
  ofrecemos hacen st`.split(/\s+/),
);

/** Verb and noun endings, longest first; the first that leaves a stem of 3+ letters is cut. */
const SUFFIXES = [
  'amiento',
  'imiento',
  'acion',
  'icion',
  'mente',
  'adora',
  'ador',
  'iendo',
  'ando',
  'amo',
  'emo',
  'imo',
  'ado',
  'ido',
  'ada',
  'ida',
  'ar',
  'er',
  'ir',
  'an',
  'en',
  'a',
  'e',
  'o',
];

/** "reparaciones" → "reparacion", "tejas" → "teja", "paneles" → "panel". */
function singular(term: string): string {
  if (term.length > 4 && /[lrndzj]es$/.test(term)) return term.slice(0, -2);
  if (term.length > 3 && term.endsWith('s')) return term.slice(0, -1);
  return term;
}

/** Reduces a word to its stem (accents folded); the same word always gives the same stem. */
export function stem(word: string): string {
  const term = singular(foldAccents(word));
  for (const suffix of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) {
      return term.slice(0, -suffix.length);
    }
  }
  return term;
}

/** Words of a text as the Spanish index knows them: no stop words, no single letters, stemmed. */
export function termsOf(text: string): string[] {
  const words = foldAccents(text).match(/[a-z0-9][a-z0-9'-]*/g) ?? [];
  const terms: string[] = [];
  for (const raw of words) {
    for (const word of raw.split('-')) {
      const clean = word.replace(/'+$/, '');
      if (clean.length < 2 || STOP_WORDS.has(clean)) continue;
      terms.push(stem(clean));
    }
  }
  return terms;
}

/** minisearch's per-term hook: a stop word is dropped (null), others are folded and stemmed. */
export function processTerm(term: string): string | null {
  const clean = foldAccents(term).replace(/^'+|'+$/g, '');
  if (clean.length < 2 || STOP_WORDS.has(clean)) return null;
  return stem(clean);
}

const stems = (words: string) => new Set(words.split(/\s+/).filter(Boolean).map(stem));

/** Words that on their own show a Spanish question is about roofs or this company. */
export const ROOFING_TERMS = stems(`
  techo techos techado techador techadores teja tejas asfaltica asfalticas membrana tpo epdm
  alero aleros sofito sofitos fascia tapajuntas impermeable underlayment contrachapada
  cumbrera limatesa atico aticos ventilacion ventila ventilas aislamiento tragaluz chimenea
  canaleta canaletas bajante bajantes empozada gotera goteras gotea goteando filtracion
  filtraciones algas musgo granulado enroscadas ampollas huracan huracanes tormenta tormentas
  granizo tornado lona lonas mitigacion permiso permisos inspeccion inspecciones inspector
  infrarrojo estimado estimados cotizacion cotizaciones contratista contratistas licencia
  ajustador deducible garantia garantias financiamiento financiar descuento descuentos veterano
  veteranos horario shorefront jacksonville neptune ponte vedra augustine fernandina gainesville
  hoa solar solares gravamen coldshield refrigeracion refrigerado refrigerados congelador
  almacen almacenes prestamista prestamo prestamos telefono
`);

/** Words that point at roofing only in company ("precio", "agua" or "seguro" alone may not). */
export const AMBIGUOUS_TERMS = stems(`
  metal plano pendiente inclinacion base agua mancha manchas dano danos emergencia inundacion
  impacto viento vientos arbol arboles escombros codigo codigos precio precios costo costos
  cuesta cuestan pagar cuadro cuadros reemplazar reemplazo cambiar reparar reparacion
  reparaciones arreglar instalar instalacion quitar licenciado asegurado seguro aseguradora
  reclamo poliza prima fabricante pago pagos mensual credito abierto oficina telefono llamar
  contacto correo direccion cita calendario area areas zona trabajan condado ciudad playa
  atlantic orange park paneles energia fresco reflectante calor comercial negocio historica
  historicas vida dura durar mantenimiento limpiar limpieza lavar presion ruido color material
  materiales cuadrilla clavo clavos valle fieltro pace militar mayores cotizar prestamo dron
  termica moho domingo sabado semana ubicados cubrir frio escaneo abren abre abierto cayo cayeron
  caido
`);

/** Words so common in the Spanish base, or so vague, that matching them alone proves nothing. */
export const GENERIC_TERMS = stems(`
  techo techos casa casas hogar nuevo nueva viejo vieja bueno buena mejor mejores mucho largo
  tiempo ano anos dia dias vender comprar trabajo hacer ayuda ayudar servicio servicios compania
  empresa florida norte pregunta respuesta proyecto propietario
`);

function soundsLikeRoofing(terms: readonly string[]): boolean {
  if (terms.some((term) => ROOFING_TERMS.has(term))) return true;
  return new Set(terms.filter((term) => AMBIGUOUS_TERMS.has(term))).size >= 2;
}

export const SPANISH_VOCABULARY: Vocabulary = {
  stem,
  termsOf,
  processTerm,
  genericTerms: GENERIC_TERMS,
  soundsLikeRoofing,
};
