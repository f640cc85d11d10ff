import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messages } from './messages.ts';

const es: SpanishOf<typeof messages> = {
  documentTitle: '{page} | {company}',
  getFreeQuote: 'Pida su cotización gratis',
  scheduleInspection: 'Programe una inspección',
  residentialCards: 'Sistemas de techo que instalamos',
  commercialCards: 'Sistemas de techo comercial',
  repairsCards: 'Servicios de reparación',
  commonProblems: 'Problemas comunes de techo que reparamos',
  repairProcess: 'Nuestro proceso de reparación',
  inspectionCards: 'Servicios de inspección',
  inspectionTypes: 'Tipos de inspección y precios iniciales',
  call: 'Llame al {phone}',
  callNow: 'Llame ahora',
  step: 'Paso {step}: ',
  inspectionTypesList: 'Tipos de inspección',
  price: 'Precio',
  startingAt: 'Desde',
  free: 'Gratis',
  schedule: 'Programar',
  scheduleType: 'Programar: {type}',
  dialogTitle: 'Programe una inspección',
  dialogText: 'Cuéntenos sobre la propiedad; le devolvemos la llamada para acordar una hora.',
  close: 'Cerrar',
};
export default es;
