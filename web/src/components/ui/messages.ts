import { defineMessages } from '../../i18n/catalogue.ts';

/** The shared form pieces' own words (shared with the back office, which stays English). */
export const messages = defineMessages(
  'ui',
  {
    characterCount: '{used} of {limit} characters',
    cancel: 'Cancel',
  },
  () => import('./messages.es.ts'),
);
