import type { InspectionType, Locale } from '@roofing/contracts';

/**
 * What each inspection's visit looks at, in the words we use on the phone, as the confirmation
 * e-mail lists it ("What the Maintenance Check covers"). English and Spanish have the same
 * types and the same number of points, in the same order (the e-mail test checks it).
 */
export type InspectionCovers = Record<InspectionType, readonly string[]>;

const ENGLISH: InspectionCovers = {
  'full-roof': [
    'The roof covering, slope by slope: shingles, tile, metal or membrane, including loose, cracked or missing pieces and granule loss',
    'Flashing at walls, chimneys, skylights and valleys, where most Florida leaks start',
    'Pipe boots, vents and other penetrations (sun-cracked boots are a common leak source here)',
    'Gutters, drip edge, fascia and soffits, and how water drains off the roof',
    'The attic, where we can reach it: signs of leaks, ventilation, and the condition of the roof deck',
    'Signs of wind, storm or impact damage, and an estimate of the remaining life of the roof',
  ],
  repair: [
    'Tracking the leak or damage to where it actually starts: water often travels before it shows on a ceiling',
    'The flashing, penetrations and covering around the problem area',
    'The roof deck and attic below it, for soft spots, rot or mold',
    'Whether a repair is the right call or the roof is near the end of its life, with honest repair options',
  ],
  maintenance: [
    'Sealants, fasteners and flashing that loosen with Florida heat and salt air',
    'Pipe boots, vents and the valleys and gutters where leaves and debris collect',
    'Lifted, cracked or slipped shingles and tiles that the next storm could catch',
    'A short list of small fixes, ideally done before hurricane season (June 1 to November 30)',
  ],
  insurance: [
    "The roof's covering, age, condition and remaining life: what insurers ask about for a new policy or a renewal",
    'Dated photos of every slope and every finding, for your insurer or adjuster',
    'Storm damage documented in detail (wind-lifted or creased shingles, broken tiles, impact marks), if there is any',
    'A written report you can hand to your insurance company',
  ],
  visual: [
    'A documented walk-over of every slope: the covering, flashing, vents and gutters',
    'The attic, where we can reach it: signs of leaks, ventilation and the roof deck',
    'A written report with dated photos of every finding',
  ],
  drone: [
    'High-resolution aerial photos of every slope, ridge and valley, with no foot traffic on the roof',
    'Close views of steep, tall or fragile tile areas a ladder cannot safely reach',
    'The photos and a written summary of what they show',
  ],
  'thermal-imaging': [
    'An infrared scan of the roof for trapped moisture and hidden leaks under the surface',
    'The wet areas marked on a roof plan, with the thermal images',
    'Where the water is likely getting in, and what to open up to confirm it',
  ],
  'comprehensive-report': [
    'Visual, drone and thermal inspections of the whole roof and the attic',
    'A detailed report: photos of every finding, the remaining life of the roof and repair priorities',
    'A report you can hand to a buyer, an insurer or a lender',
  ],
};

const SPANISH: InspectionCovers = {
  'full-roof': [
    'La cubierta del techo, pendiente por pendiente: tejas asfálticas, tejas, metal o membrana, incluidas las piezas sueltas, rotas o faltantes y la pérdida de gránulos',
    'Los tapajuntas en paredes, chimeneas, tragaluces y limahoyas, donde empiezan la mayoría de las goteras en Florida',
    'Los collarines de tubería, los respiraderos y otras penetraciones (los collarines agrietados por el sol son una causa común de goteras aquí)',
    'Las canaletas, el borde de goteo, la fascia y los sofitos, y cómo drena el agua del techo',
    'El ático, donde podamos llegar: señales de goteras, la ventilación y el estado de la plataforma del techo',
    'Señales de daños por viento, tormenta o impacto, y un cálculo de la vida útil que le queda al techo',
  ],
  repair: [
    'Rastrear la gotera o el daño hasta donde realmente empieza: el agua suele correr antes de aparecer en un cielo raso',
    'Los tapajuntas, las penetraciones y la cubierta alrededor de la zona del problema',
    'La plataforma del techo y el ático debajo de ella, en busca de partes blandas, madera podrida o moho',
    'Si conviene reparar o si el techo está llegando al final de su vida útil, con opciones de reparación honestas',
  ],
  maintenance: [
    'Los selladores, los sujetadores y los tapajuntas que se aflojan con el calor y el aire salino de Florida',
    'Los collarines de tubería, los respiraderos, y las limahoyas y canaletas donde se acumulan hojas y residuos',
    'Las tejas asfálticas y las tejas levantadas, agrietadas o desplazadas que la próxima tormenta podría arrancar',
    'Una lista corta de arreglos pequeños, idealmente hechos antes de la temporada de huracanes (del 1 de junio al 30 de noviembre)',
  ],
  insurance: [
    'La cubierta, la edad, el estado y la vida útil restante del techo: lo que preguntan las aseguradoras para una póliza nueva o una renovación',
    'Fotos con fecha de cada pendiente y de cada hallazgo, para su aseguradora o su ajustador',
    'Los daños por tormenta documentados en detalle (tejas asfálticas levantadas o dobladas por el viento, tejas rotas, marcas de impacto), si los hay',
    'Un informe por escrito que puede entregar a su compañía de seguros',
  ],
  visual: [
    'Un recorrido documentado de cada pendiente: la cubierta, los tapajuntas, los respiraderos y las canaletas',
    'El ático, donde podamos llegar: señales de goteras, la ventilación y la plataforma del techo',
    'Un informe por escrito con fotos con fecha de cada hallazgo',
  ],
  drone: [
    'Fotos aéreas de alta resolución de cada pendiente, cumbrera y limahoya, sin caminar sobre el techo',
    'Vistas de cerca de las zonas empinadas, altas o de tejas frágiles a las que no se llega con seguridad en escalera',
    'Las fotos y un resumen por escrito de lo que muestran',
  ],
  'thermal-imaging': [
    'Un escaneo infrarrojo del techo en busca de humedad atrapada y goteras ocultas bajo la superficie',
    'Las zonas mojadas marcadas en un plano del techo, con las imágenes térmicas',
    'Por dónde es probable que entre el agua y qué hay que abrir para confirmarlo',
  ],
  'comprehensive-report': [
    'Inspecciones visual, con dron y térmica de todo el techo y del ático',
    'Un informe detallado: fotos de cada hallazgo, la vida útil restante del techo y las reparaciones prioritarias',
    'Un informe que puede entregar a un comprador, a una aseguradora o a un prestamista',
  ],
};

export const INSPECTION_COVERS: Record<Locale, InspectionCovers> = { en: ENGLISH, es: SPANISH };

/** The points of one inspection type (an unknown type: the full roof inspection's). */
export const inspectionCovers = (type: string, locale: Locale): readonly string[] => {
  const byType = INSPECTION_COVERS[locale];
  return byType[type as InspectionType] ?? byType['full-roof'];
};
