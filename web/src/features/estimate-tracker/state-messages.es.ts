import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { stateMessagesEnglish } from './messages.ts';

const es: SpanishOf<typeof stateMessagesEnglish> = {
  quote_requested: 'Cotización solicitada',
  quote_requested_next: 'Le llamaremos para programar su visita gratuita a la propiedad.',
  site_visit_scheduled: 'Visita programada',
  site_visit_scheduled_next:
    'Nuestro inspector revisa su techo; su estimado por escrito llega después de la visita.',
  estimate_prepared: 'Estimado listo',
  estimate_prepared_next:
    'Revise su estimado y respóndalo: acéptelo, rechácelo o háganos sus preguntas.',
  accepted: 'Aceptado',
  accepted_next:
    'Su contrato de techo está aquí en su portal para leerlo, firmarlo y guardarlo; le llamaremos dentro de un día hábil para programar el trabajo.',
  declined: 'Rechazado',
  declined_next:
    'No tiene que hacer nada más. Si sus planes cambian, llámenos para recibir un estimado actualizado.',
  need_revision: 'Cambios solicitados',
  need_revision_next: 'Estamos revisando su estimado y le enviaremos la nueva versión.',
  in_progress: 'Trabajo en curso',
  in_progress_next: 'Nuestra cuadrilla está trabajando en su techo.',
  completed: 'Terminado',
  completed_next: 'Su techo está terminado; su garantía está en su portal del cliente.',
  cancelled: 'Cancelado',
  cancelled_next: 'Este proyecto se canceló. Llámenos si desea retomarlo.',
  expired: 'Estimado vencido',
  expired_next:
    'Ya pasó el plazo para responder a este estimado. Llámenos para recibir una cotización actualizada.',
  changes: 'Cambios solicitados',
  changes_next:
    'Estamos revisando los cambios que pidió. Su estimado sigue abierto: todavía puede aceptarlo.',
  questions: 'Estimado listo',
  questions_next:
    'Estamos respondiendo sus preguntas. Su estimado sigue abierto: todavía puede aceptarlo.',
  received: 'Recibido',
  received_next: 'Tenemos su solicitud.',
};
export default es;
