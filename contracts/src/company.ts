/**
 * Facts about the business that appear on pages, in e-mails and in generated documents: the one
 * place a phone number, address, license or name is written. One office number everywhere (the
 * original site showed two); the Safety Manager has one line of her own, the same on every page,
 * handout and generated manual.
 */
export const COMPANY = {
  name: 'Shorefront Roofing',
  legalName: 'Shorefront Roofing & Restoration, LLC',
  phone: '(904) 555-0142',
  email: 'office@shorefrontroofing.com',
  website: 'shorefrontroofing.com',
  serviceArea: 'Florida',
  license: 'CCC1334187',
  address: '1520 Beach Blvd, Jacksonville Beach, FL 32250',
  /** The year the company started trading: no hire date or record is older. */
  foundedYear: 2010,
  discounts: { veterans: 10, seniors: 10 },
  /** Non-emergency safety concerns (a separate line from the office). */
  safetyManager: { name: 'Tanya Brooks', phone: '(904) 555-0190' },
  social: {
    facebook: 'https://www.facebook.com/shorefrontroofing',
    instagram: 'https://www.instagram.com/shorefrontroofing',
    google: 'https://g.page/shorefrontroofing',
  },
} as const;

/** `tel:` target built from the display number with every non-digit removed. */
export const COMPANY_PHONE_HREF = `tel:${COMPANY.phone.replace(/\D/g, '')}`;
export const COMPANY_EMAIL_HREF = `mailto:${COMPANY.email}`;

/**
 * The year the company was founded (its "15+ years" of experience): no employee was hired, and no
 * record of ours dates, before it.
 */
export const COMPANY_FOUNDED_YEAR = COMPANY.foundedYear;

export const COMPANY_STATS = {
  happyHomeowners: '500+',
  yearsExperience: '15+',
  averageRating: '5-star',
} as const;

/**
 * The warranty every job carries (SPEC-DECISIONS "Warranty terms": the portal document's business
 * claims are the contract): 25 years on materials, 10 years on our workmanship. The hero tile,
 * service pages, FAQ, assistant, generated contract and certificate, completion e-mail and the
 * warranties stored on completion all read these numbers. The refrigeration-roof (ColdShield)
 * retrofit has its own 5-year warranty (COLDSHIELD_OFFER.warrantyYears).
 */
export const WARRANTY_TERMS = {
  materialsYears: 25,
  workmanshipYears: 10,
} as const;
/** Our workmanship warranty, in years. */
export const WARRANTY_YEARS = WARRANTY_TERMS.workmanshipYears;
/** The manufacturer's warranty on the materials we install, in years. */
export const MATERIALS_WARRANTY_YEARS = WARRANTY_TERMS.materialsYears;
/** "25 years on materials and 10 years on workmanship": the terms as customer copy says them. */
export const WARRANTY_TERMS_TEXT = `${WARRANTY_TERMS.materialsYears} years on materials and ${WARRANTY_TERMS.workmanshipYears} years on workmanship`;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '7AM-6PM' },
  { days: 'Sat', hours: '8AM-4PM' },
  { days: 'Emergency service', hours: '24/7' },
] as const;

/** Promises the site and the confirmation e-mail make; keep them in one place. */
export const PROMISES = {
  contactWithinHours: 24,
  writtenEstimateWithinHours: 48,
  emergencyResponse: '2-4 hours',
  estimateValidityDays: 30,
} as const;

/** The communities we serve, in display order (public-site §3 "Served cities"). */
export const SERVED_PLACE_NAMES = [
  'Jacksonville Beach',
  'Neptune Beach',
  'Atlantic Beach',
  'Ponte Vedra Beach',
  'St. Augustine',
  'Fernandina Beach',
  'St. Johns County',
  'Jacksonville',
  'Gainesville',
  'Orange Park',
] as const;
export type ServedPlaceName = (typeof SERVED_PLACE_NAMES)[number];

/**
 * The one list of inspections a homeowner can book: the inspection request form offers exactly
 * these, and the inspections page prices exactly these. The standard inspection is free whatever
 * it is for (portal-and-back-office §4 types full-roof, repair, maintenance, insurance); the
 * specialized ones have the starting prices of §9 (Visual $150, Drone $250, Thermal Imaging $300,
 * Comprehensive Report $400). A price of 0 means free.
 */
export const INSPECTION_TYPES = [
  { value: 'full-roof', label: 'Full Roof Inspection', startingPrice: 0 },
  { value: 'repair', label: 'Repair Assessment', startingPrice: 0 },
  { value: 'maintenance', label: 'Maintenance Check', startingPrice: 0 },
  { value: 'insurance', label: 'Insurance Inspection', startingPrice: 0 },
  { value: 'visual', label: 'Visual', startingPrice: 150 },
  { value: 'drone', label: 'Drone', startingPrice: 250 },
  { value: 'thermal-imaging', label: 'Thermal Imaging', startingPrice: 300 },
  { value: 'comprehensive-report', label: 'Comprehensive Report', startingPrice: 400 },
] as const;
export type InspectionTypeOption = (typeof INSPECTION_TYPES)[number];

/** "Visual (from $150)", "Full Roof Inspection (free)": an inspection type with its price. */
export const inspectionTypeWithPrice = (type: InspectionTypeOption) =>
  `${type.label} (${type.startingPrice === 0 ? 'free' : `from $${type.startingPrice}`})`;

/** Starting prices of the specialized inspections, from the one list above. */
export const INSPECTION_STARTING_PRICES = INSPECTION_TYPES.filter(
  (type) => type.startingPrice > 0,
).map((type) => ({ name: type.label, startingPrice: type.startingPrice }));

/** The Safety Manager's own line: non-emergency safety concerns (a separate number from the office). */
export const SAFETY_MANAGER = COMPANY.safetyManager;
export const SAFETY_MANAGER_PHONE_HREF = `tel:${SAFETY_MANAGER.phone.replace(/\D/g, '')}`;
