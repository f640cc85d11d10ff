import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  documentTitle: 'Cotización instantánea de techo | {company}',
  heading: 'Cotización instantánea de techo',
  intro:
    'Obtenga en un minuto el precio de reemplazo a partir del tamaño de su techo: {price} por cuadro (square) de tejas asfálticas arquitectónicas, o elija teja de concreto o barro, metal de junta alzada o membrana para techo plano a los precios que se muestran con cada material, todo instalado según el Código de Construcción de Florida. ¿Preguntas? Llame al <a>{phone}</a>.',
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
  satelliteFailed:
    'Las fotos satelitales no cargaron aquí (puede que no tenga conexión, que algo las esté bloqueando o que no haya fotos de esta zona); escriba a mano el tamaño de su techo. ¿No está seguro? Llámenos y lo medimos con usted.',
  hiddenRoof: 'Los árboles tapan mi techo o la foto es antigua',
  toManual: 'Escribir el tamaño a mano',
  toSatellite: 'Usar la vista aérea',
  manualLabel: 'Tamaño del techo (cuadros)',
  manualHint:
    'Un cuadro (square) equivale a 100 pies cuadrados de techo; cotizamos cuadros enteros (22.6 se cotiza como 23). Una casa de 2,000 pies cuadrados tiene unos 20-25 cuadros.',

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
    'Mostrando <b>{place}</b>. Trace el techo cara por cara, esquina por esquina: una parte con su propia pendiente (un porche, un garaje, una ampliación) es una cara aparte.',
  mapLabel: 'Vista satelital de {place}: haga clic en las esquinas del techo',
  footprint: 'Superficie en planta',
  footprintValue: '{area} pies cuadrados',
  atLeastThree: 'al menos 3 esquinas',
  sizeWithPitch: 'Tamaño del techo con la pendiente',
  squaresValue: '{squares} cuadros',
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

  keyboardHint:
    'Con el teclado: enfoque el mapa y muévalo con las flechas (con Mayús avanza más); las esquinas se colocan donde está la mira. Ctrl+Z deshace, Ctrl+Y rehace.',
  imageryCaptured: 'Fecha de la imagen: {date}',
  finishFace: 'Terminar la cara {face}',
  addFace: 'Agregar otra cara del techo',
  undo: 'Deshacer',
  redo: 'Rehacer',
  tracingHint:
    'Trazando la cara {face}: haga clic en cada una de sus esquinas en orden, dando toda la vuelta, y luego otra vez en su primera esquina (o en "Terminar la cara {face}").',
  editHint:
    'Arrastre una esquina para moverla, haga clic en el punto pequeño a mitad de un borde para agregar allí una esquina, o haga clic derecho en una esquina para quitarla. Una parte del techo con otra pendiente es una cara aparte: "Agregar otra cara del techo".',
  noFaceHint: 'No hay ninguna cara del techo trazada. Agregue una para empezar.',
  facesHeading: 'Caras del techo',
  faceName: 'Cara {face}',
  faceSelected: '(seleccionada)',
  faceAreaValue: '{plan} pies cuadrados en planta · {surface} pies cuadrados de techo',
  faceCorners:
    '{corners, plural, one {# esquina} other {# esquinas}} por ahora (con al menos 3 se forma una cara)',
  facePitch: 'Pendiente',
  facePitchLabel: 'Pendiente de la cara {face}',
  selectFace: 'Seleccionar la cara {face}',
  deleteFace: 'Eliminar la cara {face}',
  cornersHeading: 'Esquinas de la cara {face}',
  noCornerChosen:
    '{corners, plural, one {# esquina} other {# esquinas}}. Elija una con "Esquina siguiente" para mover, agregar o quitar esquinas sin arrastrar.',
  cornerChosen:
    'Esquina {corner} de {corners} elegida: marcada con un círculo amarillo, bajo la mira.',
  previousCorner: 'Esquina anterior',
  nextCorner: 'Esquina siguiente',
  moveCorner: 'Mover la esquina a la mira',
  insertCorner: 'Agregar una esquina después',
  removeCorner: 'Quitar la esquina',
  facesTraced: 'Caras del techo trazadas',
  announceFace: 'Cara {face}: {area} pies cuadrados de techo con pendiente {pitch}.',
  announceTotal: 'Total: {squares} cuadros.',
  flatPitch: 'plana',

  materialLegend: 'Material del techo',
  materialHint: 'Precio instalado por cuadro (100 pies cuadrados de techo), vigente hoy.',
  'material.shingle': 'Tejas asfálticas arquitectónicas',
  'material.tile': 'Teja (de concreto o de barro)',
  'material.metal': 'Metal (junta alzada)',
  'material.flat': 'Techo plano (TPO o asfalto modificado)',
  materialPrice: '{price} por cuadro',
  materialOnlyShingle:
    'No pudimos cargar los precios de hoy de los techos de teja, metal y planos, así que esta cotización es de tejas asfálticas. Llámenos para los demás.',

  printHeader: 'Licencia de Florida {license}',
  instantQuote: 'Cotización instantánea',
  expectedRange: 'Rango esperado {low} – {high}',
  detailsTitle: 'Detalles de la cotización',
  estimateNumber: 'Número de estimado',
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
  material: 'Material del techo',
  facesResult: 'Caras del techo',
  faceResultValue:
    'Cara {face}: {plan} pies cuadrados en planta con pendiente {pitch}, {surface} pies cuadrados de techo',
  totalSquares: 'Tamaño total del techo: {squares} cuadros',
  imageryDate: 'Fecha de la imagen',
  priceSince: '{price} (precio vigente desde el {date})',
  'scope.tile':
    'Reemplazo de techo de teja que incluye la remoción del techo viejo, una membrana sellada y tejas colocadas según las normas contra vientos fuertes del Código de Construcción de Florida, con tapajuntas y cumbrera nuevos. Una inspección gratuita en el lugar confirma el precio; las reparaciones de la cubierta de madera que se encuentren al remover el techo se cotizan aparte.',
  'scope.metal':
    'Reemplazo de techo de metal de junta alzada que incluye la remoción del techo viejo, una membrana para altas temperaturas, paneles de fijación oculta con la resistencia al viento del Código de Construcción de Florida, remates y ventilación de cumbrera. Una inspección gratuita en el lugar confirma el precio; las reparaciones de la cubierta de madera que se encuentren al remover el techo se cotizan aparte.',
  'scope.flat':
    'Reemplazo de techo plano (membrana TPO o asfalto modificado) que incluye la remoción del techo viejo, panel de cubierta, bordes metálicos y desagües despejados. Una inspección gratuita en el lugar confirma el precio; las reparaciones de la cubierta de madera que se encuentren al remover el techo se cotizan aparte.',
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
