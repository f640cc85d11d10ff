import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/**
 * The homeowner's confirmation of an inspection request (the office alert stays English). The
 * inspection types and urgency levels are named as the portal's inspection form names them
 * (web/src/features/client-portal/messages.es.ts); English keeps INSPECTION_TYPES and
 * URGENCY_LEVELS' labels. What each visit covers is in covers.ts.
 */
export const inspectionRequestedMessages = defineCatalogue(
  'emails.inspection-requested',
  {
    subject: 'We received your inspection request ({requestNumber})',
    subjectEmergency:
      "Emergency inspection request received ({requestNumber}): we'll call within {time}",
    preview: 'We will call you within {hours} hours to schedule your inspection.',
    previewEmergency: 'We will call you within {time}.',
    reason:
      'You receive this e-mail because this address was entered on the inspection request form of {website}.',
    thanks:
      'Thank you for asking {company} to inspect your roof. We have your request and it is in our schedule queue.',
    thanksEmergency:
      'Thank you for contacting {company}. We have your emergency inspection request and the office has been alerted.',
    yourNumber: 'Your request number',
    keepNumber: 'Keep this number handy: mention it when you call us or when we call you.',
    requestTitle: 'Your request',
    inspection: 'Inspection',
    urgency: 'Urgency',
    preferredDate: 'Preferred date',
    nextTitle: 'What happens next',
    stepCall:
      'Within {hours} hours we call you to schedule your inspection, as close to your preferred date as we can.',
    stepCallEmergency:
      'Because you marked this as an emergency, we will call you within {time} to arrange the visit.',
    stepVisit:
      'A licensed and insured inspector visits the property. If you can, clear the way to the attic access: the underside of the roof deck shows leaks the outside does not.',
    stepReport:
      'You receive dated photos and a written summary of what we found, with recommended next steps. We explain any cost before we book, so there are no surprises.',
    coversTitle: 'What the {type} covers',
    untilTitle: 'Until we get there',
    untilSafe:
      "Stay safe: don't go up on the roof, and keep out of rooms where the ceiling sags or water is near outlets or lights.",
    untilMove:
      'Move furniture, electronics and valuables away from drips, and put a bucket or towels under the leak.',
    untilPhotos:
      'Take photos of the damage inside and out from the ground: your insurance company will ask for them.',
    questions: 'Questions, or water coming in? Call us at {phone}: emergency service runs 24/7.',
    hours: 'Office hours: {hours}.',
    // The inspection types and urgency levels (contracts INSPECTION_TYPES, URGENCY_LEVELS).
    'type.full-roof': 'Full Roof Inspection',
    'type.repair': 'Repair Assessment',
    'type.maintenance': 'Maintenance Check',
    'type.insurance': 'Insurance Inspection',
    'type.visual': 'Visual',
    'type.drone': 'Drone',
    'type.thermal-imaging': 'Thermal Imaging',
    'type.comprehensive-report': 'Comprehensive Report',
    'urgency.routine': 'Routine (1-2 weeks)',
    'urgency.urgent': 'Urgent (3-5 days)',
    'urgency.emergency': 'Emergency (24-48 hours)',
  },
  {
    subject: 'Recibimos su solicitud de inspección ({requestNumber})',
    subjectEmergency:
      'Recibimos su solicitud de inspección de emergencia ({requestNumber}): le llamaremos dentro de {time}',
    preview: 'Le llamaremos dentro de {hours} horas para programar su inspección.',
    previewEmergency: 'Le llamaremos dentro de {time}.',
    reason:
      'Usted recibe este correo porque esta dirección se escribió en el formulario de solicitud de inspección de {website}.',
    thanks:
      'Gracias por pedirle a {company} que inspeccione su techo. Recibimos su solicitud y ya está en nuestra lista para programarla.',
    thanksEmergency:
      'Gracias por comunicarse con {company}. Recibimos su solicitud de inspección de emergencia y ya avisamos a la oficina.',
    yourNumber: 'Su número de solicitud',
    keepNumber:
      'Tenga este número a mano: menciónelo cuando nos llame o cuando nosotros le llamemos.',
    requestTitle: 'Su solicitud',
    inspection: 'Inspección',
    urgency: 'Urgencia',
    preferredDate: 'Fecha preferida',
    nextTitle: 'Los próximos pasos',
    stepCall:
      'Dentro de {hours} horas le llamamos para programar su inspección lo más cerca posible de la fecha que prefiere.',
    stepCallEmergency:
      'Como usted la marcó como emergencia, le llamaremos dentro de {time} para coordinar la visita.',
    stepVisit:
      'Un inspector con licencia y seguro visita la propiedad. Si puede, despeje el acceso al ático: la parte de abajo de la plataforma del techo muestra filtraciones que no se ven desde afuera.',
    stepReport:
      'Recibe fotos con fecha y un resumen por escrito de lo que encontramos, con los próximos pasos que recomendamos. Le explicamos cualquier costo antes de programar el trabajo, para que no haya sorpresas.',
    coversTitle: 'Qué incluye su inspección: {type}',
    untilTitle: 'Mientras llegamos',
    untilSafe:
      'Cuídese: no se suba al techo y no entre en las habitaciones donde el cielo raso esté hundido o haya agua cerca de enchufes o lámparas.',
    untilMove:
      'Aleje de las goteras los muebles, los aparatos electrónicos y los objetos de valor, y ponga un balde o toallas debajo de la gotera.',
    untilPhotos:
      'Tome fotos de los daños por dentro y, desde el suelo, por fuera: su compañía de seguros se las pedirá.',
    questions:
      '¿Tiene preguntas o le está entrando agua? Llámenos al {phone}: el servicio de emergencia funciona 24/7.',
    hours: 'Horario de oficina: {hours}.',
    'type.full-roof': 'Inspección completa del techo',
    'type.repair': 'Evaluación de reparación',
    'type.maintenance': 'Revisión de mantenimiento',
    'type.insurance': 'Inspección para el seguro',
    'type.visual': 'Visual',
    'type.drone': 'Con dron',
    'type.thermal-imaging': 'Imagen térmica',
    'type.comprehensive-report': 'Informe completo',
    'urgency.routine': 'De rutina (1 a 2 semanas)',
    'urgency.urgent': 'Urgente (3 a 5 días)',
    'urgency.emergency': 'Emergencia (24 a 48 horas)',
  },
);

export type InspectionRequestedKey = keyof typeof inspectionRequestedMessages.en;

export const inspectionRequestedT = (locale: Locale) =>
  translator(inspectionRequestedMessages, locale);
