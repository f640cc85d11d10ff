import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { optionMessagesEnglish } from './messages.ts';

const es: SpanishOf<typeof optionMessagesEnglish> = {
  'new-roof': 'Techo nuevo',
  'roof-replacement': 'Reemplazo de techo',
  'roof-repair': 'Reparación de techo',
  inspection: 'Inspección',
  residential: 'Residencial',
  commercial: 'Comercial',
  shingles: 'Tejas asfálticas',
  tile: 'Tejas',
  metal: 'Metal',
  flat: 'Plano',
  other: 'Otro',
};
export default es;
