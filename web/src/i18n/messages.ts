import { defineMessages } from './catalogue.ts';

/** The language switch and the strings of the i18n layer itself. */
export const messagesEnglish = {
  loading: 'Loading…',
  languageSwitch: 'Read this page in {language}',
};
export const messages = defineMessages('i18n', messagesEnglish, () => import('./messages.es.ts'));
