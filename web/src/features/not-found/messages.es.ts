import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  pageTitle: 'Página no encontrada | {company}',
  heading: 'Página no encontrada',
  text: 'La página que busca no existe o cambió de dirección.',
  redirecting: 'Le llevaremos a nuestras opciones de financiamiento en {seconds} segundos...',
  stay: 'Quedarme en esta página',
  cancelled: 'Se canceló el cambio automático de página.',
  quickNav: 'Navegación rápida',
  home: 'Inicio',
  financing: 'Opciones de financiamiento',
  quote: 'Pida una cotización',
  partners: '¿Busca financiamiento? Solicítelo con uno de nuestros socios',
  newTab: ' (se abre en una pestaña nueva)',
  allFinancing: 'Ver todas las opciones de financiamiento',
  call: 'Llame al {phone}',
};
export default es;
