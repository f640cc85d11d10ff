import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  characterCount: '{used} de {limit} caracteres',
  cancel: 'Cancelar',
};
export default es;
