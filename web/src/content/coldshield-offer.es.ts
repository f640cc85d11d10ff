import { COLDSHIELD_OFFER, COMPANY } from '@roofing/contracts';
import type { ColdshieldContent } from './coldshield-offer.ts';

/** /es/coldshield-offer: the refrigeration-roof offer in Spanish (same figures, same offer). */
const offer = COLDSHIELD_OFFER;

const content: ColdshieldContent = {
  copy: {
    documentTitle: `Renovación de techos para refrigeración ${offer.name} | ${COMPANY.name}`,
    eyebrow: 'Para instalaciones de almacenamiento en frío y distribución de alimentos',
    title: `Reduzca su carga de enfriamiento con una renovación de techo ${offer.name} en ${offer.retrofitDays} días`,
    intro:
      'El sol de Florida castiga el techo de un almacén refrigerado todo el año, y sus compresores ' +
      `pagan por cada grado que se cuela. ${offer.name} es un sistema de techo reflectante y aislado ` +
      `que reduce hasta un ${offer.maxThermalReductionPercent}% el calor que entra por el techo. Se ` +
      'instala sobre su cubierta actual mientras sus muelles de carga siguen funcionando.',
    heroCta: `Solicite su escaneo térmico GRATIS de $${offer.thermalScanValue}`,
    heroFacts: [
      `Renovación en ${offer.retrofitDays} días, sin cerrar`,
      `Garantía de ${offer.warrantyYears} años`,
      `Garantía de devolución de dinero de ${offer.moneyBackDays} días`,
    ],
    urgencyBanner: `Renovamos un número limitado de techos cada mes: solo quedan ${offer.spotsPerMonth} cupos disponibles este mes.`,
    benefitsTitle: `Por qué los dueños de instalaciones eligen ${offer.name}`,
    formTitle: `Solicite su escaneo térmico GRATIS (un valor de $${offer.thermalScanValue})`,
    formIntro:
      'Díganos dónde está su instalación. Un técnico de techos hace un escaneo infrarrojo del ' +
      'techo, marca por dónde se escapa el frío y por dónde entra el calor, y le explica los ' +
      'números. Sin costo y sin compromiso.',
    submit: 'Quiero mi escaneo térmico gratis',
    submitting: 'ENVIANDO...',
    testimonialsTitle: `Con la confianza de más de ${offer.facilitiesServed.replace('+', '')} instalaciones`,
    faqTitle: 'Preguntas de los gerentes de instalaciones',
    closingTitle: 'Deje de pagar por enfriar el cielo',
    closingText:
      'Cada mes de verano con un techo sin aislamiento es dinero que su refrigeración gasta en ' +
      'combatir un calor que nunca debió entrar. Reserve el escaneo ahora y podemos terminar la ' +
      'renovación antes de la próxima ola de calor.',
    closingCall: `Llame al ${COMPANY.phone}`,
    closingSpots: `Solo quedan ${offer.spotsPerMonth} cupos disponibles este mes. Reserve el suyo hoy.`,
  },
  benefits: [
    {
      figure: `Hasta ${offer.maxThermalReductionPercent}%`,
      title: 'Menos calor a través del techo',
      text:
        'Una membrana de alta reflectancia sobre aislamiento continuo mantiene el sol de la tarde ' +
        'lejos de sus cuartos fríos: los compresores trabajan menos y la factura de energía baja ' +
        'con ellos.',
    },
    {
      figure: `${offer.retrofitDays} días`,
      title: 'Se instala mientras usted sigue despachando',
      text:
        'Las cuadrillas trabajan por secciones sobre su cubierta actual. Cámaras frigoríficas, ' +
        'congeladores y muelles de carga siguen en servicio, y nunca hay que mover el producto a ' +
        'un remolque alquilado.',
    },
    {
      figure: `${offer.warrantyYears} años`,
      title: 'Garantía y promesa de devolución de dinero',
      text:
        `La mano de obra está cubierta por ${offer.warrantyYears} años y, si no queda satisfecho ` +
        `dentro de los ${offer.moneyBackDays} días siguientes a la terminación, le devolvemos su ` +
        'dinero según nuestra garantía de devolución.',
    },
  ],
  testimonials: [
    {
      quote:
        'Los compresores de nuestros congeladores trabajaban a tope de mediodía a seis todo el ' +
        'verano. Después de la renovación por fin se apagan en la tarde, y la factura de luz de ' +
        'julio bajó como un tercio.',
      name: 'Marcus Delgado',
      role: 'Gerente de operaciones',
      facility: 'Almacén frigorífico de mariscos, Mayport',
    },
    {
      quote:
        'Terminaron 62,000 pies cuadrados en menos de dos semanas sin cerrar una sola puerta de ' +
        'muelle. El escaneo térmico nos mostró exactamente por dónde se escapaba el frío del techo ' +
        'viejo.',
      name: 'Angela Whitfield',
      role: 'Directora de instalaciones',
      facility: 'Centro de distribución de alimentos, Jacksonville',
    },
    {
      quote:
        'Dudábamos del ahorro prometido, así que medimos el circuito de refrigeración antes y ' +
        'después. Los números se cumplieron, y el techo dejó de condensar sobre el cuarto de ' +
        'productos frescos.',
      name: 'Ray Thibodeaux',
      role: 'Dueño',
      facility: 'Almacén de comestibles, St. Augustine',
    },
  ],
  faq: [
    {
      question: '¿Qué incluye el escaneo térmico gratuito?',
      answer:
        `El escaneo es normalmente un servicio de $${offer.thermalScanValue}. Un técnico revisa su ` +
        'techo con una cámara infrarroja, traza el calor que entra y las fugas de aire sobre las ' +
        'áreas refrigeradas, revisa la cubierta y el desagüe, y le entrega un informe por escrito ' +
        'con un cálculo de su ahorro anual.',
    },
    {
      question: `¿Cómo pueden terminar un edificio refrigerado en ${offer.retrofitDays} días?`,
      answer:
        'El sistema va sobre su cubierta actual, así que no se arranca nada encima de su producto. ' +
        'Organizamos el trabajo según su horario de recepción y dejamos cada sección impermeable ' +
        'el mismo día, de modo que cámaras, congeladores y muelles siguen en uso todo el tiempo.',
    },
    {
      question: '¿Cuánto bajarán nuestros costos de energía?',
      answer:
        `El calor que entra por el techo baja hasta un ${offer.maxThermalReductionPercent}%. Lo ` +
        'que eso significa para su factura depende de cuánto de su carga de enfriamiento entra por ' +
        'el techo, de sus temperaturas de consigna y de su tarifa eléctrica; el informe del escaneo ' +
        'térmico le da la cifra de su edificio.',
    },
    {
      question: '¿Resiste las tormentas de Florida?',
      answer:
        'Sí. La membrana y el aislamiento se fijan mecánicamente para cumplir los requisitos de ' +
        'viento del Código de Construcción de Florida para los condados costeros, y el trabajo ' +
        `lleva nuestra garantía de mano de obra de ${offer.warrantyYears} años.`,
    },
    {
      question: '¿Y si no quedamos contentos con el resultado?',
      answer:
        `Tiene una garantía de devolución de dinero de ${offer.moneyBackDays} días desde el día en ` +
        'que se termina la renovación. Avísenos dentro de ese plazo y lo arreglamos o le devolvemos ' +
        'su dinero.',
    },
  ],
  form: {
    sectionLabel: 'Solicitud de escaneo térmico gratuito',
    name: 'Su nombre',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    address: 'Dirección de la instalación',
    details: 'Detalles adicionales',
    detailsHint:
      'Opcional: tamaño del techo, áreas de cámaras frías y congeladores, factura de energía actual y mejor hora para llamarle.',
    sentTitle: '¡Listo! 🎉',
    sentDescription:
      '¡Su solicitud de escaneo térmico GRATIS fue enviada! Nos comunicaremos con usted en un plazo de 24 horas.',
    failedTitle: 'Error',
    failedDescription:
      'No se pudo enviar su solicitud. Vuelva a intentarlo o llámenos directamente.',
    spotsLabel: 'Disponibilidad limitada',
    closingButton: 'Solicitar el escaneo gratis',
    license: 'Licencia de Florida',
  },
};
export default content;
