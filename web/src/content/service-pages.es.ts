import {
  COMPANY,
  INSPECTION_STARTING_PRICES,
  INSPECTION_TYPES,
  type InspectionType as InspectionTypeValue,
  PROMISES,
  WARRANTY_TERMS,
} from '@roofing/contracts';
import type { ServicePagesContent } from './service-pages.ts';
import { prose } from './text.ts';

/**
 * The four service pages in Spanish (issue 24): the twin of service-pages.ts, the same type, the
 * same figures from contracts. Written for North Florida homeowners ("usted", "techo",
 * "tejas asfálticas" for shingles).
 */
const NAMES: ServicePagesContent['names'] = {
  '/services/residential': 'Techos residenciales',
  '/services/commercial': 'Techos comerciales',
  '/services/repairs': 'Reparación de techos',
  '/services/inspections': 'Inspección de techos',
};

const INSPECTION_NAMES: Record<InspectionTypeValue, string> = {
  'full-roof': 'Inspección completa del techo',
  repair: 'Evaluación de reparación',
  maintenance: 'Revisión de mantenimiento',
  insurance: 'Inspección para el seguro',
  visual: 'Visual',
  drone: 'Con dron',
  'thermal-imaging': 'Imagen térmica',
  'comprehensive-report': 'Informe completo',
};

const INSPECTION_DESCRIPTIONS: Record<InspectionTypeValue, string> = {
  'full-roof': prose`Nuestra inspección estándar: cada vertiente, los tapajuntas, las penetraciones,
    las canaletas y el ático, con fotos fechadas y un resumen por escrito.`,
  repair: prose`Para decidir entre reparar o reemplazar: rastreamos la gotera o el daño hasta su
    origen y le damos opciones honestas por escrito.`,
  maintenance: prose`Una revisión anual de selladores, sujetadores, tapajuntas y canaletas, con los
    pequeños arreglos que conviene hacer antes de la temporada de huracanes.`,
  insurance: prose`La edad, el estado y la vida útil restante del techo, y cualquier daño por
    tormenta, documentados con fotos fechadas para su aseguradora o ajustador.`,
  visual: prose`Un recorrido documentado del techo y una revisión del ático que cubren la cubierta,
    los tapajuntas, los respiraderos y las canaletas, con un informe por escrito.`,
  drone: prose`Fotos aéreas de alta resolución de techos empinados, altos o de tejas frágiles, sin
    caminar sobre el techo.`,
  'thermal-imaging': prose`Escaneo infrarrojo que revela humedad atrapada y goteras ocultas bajo la
    superficie del techo.`,
  'comprehensive-report': prose`Los hallazgos visuales, del dron y térmicos reunidos en un informe
    detallado con fotos, la vida útil restante estimada y las prioridades de reparación.`,
};

const lowestSpecializedPrice = Math.min(
  ...INSPECTION_STARTING_PRICES.map((type) => type.startingPrice),
);

const warrantyTerms = `${WARRANTY_TERMS.materialsYears} años en materiales y ${WARRANTY_TERMS.workmanshipYears} años en mano de obra`;

