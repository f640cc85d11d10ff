import { defineMessages } from '../../i18n/catalogue.ts';

/** The ZIP check and the service-area warning under the wizard's ZIP (public-site §2, §5, §8). */
export const messagesEnglish = {
  outsideWarning:
    "We don't usually serve this ZIP code yet — send your request anyway and we'll let you know if we can help.",
  heading: 'Check if we serve your area',
  areasHeading: 'Areas we serve',
  zipCode: 'ZIP code',
  zipPlaceholder: 'e.g. 32250',
  check: 'Check Availability',
  checking: 'Checking...',
  requiredTitle: 'Zip Code Required',
  requiredDescription: 'Please enter your zip code',
  availableTitle: 'Service Available!',
  unavailableTitle: 'Service Not Available',
  failedTitle: 'Error',
  failedDescription: 'Failed to validate service area. Please try again.',
  answerZip: '{title} · ZIP {zipCode}',
  served:
    "Good news: we serve {area} ({zipCode}). Request your free estimate and we'll contact you within {hours} hours.",
  notServed:
    "We don't serve {zipCode} yet. We work along North Florida's coast from Fernandina Beach to St. Augustine, plus Jacksonville, Orange Park and Gainesville. Call {phone}: for larger or commercial projects we may still help, or refer a licensed roofer near you.",
};
export const messages = defineMessages(
  'serviceArea',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
