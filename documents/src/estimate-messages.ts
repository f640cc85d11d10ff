import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * The estimate's words (estimate.tsx) in English and Spanish (issue 24): the document wizard
 * prints a homeowner's estimate in their language. What staff typed (scope, line items, notes)
 * prints as typed.
 */
export const ESTIMATE_MESSAGES = defineCatalogue(
  'documents.estimate',
  {
    heading: 'Estimate',
    estimateNo: 'Estimate no.',
    date: 'Date',
    validThrough: 'Valid through',
    roofSystem: 'roof system',
    repairLine: 'Roof repair, {roof}',
    replacementLine: 'Complete roof replacement, {roof}',
    veteranDiscount: 'Veteran / active military discount ({percent}%)',
    seniorDiscount: 'Senior (65+) discount ({percent}%)',
    preparedFor: 'Prepared for',
    property: 'Property',
    work: 'Work',
    roofRepair: 'Roof repair',
    roofReplacement: 'Roof replacement',
    workWithScope: '{work}: {scope}',
    roofType: 'Roof type',
    areaAndPitch: 'Roof area and pitch',
    squares: '{squares} squares',
    pitch: 'pitch {pitch}',
    price: 'Price',
    subtotal: 'Subtotal',
    estimatedTotal: 'Estimated total',
    validity:
      'This estimate is valid for {days} days, through {date}. Material prices change often in Florida; after that date we will gladly update it.',
    included: 'What is included',
    notIncluded: 'Not included',
    notes: 'Notes',
    acceptance: 'Acceptance',
    acceptanceText:
      'I accept this estimate and ask {legalName} to prepare a roofing contract for the work and price above. The contract, not this estimate, sets the final terms.',
    homeowner: 'Homeowner',
    representative: '{company} representative',
    replacementIncluded1:
      "Building permit, inspections, and a roof installed to the Florida Building Code, 8th Edition (2023) and the manufacturer's high-wind instructions.",
    replacementIncluded2:
      'Tear-off to the deck, deck re-nailing where the code requires, sealed deck and underlayment, new drip edge, flashings and pipe boots.',
    replacementIncluded3: 'Daily cleanup with a rolling-magnet nail sweep, and debris hauled away.',
    replacementIncluded4: 'Our warranty in writing: {terms}.',
    warrantyTerms: '{materials} years on materials and {workmanship} years on workmanship',
    repairIncluded1:
      'Repairing only the area described above: removing the damaged covering there, replacing the underlayment and flashing beneath it as needed, and matching the existing materials as closely as available.',
    repairIncluded2:
      'A building permit where the repair needs one under the Florida Building Code.',
    repairIncluded3:
      'Sealing the repair and checking it for water-tightness, cleanup and debris hauled away.',
    repairIncluded4: 'Our written workmanship warranty on the area we repaired.',
    exclusion1:
      'Replacing rotted or damaged sheathing, fascia or rafters found after tear-off (priced per sheet or per foot by change order, with photos)',
    exclusion2: 'Gutters, downspouts and screen enclosures, unless listed above',
    exclusion3: 'Removing and reinstalling solar panels, satellite dishes or antennas',
    exclusion4: 'Electrical, plumbing or HVAC work beyond re-flashing existing roof penetrations',
    exclusion5: 'Interior repairs (drywall, paint) from earlier leaks',
    repairExclusion1:
      'Replacing the rest of the roof, or sheathing, fascia or rafters beyond the repaired area (priced by change order, with photos)',
    repairExclusion2: 'Matching the color of weathered materials exactly',
    repairExclusion3: 'Interior repairs (drywall, paint) from earlier leaks',
  },
  {
    heading: 'Estimado',
    estimateNo: 'Estimado n.º',
    date: 'Fecha',
    validThrough: 'Válido hasta',
    roofSystem: 'sistema de techo',
    repairLine: 'Reparación de techo, {roof}',
    replacementLine: 'Reemplazo completo del techo, {roof}',
    veteranDiscount: 'Descuento para veteranos y militares en servicio activo ({percent} %)',
    seniorDiscount: 'Descuento para personas mayores de 65 años ({percent} %)',
    preparedFor: 'Preparado para',
    property: 'Propiedad',
    work: 'Trabajo',
    roofRepair: 'Reparación de techo',
    roofReplacement: 'Reemplazo de techo',
    workWithScope: '{work}: {scope}',
    roofType: 'Tipo de techo',
    areaAndPitch: 'Área y pendiente del techo',
    squares: '{squares} cuadrados de techo',
    pitch: 'pendiente {pitch}',
    price: 'Precio',
    subtotal: 'Subtotal',
    estimatedTotal: 'Total estimado',
    validity:
      'Este estimado es válido por {days} días, hasta el {date}. Los precios de los materiales cambian con frecuencia en Florida; después de esa fecha, con gusto lo actualizaremos.',
    included: 'Qué incluye',
    notIncluded: 'Qué no incluye',
    notes: 'Notas',
    acceptance: 'Aceptación',
    acceptanceText:
      'Acepto este estimado y le pido a {legalName} que prepare un contrato de techado para el trabajo y el precio indicados arriba. Los términos finales los fija el contrato, no este estimado.',
    homeowner: 'propietario de la vivienda',
    representative: 'representante de {company}',
    replacementIncluded1:
      'Permiso de construcción, inspecciones y un techo instalado según el Código de Construcción de Florida, 8.ª edición (2023), y las instrucciones del fabricante para vientos fuertes.',
    replacementIncluded2:
      'Remoción del techo existente hasta la base de madera (deck), reclavado de la base donde el código lo exige, sellado de la base y membrana base (underlayment), y borde de goteo, tapajuntas (flashings) y sellos de tubería nuevos.',
    replacementIncluded3:
      'Limpieza diaria, con barrido de clavos con imán rodante, y retiro de todos los escombros.',
    replacementIncluded4: 'Nuestra garantía por escrito: {terms}.',
    warrantyTerms: '{materials} años en materiales y {workmanship} años en mano de obra',
    repairIncluded1:
      'Reparar solamente el área descrita arriba: retirar allí la cubierta dañada, reemplazar la membrana base y los tapajuntas que estén debajo según sea necesario, e igualar los materiales existentes lo más posible con lo que haya disponible.',
    repairIncluded2:
      'Un permiso de construcción cuando la reparación lo requiera según el Código de Construcción de Florida.',
    repairIncluded3:
      'Sellar la reparación y comprobar que no entre agua, limpieza y retiro de escombros.',
    repairIncluded4: 'Nuestra garantía de mano de obra por escrito sobre el área reparada.',
    exclusion1:
      'Reemplazo de tablas de la base (sheathing), fascias o vigas podridas o dañadas que se encuentren después de quitar el techo (cotizado por lámina o por pie mediante orden de cambio, con fotos)',
    exclusion2:
      'Canaletas, bajantes y mallas de patio (screen enclosures), salvo que se indiquen arriba',
    exclusion3: 'Retiro y reinstalación de paneles solares, antenas parabólicas o antenas',
    exclusion4:
      'Trabajos eléctricos, de plomería o de aire acondicionado, más allá de volver a sellar con tapajuntas las penetraciones existentes del techo',
    exclusion5: 'Reparaciones interiores (paneles de yeso, pintura) por filtraciones anteriores',
    repairExclusion1:
      'Reemplazo del resto del techo, o de tablas de la base, fascias o vigas fuera del área reparada (cotizado mediante orden de cambio, con fotos)',
    repairExclusion2: 'Igualar exactamente el color de materiales envejecidos por la intemperie',
    repairExclusion3:
      'Reparaciones interiores (paneles de yeso, pintura) por filtraciones anteriores',
  },
);
