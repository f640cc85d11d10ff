import { defineCatalogue } from '@roofing/contracts/i18n';

/** The workmanship warranty certificate (warranty.tsx) in English and Spanish (issue 24). */
export const WARRANTY_MESSAGES = defineCatalogue(
  'documents.warranty',
  {
    heading: 'Warranty Certificate',
    certificateNo: 'Certificate no.',
    issued: 'Issued',
    term: 'Term',
    years: '{years, plural, one {# year} other {# years}}',
    warrants:
      "{legalName} warrants to the owner named below that the roofing work it performed at this property was done in a good and workmanlike manner, to the Florida Building Code and the manufacturer's installation instructions, for {years} from the completion date.",
    owner: 'Owner',
    property: 'Property',
    roofSystem: 'Roof system',
    completed: 'Completed',
    warrantyEnds: 'Warranty ends',
    numbers: 'Estimate / contract · permit',
    theWork: 'The work',
    covered: 'What is covered',
    covered1:
      'Leaks and failures caused by how we installed the roof: fastening, flashing, underlayment, ventilation and penetrations we installed.',
    covered2:
      'We repair the roof at no charge for labor or materials, and repair interior ceiling drywall and paint damaged by a covered leak.',
    covered3:
      "Material defects are covered for {years} from the completion date by the manufacturer's warranty: {manufacturer}. We help file manufacturer claims.",
    materialsYears: '{years} years',
    notCovered: 'What is not covered',
    notCovered1:
      'Damage from hurricanes, tropical storms and other winds above the design wind speed the Florida Building Code sets for this property, hail, tornadoes, flying debris, falling trees or limbs, flood, fire or earthquake.',
    notCovered2:
      'Alterations by others after completion: solar panels, satellite dishes, antennas, HVAC or plumbing penetrations, skylights, or foot traffic by other trades.',
    notCovered3:
      'Lack of maintenance: clogged gutters and valleys, debris left on the roof, overhanging branches rubbing the roof.',
    notCovered4:
      'Structural movement, settling, or failure of decking, walls or framing we did not install; ponding from structural deflection.',
    notCovered5:
      'Mold, mildew, algae staining, and loss of use or other consequential damage beyond the interior repairs above.',
    claim: 'How to make a claim',
    claim1:
      "Tell us in writing within 30 days of finding the problem: {phone}, {email}, or {address}. Give this certificate's number and photos if you can take them safely.",
    claim2:
      'For an active leak, call us at once: we respond within {response}, 24/7, to tarp and stop the water.',
    claim3:
      'We inspect, tell you whether the problem is covered, and schedule the repair. Please allow us access to the roof and the attic.',
    claim4:
      'Repairs by anyone else before we inspect, except emergency measures to stop water, end this warranty for the affected area.',
    transfer: 'Transfer',
    transferText:
      'If the property is sold during the warranty, the remaining coverage transfers once to the next owner at no charge when either owner sends us written notice within 60 days of the closing.',
    paidInFull:
      'This warranty is valid only once the contract price has been paid in full. It is in addition to any rights Florida law gives you.',
    representative: '{company} authorized representative',
    ownerAcknowledgment: 'Owner acknowledgment',
  },
  {
    heading: 'Certificado de garantía',
    certificateNo: 'Certificado n.º',
    issued: 'Emitido',
    term: 'Plazo',
    years: '{years, plural, one {# año} other {# años}}',
    warrants:
      '{legalName} garantiza al propietario nombrado abajo que el trabajo de techado que realizó en esta propiedad se hizo de manera correcta y profesional, conforme al Código de Construcción de Florida y a las instrucciones de instalación del fabricante, por {years} a partir de la fecha de terminación.',
    owner: 'Propietario',
    property: 'Propiedad',
    roofSystem: 'Sistema de techo',
    completed: 'Terminado',
    warrantyEnds: 'Fin de la garantía',
    numbers: 'Estimado / contrato · permiso',
    theWork: 'El trabajo',
    covered: 'Qué cubre',
    covered1:
      'Filtraciones y fallas causadas por la forma en que instalamos el techo: fijación, tapajuntas (flashing), membrana base (underlayment), ventilación y penetraciones que nosotros instalamos.',
    covered2:
      'Reparamos el techo sin costo de mano de obra ni de materiales, y reparamos los paneles de yeso y la pintura del techo interior dañados por una filtración cubierta.',
    covered3:
      'Los defectos de los materiales están cubiertos por {years} a partir de la fecha de terminación por la garantía del fabricante: {manufacturer}. Le ayudamos a presentar los reclamos al fabricante.',
    materialsYears: '{years} años',
    notCovered: 'Qué no cubre',
    notCovered1:
      'Daños por huracanes, tormentas tropicales y otros vientos que superen la velocidad de viento de diseño que el Código de Construcción de Florida fija para esta propiedad, granizo, tornados, escombros arrastrados por el viento, caída de árboles o ramas, inundación, incendio o terremoto.',
    notCovered2:
      'Modificaciones hechas por otros después de la terminación: paneles solares, antenas parabólicas, antenas, penetraciones de aire acondicionado o de plomería, tragaluces, o el paso de otros contratistas sobre el techo.',
    notCovered3:
      'Falta de mantenimiento: canaletas y limahoyas (valles) tapadas, escombros dejados sobre el techo, ramas que cuelgan y rozan el techo.',
    notCovered4:
      'Movimiento estructural, asentamiento, o falla de la base (deck), las paredes o la estructura que no instalamos nosotros; agua estancada por deflexión de la estructura.',
    notCovered5:
      'Moho, hongos, manchas de algas, y la pérdida de uso u otros daños indirectos más allá de las reparaciones interiores indicadas arriba.',
    claim: 'Cómo presentar un reclamo',
    claim1:
      'Avísenos por escrito dentro de los 30 días de descubrir el problema: {phone}, {email} o {address}. Indique el número de este certificado y envíe fotos si puede tomarlas sin riesgo.',
    claim2:
      'Si hay una filtración activa, llámenos de inmediato: respondemos en {response}, las 24 horas, los 7 días de la semana, para cubrir el techo con lona y detener el agua.',
    claim3:
      'Inspeccionamos, le decimos si el problema está cubierto y programamos la reparación. Por favor, permítanos el acceso al techo y al ático.',
    claim4:
      'Las reparaciones hechas por otra persona antes de nuestra inspección, salvo medidas de emergencia para detener el agua, terminan esta garantía para el área afectada.',
    transfer: 'Transferencia',
    transferText:
      'Si la propiedad se vende durante la garantía, la cobertura restante se transfiere una sola vez al siguiente propietario, sin costo, cuando cualquiera de los dos propietarios nos envíe un aviso por escrito dentro de los 60 días del cierre de la venta.',
    paidInFull:
      'Esta garantía es válida solo una vez que se haya pagado la totalidad del precio del contrato. Se suma a cualquier derecho que le otorguen las leyes de Florida.',
    representative: 'representante autorizado de {company}',
    ownerAcknowledgment: 'propietario, en señal de conformidad',
  },
);
