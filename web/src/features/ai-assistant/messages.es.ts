import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  conversation: 'Conversación',
  questionLabel: 'Su pregunta sobre techos',
  questionPlaceholder: 'Pregunte sobre goteras, daños por tormenta, materiales, seguro…',
  askByVoice: 'Preguntar por voz',
  stopListening: 'Dejar de escuchar',
  send: 'Enviar',
  voiceResponses: 'Respuestas por voz',
  sources: 'Fuentes',
  thinking: 'El asistente está pensando…',
  modalTitle: 'Asistente de techos con IA',
  modalDescription:
    'Respuestas de las preguntas frecuentes y los artículos de {company}, por texto o por voz.',
  close: 'Cerrar el asistente',
  panelTitle: 'Experto en techos con IA',
  panelDescription:
    'Pregunte sobre lo que acaba de leer: tormentas, materiales, códigos, paneles solares, goteras.',
  failure:
    'Disculpe, en este momento tengo problemas para responder. Por favor, inténtelo de nuevo en un momento o llámenos directamente al {phone} para recibir ayuda de inmediato.',
  voiceEnabled: 'Respuestas por voz activadas.',
  micBlocked:
    'Se bloqueó el acceso al micrófono. Permita el uso del micrófono e inténtelo de nuevo, o escriba su pregunta.',
  noSpeech: 'No escuchamos nada. Por favor, inténtelo de nuevo.',
  micMissing:
    'No se encontró ningún micrófono. Por favor, revíselo e inténtelo de nuevo, o escriba su pregunta.',
  micNetwork: 'La entrada de voz perdió la conexión. Por favor, inténtelo de nuevo.',
  micStopped: 'La entrada de voz se detuvo ({code}). Por favor, inténtelo de nuevo.',
  listening: 'Escuchando… haga su pregunta ahora.',
  voiceUnavailable:
    'La entrada de voz no está disponible en este navegador. Por favor, escriba su pregunta.',
  enterHint: 'Enter envía; Mayús+Enter empieza una línea nueva.',
  voiceOn: 'Sí',
  voiceOff: 'No',
  you: 'Usted: ',
  assistant: 'Asistente: ',
  sourceFaq: 'Preguntas frecuentes',
  sourceArticle: 'Artículo',
  sourceCompany: 'Datos de la empresa',
};
export default es;
