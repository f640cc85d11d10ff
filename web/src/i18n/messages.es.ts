import type { SpanishOf } from './catalogue.ts';
import type { messages } from './messages.ts';

const es: SpanishOf<typeof messages> = {
  loading: 'Cargando…',
  languageSwitch: 'Leer esta página en {language}',
};
export default es;
