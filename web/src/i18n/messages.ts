import { defineMessages } from './catalogue.ts';

/** The language switch and the strings of the i18n layer itself. */
export const messages = defineMessages(
  'i18n',
  {
    loading: 'Loading…',
    languageSwitch: 'Read this page in {language}',
  },
  () => import('./messages.es.ts'),
);
