import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * The Florida re-roofing contract's words (roofing-contract-body.tsx) in English, the governing
 * text, and Spanish, the reading copy a Spanish-speaking owner gets beside it (issue 24; the
 * rules and what we do: docs/florida-rules.md, "Spanish documents"). The statutory notices are in
 * florida-notices-messages.ts.
 */
export const CONTRACT_MESSAGES = defineCatalogue(
  'documents.roofing-contract',
  {
    heading: 'Roofing Contract',
    intro:
      'This agreement is made between the Owner and the Contractor named below for roofing work at the property below. It becomes binding when both sign.',
    introFlorida:
      'This agreement is made between the Owner and the Contractor named below for roofing work at the property below. It becomes binding when both sign, subject to the Owner\u2019s right to cancel stated in this agreement.',
    parties: '1. Parties',
    contractor: 'Contractor',
    owner: 'Owner',
    phone: 'Phone:',
    email: 'E-mail:',
    property: '2. Property',
    scope: '3. Scope of work',
    scopeIncludes: 'Unless the scope above says otherwise, the work includes:',
    scope1: 'Removing the existing roof covering down to the deck and hauling all debris away.',
    scope2:
      'Inspecting the deck; re-nailing it where the Florida Building Code requires (8d ring-shank nails at 6 inches on center on site-built homes); replacing damaged sheathing only by change order (section 8).',
    scope3:
      'A sealed deck (secondary water barrier) and underlayment as required by the Florida Building Code, 8th Edition (2023).',
    scope4:
      'New drip edge at eaves and rakes, new step and wall flashing where reachable, new pipe boots, and ventilation per code.',
    scope5:
      "Installing the roof system to the manufacturer's high-wind instructions so its warranty applies.",
    materials: '4. Materials',
    roofSystem: 'Roof system',
    roofArea: 'Roof area',
    squares: '{squares, number} squares (1 square = 100 sq ft)',
    squaresBlank: 'squares',
    products: 'Products:',
    price: '5. Price and payment schedule',
    whenDue: 'When due',
    amount: 'Amount',
    deposit: 'Deposit, at signing',
    balance: 'Balance, on completion and passed final inspection',
    contractPrice: 'Contract price',
    payments:
      'Payments are made to {legalName} by check, card or bank transfer, never in cash to crew members. The Contractor gives the Owner a lien waiver for each payment once it clears.',
    insuranceFunded:
      "This work is to be paid in part from the Owner's property insurance claim {claimNumber} with {carrier}. Insurance checks made out to the Owner and the Contractor are endorsed to the Contractor up to the price above. The Owner is responsible for payment of the insurance deductible: the Contractor does not pay, waive, rebate or cover any part of it, in money, discounts, credits or gifts (Florida Statutes ss. 489.147 and 817.234(7)). The Owner keeps the claim and its benefits: nothing in this agreement assigns post-loss insurance benefits to the Contractor (s. 627.7152), and the Contractor does not adjust the claim or interpret the policy. The Owner is responsible for the contract price whatever the insurer pays.",
    permits: '6. Permits and inspections',
    permitsText:
      'The Contractor obtains the building permit, pays the permit fee included in the price, and schedules the inspections the building department requires (including any in-progress deck or underlayment inspection and the final). Where Florida law requires a Notice of Commencement (s. 713.13), the Owner signs it and the Contractor has it recorded and posts a copy at the job.',
    schedule: '7. Schedule',
    estimatedStart: 'Estimated start',
    startUnstated: 'Set with the Owner once the permit is issued',
    estimatedCompletion: 'Estimated completion',
    completionUnstated: 'Confirmed with the Owner together with the start date',
    officialStart: 'Official start date (s. 489.147(6))',
    officialStartWorkDefault: 'work on the roof begins',
    officialStartUnset:
      'The first day on which work that installs materials that will be part of the finished roof begins, a final permit is issued, or a temporary repair is made to the roof covering or roof system under the Florida Building Code; the Contractor confirms the day to the Owner in writing beforehand.',
    scheduleText:
      'Dates move for rain, lightning, high wind, named storms, material shortages, permit or inspection delays, and change orders; the Contractor tells the Owner of any change before the scheduled day. Crews work Monday through Saturday in daylight and leave the roof watertight every night.',
    changes: '8. Change orders and hidden conditions',
    changesText:
      'Any change to the work, materials or price is written in a change order signed by both parties before the changed work begins. Damage that cannot be seen until the old roof is removed (rotted or delaminated sheathing, damaged rafters or fascia) is photographed and shown to the Owner, and repaired only once a change order is signed.',
    warranty: '9. Warranty',
    warrantyWorkmanship: 'The Contractor warrants its workmanship for ',
    warrantyYears: '{years} years',
    warrantyCertificate:
      " from completion and issues a warranty certificate when the final payment clears. Materials carry the manufacturer's warranty for ",
    materialsYears: '{years} years',
    warrantyFromCompletion: ' from completion: ',
    manufacturerUnstated: 'the manufacturer\u2019s limited warranty for the installed roof system',
    warrantyExclusions:
      '. The workmanship warranty does not cover storm damage beyond the wind speeds the code requires, later alterations by others, or lack of maintenance.',
    insurance: '10. Insurance',
    insuranceText:
      "The Contractor carries commercial general liability insurance and workers' compensation coverage for its employees as Florida law requires, and gives the Owner certificates on request.",
    site: '11. Site, protection and cleanup',
    siteText:
      'The Owner provides access to the roof, the driveway for the dumpster and material delivery, and an exterior outlet. The Contractor protects landscaping, windows and pool areas with tarps, cleans the site at the end of every work day including a rolling-magnet sweep for nails, and leaves gutters clear of roofing debris.',
    disputes: '12. Disputes',
    disputesText:
      "The parties first try to settle any disagreement by talking it over, then by mediation in the county where the property is located, before going to court there. The prevailing party in any lawsuit recovers reasonable attorney's fees and costs.",
    additional: '13. Additional terms',
    none: 'None.',
    floridaNotices: '14. Florida notices',
    floridaNoticesText:
      'If the deposit is more than 10% of the contract price, the Contractor will apply for the permit within 30 days and start work within 90 days after the permit is issued, unless the Owner agrees otherwise in writing or there is just cause for delay (s. 489.126). If any of this work will be paid from a property insurance claim, the Contractor will not interpret the policy, adjust the claim, or offer to pay or waive the deductible (s. 489.147).',
    signatures: '{number}. Signatures',
    byConfirming:
      'By signing, the Owner confirms having read this agreement and received a copy of it.',
    byConfirmingFlorida:
      'By signing, the Owner confirms having read this agreement, including the notices in it, and received a copy of it.',
    secondOwner: 'Second owner (if any)',
    contractorRepresentative: 'Contractor representative',
    contractNo: 'Contract no.',
    date: 'Date',
    /** Only in a contract negotiated in Spanish: which text governs (English), and why. */
    languageClause:
      'Language. This agreement was negotiated with the Owner in Spanish. A complete Spanish translation of it, with the Florida notices and the notice of cancellation in Spanish, is attached after the signatures and is part of the copy the Owner receives. This English text is the governing agreement: if the two texts differ, the English text controls, except that the Owner may exercise every right to cancel as stated in either language.',
  },
  {
    heading: 'Contrato de techado',
    intro:
      'Este contrato se celebra entre el Propietario y el Contratista que se indican abajo para trabajos de techado en la propiedad que se indica abajo. Es obligatorio cuando ambos lo firman.',
    introFlorida:
      'Este contrato se celebra entre el Propietario y el Contratista que se indican abajo para trabajos de techado en la propiedad que se indica abajo. Es obligatorio cuando ambos lo firman, sujeto al derecho del Propietario a cancelarlo que se establece en este contrato.',
    parties: '1. Partes',
    contractor: 'Contratista',
    owner: 'Propietario',
    phone: 'Teléfono:',
    email: 'Correo electrónico:',
    property: '2. Propiedad',
    scope: '3. Alcance del trabajo',
    scopeIncludes: 'Salvo que el alcance anterior indique otra cosa, el trabajo incluye:',
    scope1:
      'Retirar el revestimiento actual del techo hasta la base de madera (deck) y llevarse todos los escombros.',
    scope2:
      'Inspeccionar la base de madera; volver a clavarla donde lo exige el Código de Construcción de Florida (clavos anillados 8d a 6 pulgadas entre centros en casas construidas en el sitio); reemplazar el entablado dañado solo mediante una orden de cambio (sección 8).',
    scope3:
      'Una base sellada (barrera secundaria contra el agua) y el fieltro o membrana inferior (underlayment) que exige el Código de Construcción de Florida, 8.ª edición (2023).',
    scope4:
      'Goteros nuevos en aleros y bordes laterales, tapajuntas escalonados y de pared nuevos donde se pueda llegar, botas nuevas para tubos de ventilación y ventilación según el código.',
    scope5:
      'Instalar el sistema de techo según las instrucciones del fabricante para vientos fuertes, de modo que su garantía sea válida.',
    materials: '4. Materiales',
    roofSystem: 'Sistema de techo',
    roofArea: 'Área del techo',
    squares: '{squares, number} cuadrados de techo (1 cuadrado = 100 pies cuadrados)',
    squaresBlank: 'cuadrados de techo',
    products: 'Productos:',
    price: '5. Precio y calendario de pagos',
    whenDue: 'Vencimiento',
    amount: 'Monto',
    deposit: 'Depósito, al firmar',
    balance: 'Saldo, al terminar el trabajo y aprobar la inspección final',
    contractPrice: 'Precio del contrato',
    payments:
      'Los pagos se hacen a {legalName} con cheque, tarjeta o transferencia bancaria, nunca en efectivo a los miembros del equipo. El Contratista le entrega al Propietario una renuncia de gravamen (lien waiver) por cada pago una vez que se acredita.',
    insuranceFunded:
      'Este trabajo se pagará en parte con el reclamo de seguro de propiedad {claimNumber} del Propietario con {carrier}. Los cheques del seguro emitidos a nombre del Propietario y del Contratista se endosan al Contratista hasta el precio indicado arriba. El Propietario es responsable del pago del deducible del seguro: el Contratista no paga, no exime, no reembolsa ni cubre ninguna parte de él, ni en dinero, ni con descuentos, créditos o regalos (Estatutos de Florida, ss. 489.147 y 817.234(7)). El Propietario conserva el reclamo y sus beneficios: nada en este contrato cede al Contratista los beneficios del seguro posteriores a la pérdida (s. 627.7152), y el Contratista no ajusta el reclamo ni interpreta la póliza. El Propietario es responsable del precio del contrato, pague lo que pague la aseguradora.',
    permits: '6. Permisos e inspecciones',
    permitsText:
      'El Contratista obtiene el permiso de construcción, paga el costo del permiso incluido en el precio y programa las inspecciones que exige el departamento de construcción (incluida cualquier inspección intermedia de la base o del underlayment, y la final). Cuando la ley de Florida exige un Aviso de Inicio de Obra (Notice of Commencement, s. 713.13), el Propietario lo firma y el Contratista lo registra y coloca una copia en la obra.',
    schedule: '7. Calendario',
    estimatedStart: 'Inicio estimado',
    startUnstated: 'Se acuerda con el Propietario una vez emitido el permiso',
    estimatedCompletion: 'Terminación estimada',
    completionUnstated: 'Se confirma con el Propietario junto con la fecha de inicio',
    officialStart: 'Fecha oficial de inicio (s. 489.147(6))',
    officialStartWorkDefault: 'comienza el trabajo en el techo',
    officialStartUnset:
      'El primer día en que comienza el trabajo que instala materiales que formarán parte del techo terminado, se emite un permiso final o se hace una reparación temporal del revestimiento o del sistema del techo conforme al Código de Construcción de Florida; el Contratista confirma ese día al Propietario por escrito con anticipación.',
    scheduleText:
      'Las fechas cambian por lluvia, rayos, vientos fuertes, tormentas con nombre, falta de materiales, demoras en permisos o inspecciones y órdenes de cambio; el Contratista le avisa al Propietario de cualquier cambio antes del día programado. Los equipos trabajan de lunes a sábado con luz de día y dejan el techo protegido contra el agua todas las noches.',
    changes: '8. Órdenes de cambio y condiciones ocultas',
    changesText:
      'Todo cambio en el trabajo, los materiales o el precio se pone por escrito en una orden de cambio firmada por ambas partes antes de comenzar el trabajo modificado. Los daños que no se pueden ver hasta quitar el techo viejo (entablado podrido o deslaminado, vigas o fascia dañadas) se fotografían y se le muestran al Propietario, y se reparan solo después de firmar una orden de cambio.',
    warranty: '9. Garantía',
    warrantyWorkmanship: 'El Contratista garantiza su mano de obra por ',
    warrantyYears: '{years} años',
    warrantyCertificate:
      ' a partir de la terminación y emite un certificado de garantía cuando se acredita el pago final. Los materiales tienen la garantía del fabricante por ',
    materialsYears: '{years} años',
    warrantyFromCompletion: ' a partir de la terminación: ',
    manufacturerUnstated: 'la garantía limitada del fabricante para el sistema de techo instalado',
    warrantyExclusions:
      '. La garantía de mano de obra no cubre daños por tormentas con vientos superiores a los que exige el código, modificaciones posteriores hechas por otros ni la falta de mantenimiento.',
    insurance: '10. Seguros',
    insuranceText:
      'El Contratista tiene seguro de responsabilidad civil general comercial y seguro de compensación laboral (workers\u2019 compensation) para sus empleados, como lo exige la ley de Florida, y le entrega los certificados al Propietario si los pide.',
    site: '11. Obra, protección y limpieza',
    siteText:
      'El Propietario da acceso al techo, a la entrada de autos para el contenedor y la entrega de materiales, y a un tomacorriente exterior. El Contratista protege el jardín, las ventanas y el área de la piscina con lonas, limpia la obra al final de cada día de trabajo, incluido un barrido con imán rodante para recoger clavos, y deja las canaletas libres de escombros del techo.',
    disputes: '12. Desacuerdos',
    disputesText:
      'Las partes primero intentan resolver cualquier desacuerdo conversando, y luego mediante mediación en el condado donde está la propiedad, antes de acudir a los tribunales de ese condado. La parte que gane cualquier demanda recupera los honorarios razonables de abogados y las costas.',
    additional: '13. Términos adicionales',
    none: 'Ninguno.',
    floridaNotices: '14. Avisos de Florida',
    floridaNoticesText:
      'Si el depósito es mayor que el 10 % del precio del contrato, el Contratista solicitará el permiso dentro de 30 días y comenzará el trabajo dentro de 90 días después de emitido el permiso, salvo que el Propietario acepte otra cosa por escrito o haya una causa justificada de demora (s. 489.126). Si alguna parte de este trabajo se pagará con un reclamo de seguro de propiedad, el Contratista no interpretará la póliza, no ajustará el reclamo ni ofrecerá pagar o eximir el deducible (s. 489.147).',
    signatures: '{number}. Firmas',
    byConfirming:
      'Al firmar, el Propietario confirma que leyó este contrato y que recibió una copia.',
    byConfirmingFlorida:
      'Al firmar, el Propietario confirma que leyó este contrato, incluidos los avisos que contiene, y que recibió una copia.',
    secondOwner: 'Segundo propietario (si lo hay)',
    contractorRepresentative: 'Representante del contratista',
    contractNo: 'Contrato n.º',
    date: 'Fecha',
    languageClause:
      'Idioma. Este contrato se negoció con el Propietario en español. Se adjunta, después de las firmas, una traducción completa al español, con los avisos de Florida y el aviso de cancelación en español, que forma parte de la copia que recibe el Propietario. El texto en inglés es el contrato que rige: si los dos textos difieren, prevalece el texto en inglés, salvo que el Propietario puede ejercer cualquier derecho de cancelación tal como se indica en cualquiera de los dos idiomas.',
  },
);
