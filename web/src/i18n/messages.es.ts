import type { SpanishOf } from './catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  loading: 'Cargando…',
  languageSwitch: 'Leer esta página en {language}',
};
export default es;
