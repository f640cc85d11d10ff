import { defineMessages, type WebCatalogue } from '../../i18n/catalogue.ts';

/** The service pages' own words around their content (issue 24). */
const en = {
  documentTitle: '{page} | {company}',
  getFreeQuote: 'Get Free Quote',
  scheduleInspection: 'Schedule Inspection',
  residentialCards: 'Roofing Systems We Install',
  commercialCards: 'Commercial Roofing Systems',
  repairsCards: 'Repair Services',
  commonProblems: 'Common Roof Problems We Fix',
  repairProcess: 'Our Repair Process',
  inspectionCards: 'Inspection Services',
  inspectionTypes: 'Inspection Types & Starting Prices',
  call: 'Call {phone}',
  callNow: 'Call Now',
  step: 'Step {step}: ',
  inspectionTypesList: 'Inspection types',
  price: 'Price',
  startingAt: 'Starting at',
  free: 'Free',
  schedule: 'Schedule',
  scheduleType: 'Schedule {type}',
  dialogTitle: 'Schedule an Inspection',
  dialogText: 'Tell us about the property; we call you back to agree on a time.',
  close: 'Close',
} as const;

/** Annotated: the Spanish file's type refers back to this one. */
export const messages: WebCatalogue<keyof typeof en> = defineMessages(
  'servicePages',
  en,
  () => import('./messages.es.ts'),
);
