import {
  BUSINESS_HOURS,
  COMPANY,
  COMPANY_STATS,
  INSPECTION_TYPES,
  PROMISES,
  SERVED_PLACE_NAMES,
  WARRANTY_TERMS,
} from '../../company.ts';
import { INSTANT_QUOTE } from '../../http/instant-quote.ts';
import { COLDSHIELD_OFFER } from '../../http/lead.ts';
import { type CompanyFact, FINANCING_PARTNER_NAMES } from '../company-facts.ts';

/**
 * The company facts in Spanish (issue 24): the same ids and the same numbers as
 * `../company-facts.ts`, read from the same constants, for the assistant's Spanish answers and the
 * model's Spanish system prompt. `keywords` and `names` are the Spanish words a homeowner types;
 * the Spanish index strips accents and lowercases, so they are written as a homeowner writes them.
 */

/** BUSINESS_HOURS' day labels in Spanish (a missing one would fail the type). */
const DAYS_ES: Record<(typeof BUSINESS_HOURS)[number]['days'], string> = {
  'Mon-Fri': 'de lunes a viernes',
  Sat: 'los sábados',
  'Emergency service': 'servicio de emergencia',
};
/** "7AM-6PM" → "de 7 AM a 6 PM"; "24/7" stays. */
const hoursEs = (hours: string) => hours.replace(/^(\d+)(AM|PM)-(\d+)(AM|PM)$/, 'de $1 $2 a $3 $4');
const hours = BUSINESS_HOURS.map((entry) => `${DAYS_ES[entry.days]} ${hoursEs(entry.hours)}`).join(
  ', ',
);
const places = SERVED_PLACE_NAMES.map((place) =>
  place === 'St. Johns County' ? 'el condado de St. Johns' : place,
).join(', ');

/** The specialized inspections' names in Spanish, by the one list's value. */
const INSPECTION_NAMES_ES: Record<(typeof INSPECTION_TYPES)[number]['value'], string> = {
  'full-roof': 'inspección completa del techo',
  repair: 'evaluación de reparación',
  maintenance: 'revisión de mantenimiento',
  insurance: 'inspección para el seguro',
  visual: 'visual',
  drone: 'con dron',
  'thermal-imaging': 'con cámara térmica',
  'comprehensive-report': 'informe completo',
};
const specializedInspections = INSPECTION_TYPES.filter((type) => type.startingPrice > 0)
  .map((type) => `$${type.startingPrice} (${INSPECTION_NAMES_ES[type.value]})`)
  .join(', ');

const warrantyTerms = `${WARRANTY_TERMS.materialsYears} años en materiales y ${WARRANTY_TERMS.workmanshipYears} años en mano de obra`;
const emergency = PROMISES.emergencyResponse.replace(/\bhours?\b/, 'horas');
const years = COMPANY_STATS.yearsExperience;
const homeowners = COMPANY_STATS.happyHomeowners;

