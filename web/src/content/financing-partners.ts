import { COMPANY } from '@roofing/contracts';
import { localized } from '../i18n/content.ts';
import { financingPartnerLink } from './financing-partner-links.ts';
import type { FinancingBenefit, FinancingPartner } from './types.ts';

/**
 * The five partner cards of /financing (public-site §2). Features are deliberately generic:
 * rates, terms and approval are set by each lender, change over time and depend on credit.
 */
export const FINANCING_PARTNERS: FinancingPartner[] = [
  {
    ...financingPartnerLink('online-home-improvement'),
    description:
      'An online home-improvement financing platform: one short application shows personalized ' +
      'loan offers from several lending partners so you can compare them side by side.',
    features: [
      'Compare offers from multiple lenders in one place',
      "Checking your options won't affect your credit score",
      'Fixed-rate personal loans with fixed monthly payments',
      'Funds typically arrive within a few business days of approval',
    ],
    highlight: 'Compare Offers Online',
  },
  {
    ...financingPartnerLink('promotional-0-apr'),
    description:
      'Point-of-sale home-improvement financing offered through participating contractors, ' +
      'including promotional plans such as 0% APR or deferred-interest periods on approved credit.',
    features: [
      'Promotional 0% APR and reduced-rate plans on approved credit',
      'Quick credit decisions during your estimate appointment',
      'Read the promotion terms: deferred interest applies if not paid in full in time',
      'Manage payments online after the project',
    ],
    highlight: '0% APR Promotions',
  },
  {
    ...financingPartnerLink('roofing-specific'),
    description:
      'A home-improvement lender that works through contractors, with financing programs built ' +
      'for roofing and other exterior projects.',
    features: [
      'Programs designed for roof replacements and repairs',
      'Choice of payment terms and promotional options',
      'Simple application with a fast decision',
      'Contractor is paid directly once the work is complete',
    ],
    highlight: 'Built for Roofing Projects',
  },
  {
    ...financingPartnerLink('all-credit-installment'),
    description:
      'A lending marketplace with partners that serve a wide range of credit profiles, offering ' +
      'fixed installment loans for home improvement.',
    features: [
      'Lenders for many credit profiles, including fair and rebuilding credit',
      'Prequalify with a soft credit check',
      'Fixed installment payments over a set term',
      'Compare several offers before you choose',
    ],
    highlight: 'All Credit Types Considered',
  },
  {
    ...financingPartnerLink('florida-pace'),
    description:
      "Florida's statewide PACE program finances qualifying wind-resistance and energy " +
      'improvements, including many new roofs, repaid through your property tax bill.',
    features: [
      'Covers qualifying wind-resistance and energy-efficiency upgrades',
      'Repaid as a non-ad valorem assessment on your property tax bill',
      'Eligibility based mainly on the property and its tax payment history',
      'Only where your city or county participates; the lien stays with the property',
    ],
    highlight: 'Florida PACE Program',
  },
];

/** Benefits section of /financing. */
export const FINANCING_BENEFITS: FinancingBenefit[] = [
  {
    title: "Don't wait for the next storm",
    text:
      'Replace a failing roof before hurricane season instead of waiting until you have saved ' +
      'the full amount, and avoid the interior damage a leak can cause.',
  },
  {
    title: 'Predictable monthly payments',
    text:
      'Fixed-payment plans and promotional options let you choose a monthly amount that fits ' +
      'your budget and keep your savings for emergencies.',
  },
  {
    title: 'Check options without a hard pull',
    text:
      'Most of our partners let you see what you qualify for with a soft credit check that ' +
      "won't affect your credit score.",
  },
  {
    title: 'Discounts still apply',
    text:
      `Our ${COMPANY.discounts.veterans}% veteran and ${COMPANY.discounts.seniors}% senior (65+) ` +
      'discounts are taken off the price before financing, so you borrow less.',
  },
];

/** The partners and benefits in the page's language (issue 24); names and addresses stay. */
export interface FinancingContent {
  partners: FinancingPartner[];
  benefits: FinancingBenefit[];
}

export const FINANCING_CONTENT = localized<FinancingContent>(
  { partners: FINANCING_PARTNERS, benefits: FINANCING_BENEFITS },
  () => import('./financing-partners.es.ts').then((module) => module.default),
);
