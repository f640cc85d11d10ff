import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/**
 * The customer's copy of an instant quote (the office alert stays English). The Spanish words
 * follow the instant quote page (web/src/features/instant-quote/messages.es.ts): "cuadros" for
 * roof squares, "pendiente" for pitch, "Seguir cotización" for tracking.
 */
export const instantQuoteMessages = defineCatalogue(
  'emails.instant-quote-generated',
  {
    subject: 'Your instant roof quote {estimateNumber}: {total}',
    preview: '{squares} squares of {roofType} roofing: {total}. Quote {estimateNumber}.',
    reason:
      'You receive this e-mail because this address was entered on the instant quote page of {website}.',
    intro: 'Here is your instant quote for a new {roofType} roof.',
    // The material priced (issue 25), in a sentence.
    'material.shingle': 'shingle',
    'material.tile': 'tile',
    'material.metal': 'standing-seam metal',
    'material.flat': 'flat (TPO or modified bitumen)',
    material: 'Roof material',
    materialValue: '{material}, {price} per square',
    quoteNumber: 'Quote number',
    roofSize: 'Roof size',
    roofSizeValue: '{squares} squares ({area} of roof)',
    squareFeet: '{value} sq ft',
    total: 'Total',
    likelyRange: 'Likely range',
    rangeValue: '{low} to {high}',
    measuredByHand: 'You entered the roof size yourself: {squares} squares.',
    measuredBySatellite:
      'From your satellite outline{faces, plural, =1 {} other { of # roof faces}}: a {area} footprint × {factor} for {pitch} ≈ {squares} squares of roof.',
    measuredByFaces:
      'From your satellite outline of {faces} roof faces, each at its own pitch ({pitches}): a {area} footprint and {surface} of roof ≈ {squares} squares.',
    pitchFlat: 'a flat roof',
    pitchSloped: 'a {pitch} pitch',
    aboutRange: 'About the range: {words}.',
    'confidence.high':
      'a simple roof traced cleanly: the final price usually lands within this range',
    'confidence.medium':
      'some features of the roof make the measurement less certain, so the range is wider',
    'confidence.low':
      'the outline needs a closer look, so treat this range as a rough guide until we measure',
    needsReview:
      'Your roof has features we check by hand (its size, pitch or shape), so an estimator reviews your outline before we call.',
    priceNote:
      'The price is for {roofType} roofing at {price} per roof square (100 sq ft of roof surface). We confirm it after a free inspection: soft decking, extra layers to tear off or permit requirements can move it.',
    nextTitle: 'What happens next',
    stepCall: 'Within {hours} hours we call you to go over the quote and book a free inspection.',
    stepVisit:
      'A certified inspector measures the roof, checks the decking, flashing and ventilation, and takes photos.',
    stepWritten:
      'You receive a written estimate within {hours} hours of the visit. There is no obligation.',
    track: 'Track your quote',
    discount:
      'Veteran, active military or 65 and over? Tell us when we call: you get {percent}% off. Questions in the meantime: {phone}.',
  },
  {
    subject: 'Su cotización instantánea de techo {estimateNumber}: {total}',
    preview: '{squares} cuadros de techo de {roofType}: {total}. Cotización {estimateNumber}.',
    reason:
      'Usted recibe este correo porque esta dirección se escribió en la página de cotización instantánea de {website}.',
    intro: 'Aquí tiene su cotización instantánea para un techo nuevo de {roofType}.',
    'material.shingle': 'tejas asfálticas',
    'material.tile': 'teja',
    'material.metal': 'metal de junta alzada',
    'material.flat': 'membrana TPO o de asfalto modificado (techo plano)',
    material: 'Material del techo',
    materialValue: '{material}, {price} por cuadro',
    quoteNumber: 'Número de cotización',
    roofSize: 'Tamaño del techo',
    roofSizeValue: '{squares} cuadros ({area} de techo)',
    squareFeet: '{value} pies cuadrados',
    total: 'Total',
    likelyRange: 'Rango probable',
    rangeValue: '{low} a {high}',
    measuredByHand: 'Usted mismo escribió el tamaño del techo: {squares} cuadros.',
    measuredBySatellite:
      'Según el contorno que trazó en la vista satelital{faces, plural, =1 {} other {, con # caras de techo}}: {area} en planta × {factor} por {pitch} ≈ {squares} cuadros de techo.',
    measuredByFaces:
      'Según el contorno que trazó en la vista satelital, con {faces} caras de techo, cada una con su pendiente ({pitches}): {area} en planta y {surface} de techo ≈ {squares} cuadros.',
    pitchFlat: 'un techo plano',
    pitchSloped: 'una pendiente de {pitch}',
    aboutRange: 'Sobre el rango: {words}.',
    'confidence.high':
      'es un techo sencillo trazado con claridad, y el precio final suele quedar dentro de este rango',
    'confidence.medium':
      'algunas características del techo hacen que la medición sea menos precisa, por eso el rango es más amplio',
    'confidence.low':
      'el contorno necesita una revisión más detallada, así que tome este rango como una guía aproximada hasta que midamos el techo',
    needsReview:
      'Su techo tiene características que revisamos a mano (el tamaño, la pendiente o la forma), así que un estimador revisa su contorno antes de llamarle.',
    priceNote:
      'El precio es para un techo de {roofType} a {price} por cuadro (100 pies cuadrados de superficie de techo). Lo confirmamos después de una inspección gratis: una cubierta de madera blanda, capas adicionales que quitar o los requisitos del permiso pueden cambiarlo.',
    nextTitle: 'Los próximos pasos',
    stepCall:
      'Dentro de {hours} horas le llamamos para repasar la cotización y programar una inspección gratis.',
    stepVisit:
      'Un inspector certificado mide el techo, revisa la cubierta de madera, los tapajuntas y la ventilación, y toma fotos.',
    stepWritten:
      'Recibe un estimado por escrito dentro de las {hours} horas siguientes a la visita. No tiene ningún compromiso.',
    track: 'Seguir cotización',
    discount:
      '¿Es veterano, militar en servicio activo o tiene 65 años o más? Díganoslo cuando le llamemos: recibe un {percent}% de descuento. Si tiene preguntas mientras tanto, llame al {phone}.',
  },
);

export type InstantQuoteKey = keyof typeof instantQuoteMessages.en;

export const instantQuoteT = (locale: Locale) => translator(instantQuoteMessages, locale);
