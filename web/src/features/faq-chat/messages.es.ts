import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  greeting:
    '¡Hola! Soy el asistente de preguntas frecuentes de {company}. Pregúnteme lo que quiera sobre su techo (costo, tormentas, seguro, materiales) o escoja una de las preguntas populares de abajo.',
  noMatch:
    'Lo siento, no encontré una respuesta específica a esa pregunta. Llámenos al {phone} o pida un estimado gratis, y nuestro equipo le ayudará con gusto.',
  title: 'Preguntas frecuentes',
  subtitle: 'Respuestas al instante, día y noche',
  restore: 'Abrir el chat',
  minimize: 'Minimizar el chat',
  close: 'Cerrar el chat',
  conversation: 'Conversación',
  popular: 'Preguntas populares',
  askLabel: 'Haga una pregunta sobre techos',
  askPlaceholder: 'Escriba su pregunta…',
  send: 'Enviar',
  launcher: 'Preguntas',
  you: 'Usted:',
  assistant: 'Asistente:',
  related: '{count, plural, one {Pregunta relacionada} other {# preguntas relacionadas}}',
  callLabel: 'Llamar al {phone}',
  callUs: 'Llámenos',
  requestInspection: 'Pedir una inspección',
  freeEstimate: 'Pedir un estimado gratis',
  typing: 'El asistente está escribiendo…',
};
export default es;