export const COMPANY_FACTS: readonly CompanyFact[] = [
  {
    id: 'hours',
    title: 'Horario de atención',
    text: `Nuestra oficina atiende ${hours}. Llame al ${COMPANY.phone} en horario de oficina para programar una inspección; las emergencias por tormentas y goteras se atienden a cualquier hora.`,
    keywords: [
      'horario',
      'horas',
      'abierto',
      'abren',
      'cierran',
      'sábado',
      'domingo',
      'fin de semana',
      'oficina',
    ],
    names: ['horario', 'abierto', 'abiertos', 'abren', 'cierran', 'sabado', 'domingo', 'semana'],
  },
  {
    id: 'contact',
    title: 'Cómo comunicarse con nosotros',
    text: `Llame al ${COMPANY.phone}, escriba a ${COMPANY.email} o visite nuestra oficina en ${COMPANY.address}. También puede pedir un estimado gratis con el formulario de cotización de nuestro sitio web, ${COMPANY.website}.`,
    keywords: [
      'teléfono',
      'número',
      'llamar',
      'contacto',
      'correo',
      'dirección',
      'oficina',
      'comunicarse',
      'ubicación',
    ],
    names: [
      'telefono',
      'numero',
      'correo',
      'email',
      'contacto',
      'contactar',
      'comunicarme',
      'comunicarse',
      'oficina',
      'direccion',
      'ubicados',
    ],
  },
  {
    id: 'service-area',
    title: 'Dónde trabajamos',
    text: `Trabajamos en la costa del norte de Florida y comunidades cercanas: ${places}. Escriba su código postal en la sección de Áreas de servicio de nuestra página principal para verificar su dirección.`,
    keywords: [
      'área',
      'áreas',
      'zona',
      'trabajan',
      'servicio',
      'código postal',
      'condado',
      'ciudad',
      'cerca',
    ],
    names: [
      'area',
      'areas',
      'zona',
      'zonas',
      'trabajan',
      'cubren',
      'postal',
      'condado',
      'ciudad',
      'ciudades',
      ...SERVED_PLACE_NAMES.flatMap((place) => place.toLowerCase().replace('st. ', '').split(' ')),
    ],
  },
  {
    id: 'warranty',
    title: 'Nuestra garantía',
    text: `Todo techo que instalamos tiene nuestra garantía por escrito: ${warrantyTerms}. Las reparaciones tienen una garantía de mano de obra por escrito sobre el área que reparamos. Una renovación de techo de refrigeración ${COLDSHIELD_OFFER.name} tiene su propia garantía de ${COLDSHIELD_OFFER.warrantyYears} años.`,
    keywords: ['garantía', 'garantías', 'garantizado', 'mano de obra', 'cubierto', 'cobertura'],
    names: ['garantia', 'garantias', 'garantizado', 'garantizan'],
  },
  {
    id: 'coldshield',
    title: `Techo de refrigeración ${COLDSHIELD_OFFER.name}`,
    text: `${COLDSHIELD_OFFER.name} es nuestra renovación de techo reflectante y aislada para techos de almacenes refrigerados, centros de distribución de alimentos y bodegas de supermercados: reduce hasta un ${COLDSHIELD_OFFER.maxThermalReductionPercent}% el calor que entra por el techo, se instala en ${COLDSHIELD_OFFER.retrofitDays} días mientras la instalación sigue funcionando, y tiene una garantía de ${COLDSHIELD_OFFER.warrantyYears} años y una garantía de devolución del dinero de ${COLDSHIELD_OFFER.moneyBackDays} días. Empiece con un escaneo térmico gratis (un valor de $${COLDSHIELD_OFFER.thermalScanValue}) en nuestra página de la oferta ${COLDSHIELD_OFFER.name}; solo se programan ${COLDSHIELD_OFFER.spotsPerMonth} renovaciones al mes.`,
    keywords: [
      'coldshield',
      'refrigeración',
      'refrigerado',
      'frío',
      'almacén',
      'congelador',
      'cuarto frío',
      'bodega',
      'renovación',
      'térmico',
      'escaneo',
      'instalación',
    ],
    names: [
      'coldshield',
      'refrigeracion',
      'refrigerado',
      'refrigerada',
      'refrigerados',
      'congelador',
      'congeladores',
      'frio',
      'almacen',
      'almacenes',
      'bodega',
      'escaneo',
      'enfriamiento',
    ],
  },
  {
    id: 'discounts',
    title: 'Descuentos para veteranos y personas mayores',
    text: `Los veteranos y militares activos reciben ${COMPANY.discounts.veterans}% de descuento, y las personas de 65 años o más reciben ${COMPANY.discounts.seniors}% de descuento. Marque la casilla en el formulario de cotización o menciónelo cuando llame al ${COMPANY.phone}.`,
    keywords: ['descuento', 'veterano', 'militar', 'mayores', 'ahorro', 'oferta', 'cupón'],
    names: [
      'descuento',
      'descuentos',
      'veterano',
      'veteranos',
      'militar',
      'militares',
      'mayores',
      'jubilados',
    ],
  },
  {
    id: 'financing',
    title: 'Opciones de financiamiento',
    text: `Trabajamos con cinco socios de financiamiento: ${FINANCING_PARTNER_NAMES.join(', ')}. Las opciones incluyen préstamos para mejoras del hogar con tasa fija, planes promocionales con 0% de interés (APR) con crédito aprobado, programas para muchos tipos de historial de crédito, y financiamiento Florida PACE que se paga a través de la factura de impuestos a la propiedad. Las tasas y la aprobación las fija cada prestamista; visite nuestra página de Financiamiento para solicitarlo.`,
    keywords: [
      'financiamiento',
      'financiar',
      'préstamo',
      'mensual',
      'pagos',
      'crédito',
      'apr',
      'pace',
      'plazos',
    ],
    names: [
      'financiamiento',
      'financiacion',
      'financiar',
      'financian',
      'prestamo',
      'prestamos',
      'prestamista',
      'mensual',
      'mensuales',
      'plazos',
      'pagos',
      'credito',
    ],
  },
  {
    id: 'inspection-prices',
    title: 'Precios de inspección',
    text: `Nuestra inspección estándar del techo para decidir entre reparar o reemplazar es gratis. Las inspecciones especializadas empiezan en ${specializedInspections}.`,
    keywords: [
      'inspección',
      'precio',
      'costo',
      'gratis',
      'dron',
      'térmica',
      'infrarrojo',
      'informe',
    ],
  },
  {
    id: 'emergency',
    title: 'Atención de emergencias',
    text: `El servicio de emergencia funciona 24/7: después de una tormenta o de una gotera repentina, llame al ${COMPANY.phone} y una cuadrilla normalmente llega en ${emergency} para cubrir con lona y detener el agua.`,
    keywords: ['emergencia', 'urgente', 'gotera', 'lona', 'tormenta', 'noche', 'rápido', 'ahora'],
  },
  {
    id: 'estimates',
    title: 'Estimados gratis',
    text: `Los estimados son gratis: lo contactamos dentro de ${PROMISES.contactWithinHours} horas después de su solicitud, un inspector certificado lo visita, y usted recibe un estimado por escrito dentro de ${PROMISES.writtenEstimateWithinHours} horas, válido por ${PROMISES.estimateValidityDays} días y sin compromiso. Nuestra cotización instantánea para techos de tejas asfálticas es de $${INSTANT_QUOTE.pricePerSquare} por cuadro de techo (100 pies cuadrados).`,
    keywords: [
      'estimado',
      'cotización',
      'gratis',
      'precio',
      'escrito',
      'válido',
      'instantánea',
      'cuadro',
    ],
  },
  {
    id: 'license',
    title: 'Licencia y seguro',
    text: `${COMPANY.legalName} es un contratista de techos certificado por el estado, licencia ${COMPANY.license}, con licencia y seguro completos, ${years} años de experiencia y ${homeowners} propietarios satisfechos.`,
    keywords: [
      'licencia',
      'licenciado',
      'asegurado',
      'certificado',
      'credenciales',
      'experiencia',
      'confianza',
    ],
    names: ['licencia', 'licenciados', 'licenciado', 'asegurados', 'certificado', 'certificados'],
  },
];
