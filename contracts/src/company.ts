/**
 * Facts about the business that appear on pages, in e-mails and in generated documents.
 * One phone number everywhere (the original site showed two); the safety manager's line is separate.
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
  discounts: { veterans: 10, seniors: 10 },
  safetyManagerPhone: '(904) 555-0188',
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
export const COMPANY_FOUNDED_YEAR = 2010;

export const COMPANY_STATS = {
  happyHomeowners: '500+',
  yearsExperience: '15+',
  averageRating: '5-star',
} as const;

/** Our workmanship warranty, in years (the hero's "5-Year Warranty"). */
export const WARRANTY_YEARS = 5;
/** The manufacturer's warranty on the materials we install ("25+ years on materials"). */
export const MATERIALS_WARRANTY_YEARS = 25;

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

/** Starting prices of the specialised inspections (portal-and-back-office §9; the standard one is free). */
export const INSPECTION_STARTING_PRICES = [
  { name: 'Visual', startingPrice: 150 },
  { name: 'Drone', startingPrice: 250 },
  { name: 'Thermal Imaging', startingPrice: 300 },
  { name: 'Comprehensive Report', startingPrice: 400 },
] as const;

/** The Safety Manager's own line: non-emergency safety concerns (a separate number from the office). */
export const SAFETY_MANAGER = {
  name: 'Tanya Brooks',
  phone: '(904) 555-0190',
} as const;
export const SAFETY_MANAGER_PHONE_HREF = `tel:${SAFETY_MANAGER.phone.replace(/\D/g, '')}`;
