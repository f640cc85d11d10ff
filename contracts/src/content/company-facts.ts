import {
  BUSINESS_HOURS,
  COMPANY,
  COMPANY_STATS,
  INSPECTION_STARTING_PRICES,
  PROMISES,
  SERVED_PLACE_NAMES,
  WARRANTY_TERMS_TEXT,
} from '../company.ts';
import { INSTANT_QUOTE } from '../http/instant-quote.ts';
import { COLDSHIELD_OFFER } from '../http/lead.ts';

/**
 * Company facts the assistants answer from (the AI service's roofing assistant and the web's FAQ
 * chat) and the model's system prompt carries, built from the contracts' constants. Only the
 * financing partners' names are repeated from the web app's financing page; a test
 * (services/ai/test/company-facts.test.ts) fails the moment the two disagree.
 */

export const FINANCING_PARTNER_NAMES = [
  'Hearth',
  'GreenSky',
  'Service Finance Company',
  'Acorn Finance',
  'Florida PACE Funding Agency',
] as const;

export interface CompanyFact {
  id: string;
  title: string;
  text: string;
  keywords: string[];
  /**
   * Words that name this fact's subject outright ("financing", "ColdShield", "warranty"): a
   * question that is mostly about them is about the company's own offer, and this fact answers
   * it first.
   */
  names?: string[];
}

const hours = BUSINESS_HOURS.map((entry) => `${entry.days} ${entry.hours}`).join(', ');
const places = SERVED_PLACE_NAMES.join(', ');

