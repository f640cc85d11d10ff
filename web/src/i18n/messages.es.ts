import type { SpanishOf } from './catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  loading: 'Cargando…',
  languageSwitch: 'Read this page in English',
};
export default es;
