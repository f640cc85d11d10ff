import { COMPANY } from '@roofing/contracts';
import { defineMessages } from '../../i18n/catalogue.ts';

/** /financing (public-site §2): the page's own words; partners and benefits are content/. */
export const messagesEnglish = {
  documentTitle: `Roof Financing Options | ${COMPANY.name}`,
  eyebrow: 'Easy Financing',
  title: 'Flexible Financing for Your New Roof',
  intro:
    "A storm-ready roof shouldn't have to wait. Compare financing from trusted partners, choose a monthly payment that fits your budget, and let us handle the rest.",
  partnersTitle: 'Our Financing Partners',
  partnersIntro:
    'Each partner sets its own rates, terms and approval. Applications open on the partner’s own website in a new tab.',
  benefitsTitle: 'Why Finance Your Roof?',
  ctaTitle: 'Ready to Get Started?',
  ctaText:
    'Talk to us about your roof and your budget. We will help you pick the right option and include financing details with your free written estimate.',
  website: 'Website: ',
  license: 'Florida License #{license}',
  call: 'Call {phone}',
  quote: 'Get Beach Quote',
  email: 'Email Us',
  newTab: ' (opens in a new tab)',
  applyNow: 'Apply Now',
  applyWith: ' with {name} (opens in a new tab)',
};
export const messages = defineMessages(
  'financing',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
