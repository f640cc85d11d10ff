import { defineMessages } from '../../i18n/catalogue.ts';

/** The not-found page (issue 24). */
export const messagesEnglish = {
  pageTitle: 'Page Not Found | {company}',
  heading: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has moved.",
  redirecting: 'Redirecting you to our financing options in {seconds} seconds...',
  stay: 'Stay on this page',
  cancelled: 'Automatic redirect cancelled.',
  quickNav: 'Quick Navigation',
  home: 'Home',
  financing: 'Financing Options',
  quote: 'Get Quote',
  partners: 'Looking for Financing? Apply With a Partner',
  newTab: ' (opens in a new tab)',
  allFinancing: 'View All Financing Options',
  call: 'Call {phone}',
};
export const messages = defineMessages(
  'notFound',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
