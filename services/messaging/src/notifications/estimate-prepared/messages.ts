import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The estimate is ready, and its two reminders. */
export const estimatePreparedMessages = defineCatalogue(
  'emails.estimate-prepared',
  {
    days: '{count, plural, =0 {less than a day} one {# day} other {# days}}',
    reason:
      'You receive this e-mail because you asked {company} for an estimate ({estimateNumber}).',
    reminderReason: 'We send at most two reminders, and none once you have answered.',
    amount: 'Estimate amount',
    answerBy: 'Answer by',
    answerByValue: '{when} ({days} left)',
    fromProposal: 'From your proposal',
    readyPreview: 'Your estimate: {amount}. You have {days} to answer.',
    updatedPreview: 'Updated estimate: {amount}. You have {days} to answer.',
    readyBody:
      'Your roofing estimate is ready. Thank you for giving us the chance to look at your roof.',
    updatedBody:
      'We have updated your roofing estimate. This version replaces the one we sent before.',
    readFull:
      'Read the full proposal and answer on the estimate page: accept it, decline it, or ask us questions. There is no obligation.',
    respond: 'Review and respond to your estimate',
    talk: 'Prefer to talk it through? Call {phone}, or write to us in your client portal: {portal}',
    reminderPreview: 'Your estimate {estimateNumber} is waiting for your answer: {days} left.',
    reminderD3: 'A quick reminder: your roofing estimate is ready and waiting for your answer.',
    reminderD7: 'Your roofing estimate is still open, and the price holds for {days} more.',
    unclear:
      'If something in the proposal is unclear, or you\'d like a different option, choose "I have questions" on the estimate page and we will get back to you within one business day.',
    orCall: 'Or call us at {phone}.',
    readySubject: 'Your roofing estimate is ready ({estimateNumber})',
    updatedSubject: 'Your updated estimate is ready ({estimateNumber})',
    reminderD3Subject: 'Reminder: your estimate {estimateNumber} is waiting for your answer',
    reminderD7Subject: 'Your estimate {estimateNumber}: {days} left to answer',
  },
  {
    days: '{count, plural, =0 {menos de un día} one {# día} other {# días}}',
    reason: 'Usted recibe este correo porque le pidió un estimado a {company} ({estimateNumber}).',
    reminderReason:
      'Enviamos como máximo dos recordatorios, y ninguno una vez que usted haya respondido.',
    amount: 'Monto del estimado',
    answerBy: 'Responda antes del',
    answerByValue: '{when} (le quedan {days})',
    fromProposal: 'De su propuesta',
    readyPreview: 'Su estimado: {amount}. Tiene {days} para responder.',
    updatedPreview: 'Estimado actualizado: {amount}. Tiene {days} para responder.',
    readyBody:
      'Su estimado para el techo está listo. Gracias por darnos la oportunidad de revisar su techo.',
    updatedBody:
      'Actualizamos su estimado para el techo. Esta versión reemplaza la que le enviamos antes.',
    readFull:
      'Lea la propuesta completa y responda en la página del estimado: acéptela, rechácela o háganos preguntas. No hay ningún compromiso.',
    respond: 'Revise y responda a su estimado',
    talk: '¿Prefiere hablarlo? Llame al {phone} o escríbanos en su portal del cliente: {portal}',
    reminderPreview: 'Su estimado {estimateNumber} espera su respuesta: le quedan {days}.',
    reminderD3:
      'Un breve recordatorio: su estimado para el techo está listo y espera su respuesta.',
    reminderD7: 'Su estimado para el techo sigue abierto, y el precio se mantiene {days} más.',
    unclear:
      'Si algo de la propuesta no está claro, o prefiere otra opción, elija "Tengo preguntas" en la página del estimado y le responderemos dentro de un día hábil.',
    orCall: 'O llámenos al {phone}.',
    readySubject: 'Su estimado para el techo está listo ({estimateNumber})',
    updatedSubject: 'Su estimado actualizado está listo ({estimateNumber})',
    reminderD3Subject: 'Recordatorio: su estimado {estimateNumber} espera su respuesta',
    reminderD7Subject: 'Su estimado {estimateNumber}: le quedan {days} para responder',
  },
);

export const estimatePreparedT = (locale: Locale) => translator(estimatePreparedMessages, locale);
