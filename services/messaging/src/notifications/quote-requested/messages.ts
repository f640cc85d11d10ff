import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's confirmation of a quote request (the office alert stays English). */
export const quoteRequestedMessages = defineCatalogue(
  'emails.quote-requested',
  {
    subject: 'We received your quote request ({estimateNumber})',
    preview: 'Your estimate number is {estimateNumber}. We will be in touch within {hours} hours.',
    reason: 'You receive this e-mail because you asked {company} for a free estimate on {website}.',
    thanks:
      'Thank you for asking {company} for a free roofing estimate. We have your request and it is in our queue.',
    yourNumber: 'Your estimate number',
    keepNumber: 'Keep this number: you need it to track your estimate online or when you call us.',
    nextTitle: 'What happens next',
    stepCall:
      'Within {hours} hours we call or e-mail you to confirm a time for your free inspection.',
    stepCallAsked:
      'Within {hours} hours we call or e-mail you to confirm a time for your free inspection (you asked for {visit}).',
    stepVisit:
      'A certified inspector visits the property, checks the roof, attic ventilation and flashing, and takes photos.',
    stepWritten: 'You receive a written estimate within {hours} hours of the visit.',
    stepFree: 'There is no obligation: the consultation and the estimate are free.',
    askedTitle: 'What you asked for',
    service: 'Service',
    property: 'Property',
    propertyValue: '{type}, {state} ZIP {zip}',
    currentRoof: 'Current roof',
    veteran: 'Veteran / active military discount: {percent}%',
    senior: 'Senior (65+) discount: {percent}%',
    emergency:
      'Storm damage or an active leak? Call us any time at {phone}: emergency service runs 24/7.',
  },
  {
    subject: 'Recibimos su solicitud de cotización ({estimateNumber})',
    preview:
      'Su número de estimado es {estimateNumber}. Nos comunicaremos con usted dentro de {hours} horas.',
    reason: 'Usted recibe este correo porque le pidió a {company} un estimado gratis en {website}.',
    thanks:
      'Gracias por pedirle a {company} un estimado gratis para su techo. Recibimos su solicitud y ya está en nuestra lista.',
    yourNumber: 'Su número de estimado',
    keepNumber:
      'Guarde este número: lo necesita para consultar su estimado en línea o cuando nos llame.',
    nextTitle: 'Los próximos pasos',
    stepCall:
      'Dentro de {hours} horas nos comunicamos con usted por teléfono o por correo electrónico para confirmar la hora de su inspección gratis.',
    stepCallAsked:
      'Dentro de {hours} horas nos comunicamos con usted por teléfono o por correo electrónico para confirmar la hora de su inspección gratis (usted prefiere: {visit}).',
    stepVisit:
      'Un inspector certificado visita la propiedad, revisa el techo, la ventilación del ático y los tapajuntas, y toma fotos.',
    stepWritten:
      'Usted recibe un estimado por escrito dentro de las {hours} horas siguientes a la visita.',
    stepFree: 'No hay ningún compromiso: la consulta y el estimado son gratis.',
    askedTitle: 'Lo que usted pidió',
    service: 'Servicio',
    property: 'Propiedad',
    propertyValue: '{type}, {state}, código postal {zip}',
    currentRoof: 'Techo actual',
    veteran: 'Descuento para veteranos y militares activos: {percent}%',
    senior: 'Descuento para personas mayores (65+): {percent}%',
    emergency:
      '¿Daños por tormenta o una filtración activa? Llámenos a cualquier hora al {phone}: el servicio de emergencia funciona 24/7.',
  },
);

export const quoteRequestedT = (locale: Locale) => translator(quoteRequestedMessages, locale);
