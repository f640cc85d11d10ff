import { BUSINESS_TIME_ZONE } from '@roofing/contracts';
import * as chrono from 'chrono-node';
import { z } from 'zod';

/**
 * What a staff member's request says about a document: "Generate a roofing contract for Gloria
 * Ortiz at 88 Ponte Vedra Blvd, Ponte Vedra Beach FL 32082, tile re-roof for $38,900 starting
 * January 12, 2027". Read offline (patterns for names, addresses and money; chrono-node for
 * dates, relative ones against the office's day), or by a model whose answer must pass the same
 * schema. Nothing is guessed: a detail the text does not give stays out.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');

export const RequestDetailsSchema = z.object({
  /** The customer or owner named ("Gloria Ortiz"). */
  clientName: z.string().trim().min(2).max(120).optional(),
  /** The property: street, unit, city, state, ZIP as typed. */
  projectAddress: z.string().trim().min(5).max(300).optional(),
  /** The price or amount, in dollars. */
  amount: z.number().nonnegative().max(100_000_000).optional(),
  startDate: isoDay.optional(),
  completionDate: isoDay.optional(),
  /** A statement's period (a P&L): first and last day. */
  periodStart: isoDay.optional(),
  periodEnd: isoDay.optional(),
  /** The work in the staff member's words ("Tile re-roof"). */
  scope: z.string().trim().min(3).max(500).optional(),
  /** The roof system named ("Tile", "Architectural shingle"). */
  roofType: z.string().trim().min(3).max(120).optional(),
  /** A repair of part of a roof, or a whole new roof. */
  workKind: z.enum(['repair', 'replacement']).optional(),
});
export type RequestDetails = z.infer<typeof RequestDetailsSchema>;

const STREET_TYPES =
  'Boulevard|Blvd|Avenue|Ave|Street|St|Drive|Dr|Road|Rd|Lane|Ln|Court|Ct|Way|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Cir|Terrace|Ter|Trail|Trl|Loop|Row|Square|Sq|Cove|Run|Point|Pt';
const UNIT = String.raw`(?:,?\s*(?:Apt\.?|Apartment|Unit|Suite|Ste\.?|#)\s*#?[\w-]+)`;
const CITY_STATE_ZIP = String.raw`(?:,?\s+(?:[A-Z][\w.'’-]*\s+){0,3}[A-Z][\w.'’-]*,?\s+(?:FL|Fla\.?|Florida)\b(?:\s+\d{5}(?:-\d{4})?)?)`;
const ADDRESS = new RegExp(
  String.raw`\b\d{1,6}(?:-\d{1,4})?\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][\w.'’-]*\s+){0,4}(?:${STREET_TYPES})\b\.?(?:\s+[NSEW]{1,2}\b\.?)?${UNIT}?${CITY_STATE_ZIP}?`,
);
const MONEY = /\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k|K|thousand)?\b/;
const NAME_WORD = String.raw`(?:[A-Z][a-z'’]+(?:-[A-Z][a-z'’]+)?|[A-Z]\.)`;
const NAME = new RegExp(
  String.raw`\b(?:for|client|customer|owner|homeowner|owners|named|to)\s*:?\s+(?:Mr\.?\s+|Mrs\.?\s+|Ms\.?\s+|Dr\.?\s+)?(${NAME_WORD}(?:\s+(?:de|del|da|van|von|la|O'|Mc)?\s*${NAME_WORD}){1,3})`,
);
/** A name just before the property ("Gloria Ortiz at 88 Ponte Vedra Blvd"). */
const NAME_AT = new RegExp(
  String.raw`(?:^|[,:;.]\s*|\s)(${NAME_WORD}(?:\s+(?:de|del|da|van|von|la)?\s*${NAME_WORD}){1,3})\s*,?\s+at\b`,
);
/** Capitalised words that start a document's or a place's name, never a person's. */
const NOT_A_NAME =
  /^(Roofing|Roof|Contract|Estimate|Invoice|Warranty|Lien|Safety|Profit|The|A|An|Our|Shorefront|Ponte|Jacksonville|Neptune|Atlantic|Fernandina|Orange|St|January|February|March|April|May|June|July|August|September|October|November|December|Q[1-4])\b/;

const ROOF_TYPES: Array<[RegExp, string]> = [
  [/standing[- ]seam/i, 'Standing-seam metal'],
  [/architectural shingle|dimensional shingle/i, 'Architectural shingle'],
  [/\bshingles?\b/i, 'Shingle'],
  [/\b(concrete |clay )?tiles?\b/i, 'Tile'],
  [/\bmetal\b/i, 'Metal'],
  [/\btpo\b/i, 'TPO membrane'],
  [/modified bitumen/i, 'Modified bitumen'],
  [/\bflat roof\b/i, 'Flat roof'],
  [/\bslate\b/i, 'Slate'],
];
const REPLACEMENT =
  /\b(re-?roof(ing)?|roof replacement|replace (the|their|a|my|his|her) (whole |entire )?roof|full replacement|tear-?off|new roof|complete roof)\b/i;
const REPAIR = /\b(repair|repairs|patch|fix|leak|leaks|replace (missing|damaged|a few|broken))\b/i;
/** The clause that names the work: the words around one of these. */
const WORK_WORDS =
  /\b(re-?roof(ing)?|replacement|repair|repairs|patch|install(ation)?|tear-?off|new roof|overlay|coating|flashing|inspection)\b/i;

