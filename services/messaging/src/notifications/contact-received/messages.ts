import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The acknowledgement of a contact-form message (the office alert stays English). */
export const contactReceivedMessages = defineCatalogue(
  'emails.contact-received',
  {
    subject: 'We received your message – {company}',
    preview: 'Your message reached our office. We usually answer within one business day.',
    reason:
      'You receive this e-mail because this address was entered on the contact form of {website}.',
    thanks:
      'Thank you for contacting {company}. Your message reached our office and someone from the team will get back to you shortly, usually within one business day.',
    hours: 'Office hours: {hours}.',
    emergency:
      "If water is coming in or a storm has damaged your roof, don't wait for our reply: call {phone}, day or night.",
  },
  {
    subject: 'Recibimos su mensaje – {company}',
    preview:
      'Su mensaje llegó a nuestra oficina. Por lo general respondemos dentro de un día hábil.',
    reason:
      'Usted recibe este correo porque esta dirección se escribió en el formulario de contacto de {website}.',
    thanks:
      'Gracias por comunicarse con {company}. Su mensaje llegó a nuestra oficina y alguien del equipo le responderá pronto, por lo general dentro de un día hábil.',
    hours: 'Horario de oficina: {hours}.',
    emergency:
      'Si está entrando agua o una tormenta dañó su techo, no espere nuestra respuesta: llame al {phone}, de día o de noche.',
  },
);

export const contactReceivedT = (locale: Locale) => translator(contactReceivedMessages, locale);
