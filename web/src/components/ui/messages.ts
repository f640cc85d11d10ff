import { defineMessages } from '../../i18n/catalogue.ts';

/** The shared form pieces' own words (shared with the back office, which stays English). */
export const messagesEnglish = {
  characterCount: '{used} of {limit} characters',
  cancel: 'Cancel',
};
export const messages = defineMessages('ui', messagesEnglish, () => import('./messages.es.ts'));
