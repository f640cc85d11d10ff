import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messages } from './messages.ts';

const es: SpanishOf<typeof messages> = {
  characterCount: '{used} de {limit} caracteres',
  cancel: 'Cancelar',
};
export default es;
