import { COMPANY, PROMISES } from '../company.ts';

/**
 * What a visitor means before what they ask about: a greeting wants a greeting and what the
 * assistant can do; "can someone come look at my roof tomorrow?" wants a visit, not an FAQ entry
 * that happens to share the word "roof". Both the AI service's roofing assistant and the web's FAQ
 * chat read a message through these rules first, so the two answer alike.
 */
export type AssistantIntent = 'greeting' | 'inspection';

/** Who reads the reply: a homeowner on the public site, or the office in the dashboard. */
export type AssistantAudience = 'customer' | 'staff';

const words = (text: string) => text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];

/** Words a greeting is made of ("hi there, how are you?", "good morning", "what can you do"). */
const GREETING_WORDS = new Set(
  `hi hii hello helo hey heya hiya howdy yo greetings good morning afternoon evening day there
  folks team everyone all how are you doing what's whats up can do who help me assistant bot
  thanks thank please i'm im new here sup what is this`.split(/\s+/),
);
/** At least one of these must be there: "how are you" alone is not a greeting worth a menu. */
const GREETING_OPENERS =
  /^(hi+|hello|helo|hey|heya|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|sup|what can you do|who are you|help)\b/;

/** True when the whole message is a greeting or "what can you do", with no question in it. */
export function isGreeting(text: string): boolean {
  const list = words(text);
  if (list.length === 0 || list.length > 8) return false;
  if (!GREETING_OPENERS.test(list.join(' '))) return false;
  return list.every((word) => GREETING_WORDS.has(word));
}

/** Someone coming out: a visit, an inspection, an appointment, soon. */
const VISIT =
  /\b(come (out|over|by|and (look|see|check))|come look|stop by|swing by|send (someone|somebody|a roofer|an inspector|a crew|out)|have (someone|somebody) (come|look)|take a look|look at my roof|check (out )?my roof|(schedule|book|set up|arrange|request|get) (an? |my |the )?(free )?(inspection|visit|appointment|estimate visit|site visit|roof inspection)|(inspection|appointment|visit) (for|on|this|next|tomorrow|today)|someone (to )?(inspect|look)|inspect my roof|make an appointment|book (a|an) (time|slot))\b/;
const SOON =
  /\b(tomorrow|today|tonight|this (week|weekend|morning|afternoon)|next (week|monday|tuesday|wednesday|thursday|friday|saturday)|monday|tuesday|wednesday|thursday|friday|saturday|asap|soon)\b/;
const ASKS_FOR_SOMEONE =
  /\b(can|could|would|will|when can|is there) (someone|somebody|you|anyone|a roofer)\b/;

/** True when the visitor asks for a visit or an inspection to be booked. */
export function isInspectionRequest(text: string): boolean {
  const lower = ` ${words(text).join(' ')} `;
  if (VISIT.test(lower)) return true;
  // "Can you look at it tomorrow?", "could someone inspect this week"
  return (
    ASKS_FOR_SOMEONE.test(lower) &&
    SOON.test(lower) &&
    /\b(look|inspect|check|come|see|visit|out)\b/.test(lower)
  );
}

export function intentOf(text: string): AssistantIntent | null {
  if (isGreeting(text)) return 'greeting';
  if (isInspectionRequest(text)) return 'inspection';
  return null;
}

/** The public assistant's greeting: hello, and what it can help with. */
export const GREETING_REPLY = `Hi! I'm the ${COMPANY.name} assistant. I can help with:
- roof leaks, repairs and storm damage
- replacement, materials and what a new roof costs
- insurance paperwork, permits and Florida building codes
- financing, our warranties, veteran and senior discounts, and the areas we serve
- our ColdShield refrigeration-roof offer for cold-storage buildings
- booking a free inspection

What would you like to know?`;

/** The greeting of the dashboard's assistant: it helps staff answer customers. */
export const STAFF_GREETING_REPLY = `Hello. Ask me what a customer asked and I'll give you our answer from the FAQ, the articles and the company facts, with its source: leaks and repairs, storm damage, materials, insurance paperwork, financing, warranties, the ColdShield offer, service areas and inspections.`;

/** Where a visit is requested: the quote form's "Inspection" service, or a call. */
export const INSPECTION_REQUEST_PATH = '/#quote-form';

/** The reply to "can someone come look at my roof tomorrow?": the request form and the phone. */
export const INSPECTION_OFFER_REPLY = `Yes, we'd be glad to come out. Request a free inspection with the quote form on our home page (choose "Inspection" and your preferred day and time), or call ${COMPANY.phone}. The office confirms the appointment within ${PROMISES.contactWithinHours} hours. If water is coming in right now, call: emergency service runs 24/7.`;

/** The same request as the office reads it: how to book the customer. */
export const STAFF_INSPECTION_REPLY = `To book the visit: open the customer's quote in the dashboard and set the site visit date and time (Eastern time), or record an inspection request under Leads if there is no quote yet. We promise to confirm within ${PROMISES.contactWithinHours} hours; for an active leak, send the emergency crew (24/7).`;
