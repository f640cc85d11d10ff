import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  'step.1': 'Detalles del proyecto',
  'step.2': 'Datos de contacto',
  'step.3': 'Cita',
  stepOf: 'Paso {step} de {total}',
  requiredNote: 'Los campos marcados con <mark>*</mark> son obligatorios.',
  previous: 'Anterior',
  next: 'Siguiente paso',
  submit: 'Enviar solicitud de cotización',
  submitting: 'Enviando...',
  stepsLabel: 'Pasos de la solicitud de cotización',
  stepNumber: 'Paso {step}: ',
  completed: ' (completado)',
  incomplete: ' (incompleto)',

  sentTitle: '¡Solicitud de cotización enviada!',
  sentDescription:
    '¡Gracias por su solicitud de cotización! Nos comunicaremos con usted en un plazo de 24 horas para programar su consulta gratuita.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo enviar la solicitud de cotización. Vuelva a intentarlo.',
  refusedTitle: 'Revise sus datos',
  refusedDescription:
    'Falta información obligatoria o hay datos no válidos. Revise los campos marcados.',

  serviceType: 'Tipo de servicio',
  serviceTypePlaceholder: 'Elija un servicio',
  propertyType: 'Tipo de propiedad',
  propertyTypePlaceholder: 'Elija un tipo de propiedad',
  currentRoofMaterial: 'Material actual del techo',
  currentRoofMaterialPlaceholder: 'Elija un material (opcional)',
  roofAge: 'Antigüedad del techo (años)',
  roofAgePlaceholder: 'p. ej., 15',
  projectDescription: 'Descripción del proyecto',
  projectDescriptionPlaceholder:
    'Cuéntenos sobre goteras, daños por tormenta, tejas que faltan o el trabajo que desea.',
  veteran: 'Soy veterano o militar en servicio activo ({percent}% de descuento)',
  veteranNote: 'Nuestro agradecimiento por su servicio.',
  senior: 'Soy persona mayor, de 65 años o más ({percent}% de descuento)',
  seniorNote: 'Se aplica a su estimado por escrito.',

  'option.new-roof': 'Techo nuevo',
  'option.roof-replacement': 'Reemplazo de techo',
  'option.roof-repair': 'Reparación de techo',
  'option.inspection': 'Inspección',
  'option.residential': 'Residencial',
  'option.commercial': 'Comercial',
  'option.shingles': 'Tejas asfálticas',
  'option.tile': 'Tejas de barro o concreto',
  'option.metal': 'Metal',
  'option.flat': 'Techo plano',
  'option.other': 'Otro',
  'option.morning': 'Mañana (8am-12pm)',
  'option.afternoon': 'Tarde (12pm-5pm)',
  'option.evening': 'Noche (5pm-7pm)',

  firstName: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  emailPlaceholder: 'usted@ejemplo.com',
  streetAddress: 'Dirección',
  city: 'Ciudad',
  state: 'Estado',
  zipCode: 'Código postal',

  preferredDate: 'Fecha preferida',
  preferredTime: 'Horario preferido',
  anyTime: 'Cualquier hora',
  specialInstructions: 'Instrucciones especiales',
  specialInstructionsPlaceholder: 'Códigos del portón, mascotas, la mejor forma de comunicarnos…',

  nextHeading: '¿Qué sigue?',
  next1: 'Nos comunicamos con usted en un plazo de {hours} horas para confirmar su cita.',
  next2: 'Un inspector de techos certificado visita su propiedad.',
  next3: 'Usted recibe un estimado detallado por escrito en un plazo de {hours} horas.',
  next4: 'Sin compromiso: la consulta es totalmente gratuita.',

  receivedHeading: 'Solicitud recibida',
  receivedNumber:
    'Su número de estimado es <number>{estimateNumber}</number>. Guárdelo para seguir su solicitud en línea.',
  track: 'Seguir este estimado',
  another: 'Solicitar otra cotización',
};
export default es;
