import type { SpanishOf } from '../../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  heading: 'Informes fotográficos de inspección',
  summary:
    'Inspeccionado el {date} · {photos, plural, one {# foto} other {# fotos}} · {pages, plural, one {# página} other {# páginas}}',
  shared: 'Compartido el {date}',
  downloadPdf: 'Descargar PDF',
  pdfHidden: ': {title}',
};
export default es;
