import { defineMessages } from './catalogue.ts';

/** The language switch and the strings of the i18n layer itself. */
export const messagesEnglish = {
  loading: 'Loading…',
  // The switch's title is written in the language it leads to (the link's own `lang`): an
  // English page offers the Spanish one in Spanish.
  languageSwitch: 'Leer esta página en español',
};
export const messages = defineMessages('i18n', messagesEnglish, () => import('./messages.es.ts'));