const es: ServicePagesContent = {
  names: NAMES,
  residential: {
    hero: {
      eyebrow: NAMES['/services/residential'],
      title: 'Un techo nuevo hecho para la costa del norte de Florida',
      subtitle: prose`Techos de tejas asfálticas, tejas y metal instalados según el Código de
        Construcción de Florida, con remoción completa, la base del techo clavada de nuevo y una
        barrera secundaria contra el agua en cada reemplazo. La mayoría de las casas se terminan en
        1 a 3 días.`,
    },
    cards: [
      {
        title: 'Techos de tejas asfálticas arquitectónicas',
        description: prose`La opción más popular y económica para las casas de Florida. Instalamos
          tejas asfálticas arquitectónicas para vientos fuertes, con el clavado reforzado y las
          hileras de arranque que mantienen los bordes en su lugar durante una tormenta.`,
        features: [
          'Tejas asfálticas con clasificación de viento Clase H o Clase F',
          'Gránulos resistentes a las algas contra las manchas negras',
          'Membrana sintética o autoadherible sobre una base sellada',
          'Sujetadores de acero inoxidable o galvanizados en caliente cerca de la costa',
          'Vida útil típica en Florida de unos 15 a 25 años',
        ],
      },
      {
        title: 'Techos de tejas de concreto y de barro',
        description: prose`Las tejas le dan su carácter a las casas de estilo mediterráneo y
          español, y duran décadas. Instalamos techos de tejas nuevos y volvemos a colocar las tejas
          existentes sobre una membrana nueva cuando la anterior ya se desgastó.`,
        features: [
          'Tejas de concreto y de barro en perfiles de barril, planos y en S',
          'Membrana autoadherible, la verdadera impermeabilización bajo las tejas',
          'Fijación con adhesivo de espuma o mecánica según la aprobación del producto',
          'Revisamos la estructura antes de cambiar de tejas asfálticas a tejas',
          'Preparamos con usted las aprobaciones del distrito histórico y de la HOA',
        ],
      },
      {
        title: 'Techos de metal de junta alzada',
        description: prose`El techo más duradero que instalamos y la mejor superficie para paneles
          solares. Clips ocultos, sin sujetadores a la vista y paneles elegidos según la distancia
          de su casa al agua salada.`,
        features: [
          'Aluminio para casas frente al mar, acero con recubrimiento tierra adentro',
          'Acabados PVDF (tipo Kynar) que conservan su color',
          'Colores reflectantes que mantienen el ático más fresco',
          'Los paneles solares se sujetan a las juntas sin perforar el techo',
          'Suele durar 40 años o más',
        ],
      },
    ],
    closing: {
      title: '¿Listo para un techo que aguante la temporada de huracanes?',
      text: prose`Programe una inspección gratuita: medimos su techo, fotografiamos su estado y le
        damos por escrito el precio de cada opción, lado a lado, en menos de
        ${PROMISES.writtenEstimateWithinHours} horas. Los veteranos y las personas mayores (65+)
        ahorran un ${COMPANY.discounts.veterans}%, ofrecemos financiamiento y cada techo lleva
        nuestra garantía por escrito: ${warrantyTerms}.`,
    },
  },
  commercial: {
    hero: {
      eyebrow: NAMES['/services/commercial'],
      title: 'Techos comerciales que mantienen su negocio funcionando',
      subtitle: prose`Instalación, reemplazo, restauración y mantenimiento de techos planos y de
        poca pendiente para negocios del norte de Florida, programados según su horario y
        documentados para los registros de su propiedad.`,
    },
    cards: [
      {
        title: 'Sistemas de techo plano',
        description: prose`Todo techo plano empieza por el drenaje. Evaluamos la base, el
          aislamiento y los desagües con muestras de núcleo, y luego le recomendamos el sistema que
          conviene al edificio, a sus equipos en el techo y a su presupuesto.`,
        features: [
          'Betún modificado, membranas de una sola capa y recubrimientos para techos',
          'Aislamiento con pendiente y desagües adicionales para evitar el encharcamiento',
          'Recubrimientos de restauración para alargar la vida de un techo en buen estado',
          'Bases de equipos, pasillos y penetraciones detallados como se debe',
        ],
      },
      {
        title: 'Techos de TPO',
        description: prose`Una membrana termoplástica blanca de una sola capa con juntas soldadas
          con calor. Su superficie reflectante ayuda a mantener el edificio más fresco bajo el sol
          de Florida.`,
        features: [
          'Juntas soldadas con calor, más fuertes que los traslapes pegados',
          'Superficie blanca muy reflectante',
          'Sistemas fijados mecánicamente o totalmente adheridos según el diseño de viento',
          'Garantías del fabricante disponibles en los sistemas que califican',
        ],
      },
      {
        title: 'Techos de EPDM',
        description: prose`Una membrana de caucho sintético de eficacia comprobada que se mantiene
          flexible con el calor y los cambios de temperatura, una opción rentable para muchos
          edificios de poca pendiente.`,
        features: [
          'Membrana de caucho duradera y flexible',
          'Menos juntas gracias a láminas de gran ancho',
          'Fácil de reparar y de mantener',
          'Rentable durante toda la vida del techo',
        ],
      },
    ],
    industriesTitle: 'Sectores que atendemos',
    industries: [
      {
        name: 'Oficinas',
        text: 'Edificios de oficinas y parques empresariales, con el trabajo programado según los inquilinos.',
      },
      {
        name: 'Comercio',
        text: 'Centros comerciales y locales, con las entradas y el estacionamiento abiertos y seguros.',
      },
      {
        name: 'Industria',
        text: 'Almacenes y edificios industriales ligeros con techos grandes de poca pendiente.',
      },
      {
        name: 'Salud',
        text: 'Consultorios y clínicas, donde las goteras y el ruido deben reducirse al mínimo.',
      },
      {
        name: 'Educación',
        text: 'Escuelas y centros de capacitación, con los trabajos grandes planeados para las vacaciones y los fines de semana.',
      },
      {
        name: 'Hotelería',
        text: 'Hoteles y restaurantes cerca de las playas, donde importan tanto el aire salino como los huéspedes.',
      },
    ],
    closing: {
      title: 'Planee su próximo proyecto de techo comercial',
      text: prose`Pida una evaluación gratuita del techo con fotos y un alcance por escrito. También
        ofrecemos programas de mantenimiento para administradores de propiedades. Llame al
        ${COMPANY.phone} o pida una cotización en línea.`,
    },
  },
  repairs: {
    hero: {
      eyebrow: NAMES['/services/repairs'],
      title: 'Reparaciones de techo rápidas y duraderas',
      subtitle: prose`Desde un sello de tubería agrietado hasta los daños de un huracán, encontramos
        el verdadero origen de la gotera y la reparamos bien, con garantía por escrito.`,
    },
    emergencyBanner: {
      title: 'Reparación de techos de emergencia 24/7',
      text: prose`¿Le está entrando agua o tiene daños por tormenta? Llame al ${COMPANY.phone}.
        Nuestras cuadrillas están de guardia las 24 horas y suelen llegar en
        ${PROMISES.emergencyResponse.replace(' hours', ' horas')}.`,
    },
    cards: [
      {
        title: 'Reparación de goteras',
        description: prose`La mayoría de las goteras empiezan en los tapajuntas, los sellos de
          tubería, las limahoyas o los clavos expuestos, a menudo lejos de donde aparece la mancha.
          Seguimos el camino del agua en el ático y en el techo antes de reparar nada.`,
        features: [
          'Rastreo de goteras desde el ático y desde la superficie del techo',
          'Reparación de tapajuntas, sellos de tubería y tragaluces',
          'Detección de humedad con imagen térmica cuando hace falta',
          'Fotos de la causa y de la reparación terminada',
        ],
      },
      {
        title: 'Daños por tormenta',
        description: prose`El viento, las ramas que caen y la lluvia con viento dañan los techos de
          maneras que no siempre se ven desde el suelo. Documentamos todo para su reclamo de seguro
          y lo reparamos según el código vigente.`,
        features: [
          'Tejas asfálticas que faltan, tejas rotas y metal levantado',
          'Fotos fechadas y un estimado detallado para su ajustador',
          'Reparaciones que combinan con su techo actual siempre que se pueda',
          'Consejos honestos sobre reparar o reemplazar',
        ],
      },
      {
        title: 'Servicios de emergencia',
        description: prose`Cuando está entrando agua, lo primero es detenerla. Aseguramos el techo
          con una lona temporal o un sellado provisional y regresamos para la reparación
          definitiva.`,
        features: [
          `En su casa normalmente en ${PROMISES.emergencyResponse.replace(' hours', ' horas')}, 24/7`,
          'Lonas de emergencia bien aseguradas y tapiado de aberturas',
          'Coordinación para retirar árboles y ramas caídas',
          'Recibos y fotos para respaldar su reclamo',
        ],
      },
    ],
    commonProblems: [
      {
        title: 'Tejas asfálticas dañadas o que faltan',
        text: prose`El viento rompe las tiras de sellado y levanta o arranca las tejas asfálticas,
          sobre todo en los bordes y las cumbreras, y deja la membrana expuesta al sol y la lluvia.`,
      },
      {
        title: 'Tapajuntas que fallan',
        text: prose`El sellador reseco y los tapajuntas sueltos o faltantes en paredes, chimeneas y
          tragaluces causan más goteras que las propias tejas.`,
      },
      {
        title: 'Problemas de canaletas',
        text: prose`Las canaletas tapadas o caídas se desbordan por detrás de la fascia, pudren el
          borde del techo y empujan el agua bajo la primera hilera de tejas.`,
      },
      {
        title: 'Tejas agrietadas o desplazadas',
        text: prose`Las tejas rotas dejan expuesta la membrana de abajo, que es la verdadera
          impermeabilización de un techo de tejas y se desgasta a los 20 o 25 años.`,
      },
    ],
    process: [
      {
        step: 1,
        title: 'Llamada de emergencia',
        text: prose`Llame al ${COMPANY.phone} a cualquier hora. Le hacemos unas preguntas, le damos
          consejos de seguridad y enviamos una cuadrilla.`,
      },
      {
        step: 2,
        title: 'Evaluación',
        text: prose`Inspeccionamos el techo y el ático, encontramos el origen del problema, lo
          fotografiamos y le damos un precio por escrito antes de cualquier trabajo definitivo.`,
      },
      {
        step: 3,
        title: 'Reparación',
        text: prose`Hacemos la reparación con materiales que combinan con su techo y cumplen el
          Código de Construcción de Florida, y luego lo dejamos todo limpio.`,
      },
      {
        step: 4,
        title: 'Garantía',
        text: prose`Usted recibe fotos del trabajo terminado y una garantía de mano de obra por escrito
          sobre la reparación.`,
      },
    ],
    closing: {
      title: 'Detenga la gotera antes de que se extienda',
      text: prose`Con la humedad de Florida, los pequeños problemas del techo se convierten pronto
        en problemas de cielo raso, aislamiento y moho. Pida una inspección gratuita o llame ahora
        para un servicio de emergencia.`,
    },
  },
  inspections: {
    hero: {
      eyebrow: NAMES['/services/inspections'],
      title: 'Sepa exactamente en qué estado está su techo',
      subtitle: prose`Inspecciones minuciosas y documentadas con fotos, hechas por un inspector
        certificado, ya sea que esté comprando una casa, presentando un reclamo o preparándose para
        la temporada de huracanes. Le devolvemos la llamada en menos de
        ${PROMISES.contactWithinHours} horas para programarla.`,
    },
    cards: [
      {
        title: 'Inspecciones antes de comprar',
        description: prose`Reemplazar el techo es una de las mayores sorpresas que puede llevarse un
          comprador. Conozca el estado, la edad y la vida útil restante del techo antes de cerrar la
          compra.`,
        features: [
          'Vida útil restante estimada del techo',
          'Historial de permisos y verificación de la edad del techo',
          'Rangos de costo de reparación y reemplazo para negociar',
          'Informe listo para su agente y su aseguradora',
        ],
      },
      {
        title: 'Reclamos de seguro',
        description: prose`Después de una tormenta, un registro claro de los daños ayuda a que su
          reclamo avance. Documentamos lo que encontramos y estimamos la reparación; el reclamo en
          sí queda entre usted y su aseguradora.`,
        features: [
          'Fotos fechadas de cada área dañada',
          'Estimado detallado de reparación o reemplazo',
          'Nos reunimos con su ajustador en la propiedad si usted lo desea',
          'Documentación del estado del techo para preguntas del seguro sobre techos viejos',
        ],
      },
      {
        title: 'Planes de mantenimiento',
        description: prose`Una inspección anual detecta los problemas pequeños antes de que se
          conviertan en goteras y mantiene en orden sus registros de garantía y de seguro.`,
        features: [
          'Inspección anual con informe fotográfico',
          'Sellado y fijación menores incluidos',
          'Limpieza de limahoyas y canaletas',
          'Prioridad en la programación después de las tormentas',
        ],
      },
    ],
    inspectionTypes: INSPECTION_TYPES.map((type) => ({
      value: type.value,
      name: INSPECTION_NAMES[type.value],
      startingPrice: type.startingPrice,
      description: INSPECTION_DESCRIPTIONS[type.value],
    })),
    includedTitle: 'Cada inspección incluye',
    included: [
      'Estado de la cubierta: tejas asfálticas, tejas, metal o membrana',
      'Tapajuntas en paredes, chimeneas, tragaluces y limahoyas',
      'Sellos de tubería, respiraderos y otras penetraciones del techo',
      'Canaletas, goteros, fascia y drenaje',
      'Revisión del ático: goteras, ventilación y estado de la base',
      'Señales de daños por tormenta, viento o impacto',
      'Fotos fechadas de cada hallazgo',
      'Resumen por escrito con los próximos pasos recomendados',
    ],
    closing: {
      title: 'Programe la inspección de su techo',
      text: prose`Nuestra inspección estándar es gratuita, sea para lo que sea; las inspecciones y
        los informes especializados empiezan en $${lowestSpecializedPrice}. Llame al
        ${COMPANY.phone} o reserve en línea.`,
    },
  },
};
export default es;
