import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  documentTitle: 'Cotización instantánea de techo | {company}',
  heading: 'Cotización instantánea de techo de tejas asfálticas',
  intro:
    'Trace su techo en la vista satelital y obtenga el precio de reemplazo en un minuto: {price} por cuadro (square) de tejas asfálticas arquitectónicas, instaladas según el Código de Construcción de Florida. ¿Preguntas? Llame al <a>{phone}</a>.',
  tabsLabel: 'Cotización instantánea',
  newTab: 'Nueva cotización',
  trackTab: 'Seguir cotización',
  generateNew: 'Crear otra cotización',
  print: 'Imprimir cotización',

  yourDetails: 'Sus datos',
  fullName: 'Nombre completo',
  emailAddress: 'Correo electrónico',
  phoneNumber: 'Número de teléfono',
  streetAddress: 'Dirección',
  city: 'Ciudad',
  zipCode: 'Código postal',
  generate: 'Obtener cotización instantánea',
  generating: 'Calculando...',
  missingTitle: 'Falta información',
  missingDescription: 'Complete todos los campos obligatorios.',
  invalidSizeTitle: 'Tamaño de techo no válido',
  invalidSizeDescription: 'El tamaño del techo debe ser de al menos 1 cuadro.',
  generatedTitle: '¡Cotización lista!',
  generatedDescription: 'Se creó su cotización instantánea {number}.',
  failedTitle: 'Error',
  failedDescription: 'No se pudo crear la cotización. Vuelva a intentarlo.',

  roofSize: 'Tamaño del techo',
  loadingSatellite: 'Cargando la vista satelital...',
  satelliteUnavailable:
    'La vista satelital no está disponible en este momento; escriba a mano el tamaño de su techo. ¿No está seguro? Llámenos y lo medimos con usted.',
  toManual: 'Escribir el tamaño a mano',
  toSatellite: 'Usar la vista aérea',
  manualLabel: 'Tamaño del techo (cuadros)',
  manualHint:
    'Un cuadro (square) equivale a 100 pies cuadrados de techo. Una casa de 2,000 pies cuadrados tiene unos 20-25 cuadros.',

  addressRequiredTitle: 'Falta la dirección',
  addressRequiredDescription:
    'Escriba la dirección de la propiedad para verla en la vista satelital.',
  satelliteIntro:
    'Le mostraremos su techo desde arriba. Revise la dirección, la ciudad y el código postal de arriba, abra la vista satelital y haga clic en cada esquina de su techo.',
  finding: 'Buscando su propiedad...',
  viewSatellite: 'Ver en vista satelital',
  addressNotFound:
    'No encontramos esa dirección en el mapa. Revise la calle, la ciudad y el código postal, o escriba el tamaño a mano.',
  lookupDown:
    'El servicio de mapas no responde en este momento. Vuelva a intentarlo o escriba el tamaño a mano.',
  showing:
    'Mostrando <b>{place}</b>. Haga clic en cada esquina del techo en orden, dando toda la vuelta (incluya porches y garajes).',
  mapLabel: 'Vista satelital de {place}: haga clic en las esquinas del techo',
  cornersTraced: 'Esquinas trazadas',
  footprint: 'Superficie en planta',
  footprintValue: '{area} pies cuadrados',
  atLeastThree: 'al menos 3 esquinas',
  sizeWithPitch: 'Tamaño del techo con la pendiente',
  squaresValue: '{squares} cuadros',
  pitchLabel: 'Pendiente del techo (inclinación)',
  pitchPlaceholder: 'Elija la pendiente',
  pitchHint:
    '¿No está seguro? La mayoría de las casas de Florida tienen de 4/12 a 6/12. La confirmamos en el lugar.',
  'pitch.flat': 'Plano o casi plano (porches, ampliaciones)',
  'pitch.3/12': '3/12 – poca pendiente (techos de porche, ampliaciones)',
  'pitch.4/12': '4/12 – poca pendiente, fácil de caminar',
  'pitch.5/12': '5/12 – pendiente suave',
  'pitch.6/12': '6/12 – típica casa de una planta en Florida',
  'pitch.7/12': '7/12 – pendiente media',
  'pitch.8/12': '8/12 – moderadamente inclinado',
  'pitch.9/12': '9/12 – difícil de caminar',
  'pitch.10/12': '10/12 – inclinado',
  'pitch.11/12': '11/12 – muy inclinado',
  'pitch.12/12': '12/12 – muy inclinado (45°)',
  reset: 'Empezar de nuevo',
  changeAddress: 'Cambiar dirección',
  addCorner: 'Agregar esquina en la mira',
  keyboardHint: 'Con el teclado: enfoque el mapa, muévalo con las flechas y agregue una esquina.',

  printHeader: 'Licencia de Florida {license}',
  instantQuote: 'Cotización instantánea',
  expectedRange: 'Rango esperado {low} – {high}',
  detailsTitle: 'Detalles de la cotización',
  estimateNumber: 'Número de estimado',
  roofType: 'Tipo de techo',
  'roofType.Shingle': 'Tejas asfálticas',
  squares: '<n>{squares}</n> cuadros',
  pricePerSquare: 'Precio por cuadro',
  total: 'Total',
  measured: 'Medición',
  measuredValue: '{area} pies cuadrados en planta × {factor} por una pendiente de {pitch}',
  confidence: 'Confianza',
  'confidence.high': 'Alta: un trazo limpio de un techo sencillo',
  'confidence.medium': 'Media: la pendiente o la forma añaden algo de incertidumbre',
  'confidence.low': 'Baja: mediremos en el lugar antes de dar un precio firme',
  reviewTitle: 'Un especialista en techos revisará esta cotización',
  reviewText:
    'Su techo necesita una revisión más detallada antes de confirmar el precio; le llamaremos en un plazo de 24 horas.',
  'reason.large-roof':
    'Más de 60 cuadros: un techo grande, hay que medirlo en el lugar antes de dar un precio firme',
  'reason.steep-pitch':
    'Pendiente de 10/12 o más: mano de obra, andamios y equipo de seguridad para techo inclinado',
  'reason.many-faces':
    'Más de 6 caras: un techo con muchos cortes, con más limahoyas, limatesas y desperdicio',
  'reason.self-intersecting-outline':
    'El contorno trazado se cruza consigo mismo: el área medida puede estar mal',
  'reason.overlapping-faces':
    'Las caras trazadas se superponen: parte del techo podría contarse dos veces',
  'reason.mixed-pitches':
    'Partes planas e inclinadas en un mismo techo: dos sistemas de techo, cada uno con su precio',
  'reason.tile-on-flat':
    'Teja en una parte plana: el Código de Construcción de Florida solo permite teja con una pendiente de 2½/12 o más, así que esa parte necesita una membrana para techo plano',
  'reason.tile-low-slope':
    'Teja en una pendiente de 3/12: se permite, pero por debajo de 4/12 el código exige una doble capa de base impermeable',
  'reason.membrane-on-pitched-face':
    'Una membrana para techo plano en una parte inclinada: revisamos qué material lleva cada parte del techo',
  customerTitle: 'Datos del cliente',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  property: 'Propiedad',
  scope:
    'Reemplazo de techo de tejas asfálticas que incluye la remoción del techo viejo, membrana sintética, clavado según el Código de Construcción de Florida y ventilación de cumbrera. Una inspección gratuita en el lugar confirma el precio; las reparaciones de la cubierta de madera que se encuentren al remover el techo se cotizan aparte.',

  trackHeading: 'Siga su cotización instantánea',
  trackMissing: 'Escriba un número de estimado para seguirlo.',
  trackButton: 'Seguir cotización',
  trackPlaceholder: 'IQ-123456-789',
  trackHint:
    'Empieza con IQ- y aparece en el correo electrónico que le enviamos con su cotización.',
  lookingUp: 'Buscando su cotización...',
  notFound:
    'No encontramos ninguna cotización con ese número de estimado. Revise el número y vuelva a intentarlo.',
  lookupFailed:
    'No pudimos buscar su cotización en este momento. Vuelva a intentarlo en un momento.',
};
export default es;