function dollars(text: string): { amount: number; match: string } | undefined {
  const found = MONEY.exec(text);
  if (!found?.[1]) return undefined;
  let amount = Number(`${found[1].replace(/,/g, '')}.${found[2] ?? '0'}`);
  if (found[3]) amount *= 1000;
  return Number.isFinite(amount) ? { amount, match: found[0] } : undefined;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function componentsDay(components: chrono.ParsedComponents): string {
  return dayOf(
    components.get('year') ?? 1970,
    components.get('month') ?? 1,
    components.get('day') ?? 1,
  );
}

/** Which date a date in the text is, by the words just before it. */
function roleOf(before: string): 'start' | 'completion' | 'period' | undefined {
  const near = before.slice(-40).toLowerCase();
  if (/(complet\w*|finish\w*|done|installed|closed out)\s+(on\s+)?$/.test(near))
    return 'completion';
  if (/(start\w*|begin\w*|commenc\w*|from)\s+(on\s+)?$/.test(near)) return 'start';
  if (/(for|period|covering|of|through|statement)\s+(the\s+)?(month of\s+)?$/.test(near))
    return 'period';
  return undefined;
}

/** Reads the details of a request offline; `now` is the reference for "next Monday". */
export function readRequest(text: string, now: Date = new Date()): RequestDetails {
  const details: RequestDetails = {};
  let rest = text;
  const consume = (part: string) => {
    rest = rest.replace(part, ' ');
  };

  // Dates first: "January 12, 2027" holds a comma the address and scope must not see.
  const quarter = /\bQ([1-4])\s*(?:of\s+)?(\d{4})\b/i.exec(text);
  if (quarter?.[1] && quarter[2]) {
    const [q, year] = [Number(quarter[1]), Number(quarter[2])];
    details.periodStart = dayOf(year, q * 3 - 2, 1);
    details.periodEnd = dayOf(year, q * 3, lastDayOf(year, q * 3));
    consume(quarter[0]);
  }
  const results = chrono.parse(
    text,
    { instant: now, timezone: BUSINESS_TIME_ZONE },
    { forwardDate: false },
  );
  for (const result of results) {
    // "at 12 Beach Ave" reads as a time of day to chrono: a date needs a day, a weekday or a month.
    const { start } = result;
    if (!['day', 'weekday', 'month'].some((part) => start.isCertain(part as 'day'))) {
      if (!/\b(today|tomorrow|tonight|yesterday)\b/i.test(result.text)) continue;
    }
    const role = roleOf(text.slice(0, result.index));
    const monthOnly = /^[A-Za-z]+\.?,?\s+\d{4}$/.test(result.text.trim());
    const year = result.start.get('year') ?? 1970;
    const month = result.start.get('month') ?? 1;
    if (result.end) {
      details.periodStart ??= componentsDay(result.start);
      details.periodEnd ??= componentsDay(result.end);
    } else if (monthOnly && role !== 'start' && role !== 'completion') {
      details.periodStart ??= dayOf(year, month, 1);
      details.periodEnd ??= dayOf(year, month, lastDayOf(year, month));
    } else if (role === 'completion') {
      details.completionDate ??= componentsDay(result.start);
    } else {
      details.startDate ??= componentsDay(result.start);
    }
    consume(result.text);
  }

  const money = dollars(rest);
  if (money) {
    details.amount = money.amount;
    consume(money.match);
  }

  const address = ADDRESS.exec(rest)?.[0]?.trim().replace(/[,.]$/, '');
  if (address) {
    details.projectAddress = address;
    consume(address);
  }

  const name = [NAME, NAME_AT]
    .map((pattern) => pattern.exec(rest)?.[1]?.trim())
    .find((found) => found && !NOT_A_NAME.test(found));
  if (name) {
    details.clientName = name;
    consume(name);
  }

  const roofType = ROOF_TYPES.find(([pattern]) => pattern.test(text))?.[1];
  if (roofType) details.roofType = roofType;
  if (REPLACEMENT.test(text)) details.workKind = 'replacement';
  else if (REPAIR.test(text)) details.workKind = 'repair';

  const scope = scopeOf(rest);
  if (scope) details.scope = scope;
  return RequestDetailsSchema.parse(details);
}

/** The clause naming the work, without the request's frame ("Generate a … for", "at"). */
function scopeOf(rest: string): string | undefined {
  const clauses = rest.split(/[,;\n]|\band\b(?=\s+(?:start|begin|finish))/);
  const clause = clauses.find((part) => WORK_WORDS.test(part));
  if (!clause) return undefined;
  const frame =
    /^\s*(please\s+)?(generate|create|make|draft|prepare|write|need)\b.*?\b(contract|estimate|invoice|certificate|warranty|waiver|statement|agreement|proposal|quote)\b/i;
  const edge =
    /^(?:\s|[:\-–]|\b(?:for|at|a|an|the|to|with|starting|start|on)\b)+|(?:\s|[:\-–]|\b(?:for|at|to|with|starting|start|on|from|by)\b)+$/gi;
  const cleaned = clause.replace(frame, ' ').replace(/\s+/g, ' ').replace(edge, '').trim();
  if (cleaned.length < 3) return undefined;
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}
