import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  phone: 'Teléfono',
  email: 'Correo electrónico',
  website: 'Sitio web',
  serviceArea: 'Zona de servicio',
  serviceAreaValue: 'Costa del norte de {area}',
  hoursHeading: 'Horario de atención',
  'days.Mon-Fri': 'Lun-Vie',
  'days.Sat': 'Sáb',
  'days.Emergency service': 'Servicio de emergencia',
  'hours.7AM-6PM': '7 a. m.-6 p. m.',
  'hours.8AM-4PM': '8 a. m.-4 p. m.',
  'hours.24/7': '24/7',
  followHeading: 'Síganos',
  newTab: ' (se abre en una pestaña nueva)',

  formHeading: 'Envíenos un mensaje',
  name: 'Su nombre',
  phoneNumber: 'Número de teléfono',
  emailAddress: 'Correo electrónico',
  subject: 'Asunto',
  subjectPlaceholder: 'Elija un asunto (opcional)',
  'subject.quote': 'Cotización',
  'subject.repair': 'Reparación',
  'subject.inspection': 'Inspección',
  'subject.general': 'Consulta general',
  message: 'Mensaje',
  send: 'Enviar mensaje',
  sending: 'Enviando...',
  sentTitle: '¡Mensaje enviado!',
  sentDescription: '¡Gracias por su mensaje! Le responderemos muy pronto.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo enviar el mensaje. Vuelva a intentarlo.',
};
export default es;
