import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The ColdShield lead's acknowledgement and its one follow-up (the office e-mails stay English). */
export const coldshieldMessages = defineCatalogue(
  'emails.coldshield',
  {
    subject: 'Your free {offer} thermal scan request – {company}',
    preview: "We'll call you within {hours} hours to book your free thermal scan.",
    reason:
      'You receive this e-mail because this address was entered on the ColdShield offer page of {website}.',
    thanks:
      'Thank you for requesting a free {offer} thermal scan from {company}. Your request reached our commercial team.',
    nextTitle: 'What happens next',
    stepCall:
      'Within {hours} hours we call you to book the scan at a time that suits your operation: we work around deliveries and peak hours.',
    stepScan:
      'A technician scans the roof over your coolers and freezers with an infrared camera, from the roof and from inside where we can get access. It usually takes one to two hours and nothing has to be shut down.',
    stepReport:
      'You receive a thermal report: where heat gets through the roof, what it costs you in compressor run time, and what a ColdShield retrofit would save.',
    offerTitle: 'The offer',
    termFree: 'The thermal scan is free (a {value} value), with no obligation.',
    termReduction: 'Up to {percent}% less heat coming through the roof into your cold rooms.',
    termRetrofit: 'The retrofit is done in {days} days.',
    termWarranty: '{years}-year warranty and a {days}-day money-back guarantee.',
    termSpots:
      'We take on {spots} facilities a month; more than {served} have been treated so far.',
    prepareTitle: 'To get the most out of the scan',
    prepareBills:
      'Have the last twelve months of power bills at hand: they show what the roof is costing you.',
    prepareRooms:
      'Tell us which rooms are coolers and which are freezers, and their set temperatures.',
    prepareLeaks:
      'Let us know about roof leaks, ice build-up or condensation you have seen inside.',
    questions: 'Questions? Call {phone}. Office hours: {hours}.',
    // The follow-up
    followUpSubject: "Let's book your free {offer} thermal scan – {company}",
    followUpPreview:
      "We haven't reached you yet about your free thermal scan. Here is how to book it.",
    followUpReason:
      'You receive this e-mail because this address asked for a free thermal scan on {website} on {date}.',
    followUpSorry:
      "A couple of business days ago you asked for a free {offer} thermal scan, and we haven't managed to reach you yet. Sorry about that: we'd still like to book it for you.",
    followUpCall:
      "Call us at {phone}, or reply to this e-mail with a good time to call and the best number to reach you, and we'll put the scan on the calendar.",
    followUpWhy: 'Why it is worth an hour of your time',
    followUpIgnore:
      'If you have already spoken with us, or no longer need the scan, you can ignore this e-mail: it is the only reminder we send.',
  },
  {
    subject: 'Su solicitud de escaneo térmico gratis de {offer} – {company}',
    preview: 'Lo llamaremos dentro de {hours} horas para programar su escaneo térmico gratis.',
    reason:
      'Usted recibe este correo porque esta dirección se escribió en la página de la oferta ColdShield de {website}.',
    thanks:
      'Gracias por solicitar un escaneo térmico gratis de {offer} a {company}. Su solicitud llegó a nuestro equipo comercial.',
    nextTitle: 'Los próximos pasos',
    stepCall:
      'Dentro de {hours} horas lo llamamos para programar el escaneo a la hora que mejor le convenga a su operación: nos adaptamos a las entregas y a las horas de más actividad.',
    stepScan:
      'Un técnico escanea con una cámara infrarroja el techo sobre sus cuartos fríos y congeladores, desde el techo y desde adentro donde tengamos acceso. Por lo general toma de una a dos horas y no hay que apagar nada.',
    stepReport:
      'Usted recibe un informe térmico: por dónde entra el calor a través del techo, cuánto le cuesta en horas de funcionamiento del compresor y cuánto ahorraría con una remodelación ColdShield.',
    offerTitle: 'La oferta',
    termFree: 'El escaneo térmico es gratis (un valor de {value}), sin ningún compromiso.',
    termReduction: 'Hasta un {percent}% menos de calor entrando por el techo a sus cuartos fríos.',
    termRetrofit: 'La remodelación se termina en {days} días.',
    termWarranty: 'Garantía de {years} años y garantía de devolución del dinero de {days} días.',
    termSpots: 'Aceptamos {spots} instalaciones al mes; ya hemos tratado más de {served}.',
    prepareTitle: 'Para aprovechar al máximo el escaneo',
    prepareBills:
      'Tenga a mano las facturas de electricidad de los últimos doce meses: muestran cuánto le está costando el techo.',
    prepareRooms:
      'Díganos qué cuartos son de refrigeración y cuáles son congeladores, y a qué temperatura están programados.',
    prepareLeaks:
      'Avísenos si ha visto filtraciones en el techo, acumulación de hielo o condensación adentro.',
    questions: '¿Preguntas? Llame al {phone}. Horario de oficina: {hours}.',
    followUpSubject: 'Programemos su escaneo térmico gratis de {offer} – {company}',
    followUpPreview:
      'Todavía no hemos podido comunicarnos con usted sobre su escaneo térmico gratis. Así puede programarlo.',
    followUpReason:
      'Usted recibe este correo porque esta dirección pidió un escaneo térmico gratis en {website} el {date}.',
    followUpSorry:
      'Hace un par de días hábiles usted pidió un escaneo térmico gratis de {offer}, y todavía no hemos podido comunicarnos con usted. Le pedimos disculpas: todavía queremos programarlo.',
    followUpCall:
      'Llámenos al {phone}, o responda a este correo con una buena hora para llamarlo y el mejor número para comunicarnos, y pondremos el escaneo en el calendario.',
    followUpWhy: 'Por qué vale la pena una hora de su tiempo',
    followUpIgnore:
      'Si ya habló con nosotros o ya no necesita el escaneo, puede ignorar este correo: es el único recordatorio que enviamos.',
  },
);

export const coldshieldT = (locale: Locale) => translator(coldshieldMessages, locale);