export const COMPANY_FACTS: readonly CompanyFact[] = [
  {
    id: 'hours',
    title: 'Business hours',
    text: `Our office hours are ${hours}. Call ${COMPANY.phone} during office hours to book an inspection; storm and leak emergencies are answered around the clock.`,
    keywords: [
      'hours',
      'open',
      'opening',
      'close',
      'closing',
      'saturday',
      'sunday',
      'weekend',
      'office',
    ],
    names: ['hours', 'open', 'opening', 'closing', 'saturday', 'sunday', 'weekend'],
  },
  {
    id: 'contact',
    title: 'How to reach us',
    text: `Call ${COMPANY.phone}, e-mail ${COMPANY.email}, or visit our office at ${COMPANY.address}. You can also request a free estimate with the quote form on our website, ${COMPANY.website}.`,
    keywords: [
      'phone',
      'number',
      'call',
      'contact',
      'email',
      'address',
      'office',
      'reach',
      'location',
    ],
    names: ['phone', 'number', 'email', 'e-mail', 'contact', 'reach', 'office', 'located'],
  },
  {
    id: 'service-area',
    title: 'Where we work',
    text: `We serve North Florida's coast and nearby communities: ${places}. Enter your ZIP code in the Service Areas section of our home page to check your address.`,
    keywords: ['area', 'serve', 'service', 'zip', 'county', 'city', 'near', 'location', 'travel'],
    names: [
      'area',
      'areas',
      'serve',
      'served',
      'cover',
      'zip',
      'county',
      'travel',
      ...SERVED_PLACE_NAMES.flatMap((place) => place.toLowerCase().replace('st. ', '').split(' ')),
    ],
  },
  {
    id: 'warranty',
    title: 'Our warranty',
    text: `Every roof we install carries our warranty in writing: ${WARRANTY_TERMS_TEXT}. Repairs carry a written workmanship warranty on the area we repaired. A ${COLDSHIELD_OFFER.name} refrigeration-roof retrofit has its own ${COLDSHIELD_OFFER.warrantyYears}-year warranty.`,
    keywords: ['warranty', 'warranties', 'guarantee', 'workmanship', 'covered', 'coverage'],
    names: ['warranty', 'warranties', 'guarantee', 'guaranteed', 'workmanship'],
  },
  {
    id: 'coldshield',
    title: `${COLDSHIELD_OFFER.name} refrigeration roof`,
    text: `${COLDSHIELD_OFFER.name} is our reflective, insulated roof retrofit for cold-storage, food-distribution and grocery-warehouse roofs: it cuts heat gain through the roof by up to ${COLDSHIELD_OFFER.maxThermalReductionPercent}%, is installed in ${COLDSHIELD_OFFER.retrofitDays} days while the facility keeps running, and carries a ${COLDSHIELD_OFFER.warrantyYears}-year warranty and a ${COLDSHIELD_OFFER.moneyBackDays}-day money-back guarantee. Start with a free thermal scan (a $${COLDSHIELD_OFFER.thermalScanValue} value) on our ${COLDSHIELD_OFFER.name} offer page; only ${COLDSHIELD_OFFER.spotsPerMonth} retrofits are booked each month.`,
    keywords: [
      'coldshield',
      'refrigeration',
      'refrigerated',
      'cold',
      'storage',
      'freezer',
      'cooler',
      'warehouse',
      'retrofit',
      'thermal',
      'scan',
      'facility',
    ],
    names: [
      'coldshield',
      'refrigeration',
      'refrigerated',
      'freezer',
      'cooler',
      'cold',
      'storage',
      'warehouse',
      'retrofit',
      'scan',
      'cooling',
    ],
  },
  {
    id: 'discounts',
    title: 'Veteran and senior discounts',
    text: `Veterans and active military get ${COMPANY.discounts.veterans}% off, and seniors aged 65 or older get ${COMPANY.discounts.seniors}% off. Tick the box on the quote form or mention it when you call ${COMPANY.phone}.`,
    keywords: ['discount', 'veteran', 'military', 'senior', 'savings', 'deal', 'coupon'],
    names: ['discount', 'discounts', 'veteran', 'veterans', 'military', 'senior', 'seniors'],
  },
  {
    id: 'financing',
    title: 'Financing options',
    text: `We work with five financing partners: ${FINANCING_PARTNER_NAMES.join(', ')}. Options include fixed-rate home-improvement loans, promotional 0% APR plans on approved credit, programs for a wide range of credit profiles, and Florida PACE financing repaid through the property tax bill. Rates and approval are set by each lender; see our Financing page to apply.`,
    keywords: [
      'financing',
      'finance',
      'loan',
      'monthly',
      'payments',
      'credit',
      'apr',
      'pace',
      'afford',
    ],
    names: [
      'financing',
      'finance',
      'loan',
      'loans',
      'lender',
      'lenders',
      'monthly',
      'pay',
      'payments',
      'apr',
      'credit',
    ],
  },
  {
    id: 'inspection-prices',
    title: 'Inspection prices',
    text: `Our standard roof inspection for a repair or replacement decision is free. Specialized inspections start at ${INSPECTION_STARTING_PRICES.map((type) => `$${type.startingPrice} (${type.name})`).join(', ')}.`,
    keywords: ['inspection', 'price', 'cost', 'free', 'drone', 'thermal', 'infrared', 'report'],
  },
  {
    id: 'emergency',
    title: 'Emergency response',
    text: `Emergency service runs 24/7: after a storm or a sudden leak, call ${COMPANY.phone} and a crew is typically on site within ${PROMISES.emergencyResponse} to tarp and stop the water.`,
    keywords: ['emergency', 'urgent', 'leak', 'tarp', 'storm', 'night', 'weekend', 'fast', 'now'],
  },
  {
    id: 'estimates',
    title: 'Free estimates',
    text: `Estimates are free: we contact you within ${PROMISES.contactWithinHours} hours of a request, a certified inspector visits, and you get a written estimate within ${PROMISES.writtenEstimateWithinHours} hours, valid for ${PROMISES.estimateValidityDays} days, with no obligation. Our instant quote for shingle roofs is $${INSTANT_QUOTE.pricePerSquare} per roof square (100 sq ft).`,
    keywords: ['estimate', 'quote', 'free', 'price', 'written', 'valid', 'instant', 'square'],
  },
  {
    id: 'license',
    title: 'License and insurance',
    text: `${COMPANY.legalName} is a state-certified roofing contractor, license ${COMPANY.license}, fully licensed and insured, with ${COMPANY_STATS.yearsExperience} years of experience and ${COMPANY_STATS.happyHomeowners} happy homeowners.`,
    keywords: ['license', 'licensed', 'insured', 'certified', 'credentials', 'experience', 'trust'],
    names: ['license', 'licensed', 'insured', 'certified', 'credentials'],
  },
];
