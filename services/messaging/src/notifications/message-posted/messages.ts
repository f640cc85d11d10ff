import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's digest of team messages (the office alert stays English). */
export const messagePostedMessages = defineCatalogue(
  'emails.message-posted',
  {
    subject:
      'You have {count, plural, one {a new message} other {# new messages}} from your project team',
    preview: 'Your project team wrote about estimate {estimateNumber}.',
    reason:
      'You receive this e-mail because you asked {company} for an estimate and your project team wrote to you in the client portal.',
    intro:
      'You have {count, plural, one {a new message} other {# new messages}} from your project team at {company} about estimate {estimateNumber}.',
    latest:
      'The latest {shown} are below; {earlier, plural, one {one more is} other {# more are}} in your client portal.',
    from: 'From',
    sent: 'Sent',
    photo: 'Photo',
    photoAttached: 'attached in your client portal',
    action: 'Read and reply in your client portal',
  },
  {
    subject:
      'Tiene {count, plural, one {un mensaje nuevo} other {# mensajes nuevos}} de su equipo del proyecto',
    preview: 'Su equipo del proyecto le escribió sobre el estimado {estimateNumber}.',
    reason:
      'Usted recibe este correo porque le pidió un estimado a {company} y su equipo del proyecto le escribió en el portal del cliente.',
    intro:
      'Tiene {count, plural, one {un mensaje nuevo} other {# mensajes nuevos}} de su equipo del proyecto en {company} sobre el estimado {estimateNumber}.',
    latest:
      'Abajo están los {shown} más recientes; {earlier, plural, one {hay uno más} other {hay # más}} en su portal del cliente.',
    from: 'De',
    sent: 'Enviado',
    photo: 'Foto',
    photoAttached: 'adjunta en su portal del cliente',
    action: 'Lea y responda en su portal del cliente',
  },
);

export const messagePostedT = (locale: Locale) => translator(messagePostedMessages, locale);
