import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  outsideWarning:
    'Por lo general todavía no damos servicio en este código postal; envíe su solicitud de todos modos y le diremos si podemos ayudarle.',
  heading: 'Compruebe si damos servicio en su zona',
  areasHeading: 'Zonas donde trabajamos',
  zipCode: 'Código postal',
  zipPlaceholder: 'p. ej., 32250',
  check: 'Comprobar disponibilidad',
  checking: 'Comprobando...',
  requiredTitle: 'Falta el código postal',
  requiredDescription: 'Escriba su código postal',
  availableTitle: '¡Damos servicio en su zona!',
  unavailableTitle: 'Sin servicio en su zona',
  failedTitle: 'Error',
  failedDescription: 'No se pudo comprobar la zona de servicio. Vuelva a intentarlo.',
  answerZip: '{title} · Código postal {zipCode}',
  served:
    'Buenas noticias: damos servicio en {area} ({zipCode}). Solicite su estimado gratuito y nos comunicaremos con usted en un plazo de {hours} horas.',
  notServed:
    'Todavía no damos servicio en {zipCode}. Trabajamos en la costa del norte de Florida, desde Fernandina Beach hasta St. Augustine, además de Jacksonville, Orange Park y Gainesville. Llame al {phone}: en proyectos más grandes o comerciales quizás podamos ayudarle, o le recomendaremos un techador con licencia cerca de usted.',
};
export default es;
