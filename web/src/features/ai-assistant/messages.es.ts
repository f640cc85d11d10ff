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
};
export default es;
