import type { SpanishOf } from '../../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  heading: 'Permiso e inspecciones',
  permitNumber: ' · Permiso ',
  loading: 'Cargando su permiso...',
  loadError: 'No pudimos cargar su permiso.',
  tryAgain: 'Intentar de nuevo',
  none: 'Todavía no hemos solicitado su permiso. Una vez firmado su contrato, lo solicitamos al departamento de construcción, y usted puede seguir cada paso aquí: la emisión del permiso y luego las inspecciones del techo.',
  timeline: 'Etapas del permiso',
  step_applied: 'Permiso solicitado',
  step_issued: 'Permiso emitido',
  'step_dry-in-passed': 'Inspección de impermeabilización aprobada',
  'step_final-passed': 'Inspección final aprobada',
  done: ' (completado)',
  inspections: 'Inspecciones',
  inspectorNoted: 'El inspector anotó: ',
  clockHeading: 'Sus fechas según la ley de Florida',
  clockIntro:
    'Su depósito fue de más del {percent}% del precio, por lo que la ley de Florida (s. 489.126) nos fija estas fechas:',
  scheduledFor: 'Inspección programada para el {date}',
  nextStep: 'Próximo paso',
  nextBook: 'Próximo paso: programaremos la inspección',
  dryIn: 'Inspección de impermeabilización del techo',
  final: 'Inspección final del techo',
  inspection: 'Inspección',
  passed: 'Aprobada el {date}.',
  failed:
    'No fue aprobada el {date}. Corregimos lo que pidió el inspector y programamos una nueva inspección; usted no tiene que hacer nada.',
  cancelled: 'Cancelada. Programaremos un nuevo día.',
  scheduled: 'Programada para el {date}. Nuestro equipo recibe al inspector en su propiedad.',
  applyBy: 'Debemos solicitar su permiso a más tardar el {date}.',
  applyByDone:
    'Debemos solicitar su permiso a más tardar el {date}. Lo solicitamos el {appliedOn}.',
  startBy: 'El trabajo debe comenzar a más tardar el {date}.',
  startWithin:
    'El trabajo debe comenzar dentro de los {days} días siguientes a la emisión del permiso; mostraremos la fecha aquí cuando se emita.',
};
export default es;
