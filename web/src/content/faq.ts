/**
 * The 100 FAQ entries live in contracts, where the AI assistant's knowledge base reads them too;
 * the web keeps importing them from here. Subpath import: they stay out of the landing page's
 * first load, as before.
 */
export { FAQ_ENTRIES } from '@roofing/contracts/content/faq';
