import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/**
 * The customer's acknowledgement of a service request (the office alert stays English). The
 * request types and priorities are named as the portal's "Need service?" form names them
 * (web/src/features/client-portal/after-messages.es.ts).
 */
export const serviceRequestMessages = defineCatalogue(
  'emails.service-request-opened',
  {
    subject: 'We received your service request ({estimateNumber})',
    preview: 'We will call you {within} to book a visit.',
    withinHours: 'within {hours} hours',
    withinEmergency: 'within {time}',
    reason:
      'You receive this e-mail because a service request was sent from the client portal of {website} for project {estimateNumber}.',
    thanks:
      'Thank you for letting us know. We received your service request for project {estimateNumber} and the service team has it.',
    request: 'Request',
    priority: 'Priority',
    sent: 'Sent',
    'type.leak': 'Leak',
    'type.storm_damage': 'Storm damage',
    'type.warranty_claim': 'Warranty claim',
    'type.maintenance': 'Maintenance',
    'type.gutters': 'Gutters',
    'type.other': 'Other',
    'priority.low': 'Low',
    'priority.medium': 'Medium',
    'priority.high': 'High',
    'priority.urgent': 'Urgent',
    nextTitle: 'What happens next',
    stepCallUrgent: 'Because you marked this as urgent, we will call you within {time}.',
    stepCall: 'Within {hours} hours we call you to book a visit at a time that suits you.',
    stepVisit:
      'A technician looks at the roof, explains what they find and what it takes to fix it.',
    stepWarrantyClaim:
      'Work covered by your warranty costs you nothing; anything that is not covered, we price before we start.',
    stepWarranty:
      'If the work is covered by your warranty it costs you nothing; otherwise we price it before we start.',
    untilTitle: 'Until we get there',
    untilStayOff:
      'Stay off the roof, and keep out of rooms where the ceiling sags or water is near outlets or lights.',
    untilBucket:
      'Put a bucket or towels under drips and move furniture and electronics out of the way.',
    untilPhotos:
      'Take dated photos of the damage inside and, from the ground, outside: they help us and your insurer.',
    untilCall:
      'If water is coming in fast, call us now on the 24/7 line rather than waiting for our call.',
    follow:
      'You can follow the request in your client portal. Water coming in? Call us at {phone}: emergency service runs 24/7.',
  },
  {
    subject: 'Recibimos su solicitud de servicio ({estimateNumber})',
    preview: 'Le llamaremos {within} para programar una visita.',
    withinHours: 'dentro de {hours} horas',
    withinEmergency: 'dentro de {time}',
    reason:
      'Usted recibe este correo porque se envió una solicitud de servicio desde el portal del cliente de {website} para el proyecto {estimateNumber}.',
    thanks:
      'Gracias por avisarnos. Recibimos su solicitud de servicio para el proyecto {estimateNumber} y ya la tiene nuestro equipo de servicio.',
    request: 'Solicitud',
    priority: 'Prioridad',
    sent: 'Enviada',
    'type.leak': 'Gotera',
    'type.storm_damage': 'Daños por tormenta',
    'type.warranty_claim': 'Reclamo de garantía',
    'type.maintenance': 'Mantenimiento',
    'type.gutters': 'Canaletas',
    'type.other': 'Otro',
    'priority.low': 'Baja',
    'priority.medium': 'Media',
    'priority.high': 'Alta',
    'priority.urgent': 'Urgente',
    nextTitle: 'Los próximos pasos',
    stepCallUrgent: 'Como usted la marcó como urgente, le llamaremos dentro de {time}.',
    stepCall:
      'Dentro de {hours} horas le llamamos para programar una visita a la hora que más le convenga.',
    stepVisit:
      'Un técnico revisa el techo y le explica lo que encuentra y lo que hace falta para repararlo.',
    stepWarrantyClaim:
      'El trabajo que cubre su garantía no le cuesta nada; lo que no esté cubierto se lo cotizamos antes de empezar.',
    stepWarranty:
      'Si su garantía cubre el trabajo, no le cuesta nada; si no, se lo cotizamos antes de empezar.',
    untilTitle: 'Mientras llegamos',
    untilStayOff:
      'No se suba al techo y no entre en las habitaciones donde el cielo raso esté hundido o haya agua cerca de enchufes o lámparas.',
    untilBucket:
      'Ponga un balde o toallas debajo de las goteras y aparte los muebles y los aparatos electrónicos.',
    untilPhotos:
      'Tome fotos con fecha de los daños por dentro y, desde el suelo, por fuera: nos ayudan a nosotros y a su compañía de seguros.',
    untilCall:
      'Si el agua entra rápido, llámenos ahora a la línea de 24/7 en lugar de esperar nuestra llamada.',
    follow:
      'Puede seguir la solicitud en su portal del cliente. ¿Le está entrando agua? Llámenos al {phone}: el servicio de emergencia funciona 24/7.',
  },
);

export type ServiceRequestKey = keyof typeof serviceRequestMessages.en;

export const serviceRequestT = (locale: Locale) => translator(serviceRequestMessages, locale);
