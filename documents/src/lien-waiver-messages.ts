import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * Florida's statutory lien waivers (lien-waiver.tsx). English is the statutory form of
 * s. 713.20(4) and (5), word for word: it is the one signed and notarized. Spanish is a reading
 * translation printed beneath it for a Spanish-speaking customer, labelled as such and never
 * signed (issue 24; docs/florida-rules.md, "Spanish documents").
 */
export const LIEN_WAIVER_MESSAGES = defineCatalogue(
  'documents.lien-waiver',
  {
    headingConditionalProgress: 'Conditional Waiver and Release of Lien upon Progress Payment',
    headingConditionalFinal: 'Conditional Waiver and Release of Lien upon Final Payment',
    headingUnconditionalProgress: 'Unconditional Waiver and Release of Lien upon Progress Payment',
    headingUnconditionalFinal: 'Unconditional Waiver and Release of Lien upon Final Payment',
    subtitle: 'Florida Statutes s. 713.20({subsection}) · {payment} · {waiver}',
    finalPayment: 'Final payment',
    progressPayment: 'Progress payment',
    conditional: 'Conditional',
    unconditional: 'Unconditional',
    statutoryFinal:
      'The undersigned lienor, in consideration of the final payment in the amount of {amount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished to {customer} on the job of {owner} to the following described property:',
    statutoryProgress:
      'The undersigned lienor, in consideration of the sum of {amount}, hereby waives and releases its lien and right to claim a lien for labor, services, or materials furnished through {through} to {customer} on the job of {owner} to the following property:',
    retention:
      'This waiver and release does not cover any retention or labor, services, or materials furnished after the date specified.',
    paymentDescribed: 'the payment described above',
    conditionLead: 'Condition.',
    condition:
      " This waiver and release is conditioned on, and becomes effective only upon, the lienor's receipt of {method} in the amount stated above. If the payment is made by check, draft or electronic transfer, it becomes effective only when the funds have been paid by the bank on which they are drawn and have cleared into the lienor's account. If the payment is not received or does not clear, this waiver and release is void and the lienor keeps all of its lien rights.",
    unconditionalLead: 'Notice to the lienor.',
    unconditionalNotice:
      ' This waiver and release is unconditional: it takes effect when signed, whether or not the payment has been received or has cleared. Sign it only after {method} has been received in good funds.',
    dated: 'DATED on {date}.',
    translationHeading: 'Spanish translation — reading copy',
    translationIntro:
      'This is a translation of the lien waiver above, for you to read in your language. Florida law (Florida Statutes s. 713.20) sets the words of this form in English: the English form above is the one that is signed, notarized and legally effective. If the two texts differ, the English text controls.',
    translationSignatures:
      'The lienor’s signature and the notary’s certificate are on the English form above; this translation is not signed or notarized.',
  },
  {
    headingConditionalProgress: 'Renuncia y liberación condicional de gravamen contra pago parcial',
    headingConditionalFinal: 'Renuncia y liberación condicional de gravamen contra pago final',
    headingUnconditionalProgress:
      'Renuncia y liberación incondicional de gravamen contra pago parcial',
    headingUnconditionalFinal: 'Renuncia y liberación incondicional de gravamen contra pago final',
    subtitle: 'Estatutos de Florida, s. 713.20({subsection}) · {payment} · {waiver}',
    finalPayment: 'Pago final',
    progressPayment: 'Pago parcial',
    conditional: 'Condicional',
    unconditional: 'Incondicional',
    statutoryFinal:
      'El acreedor del gravamen (lienor) abajo firmante, en consideración del pago final por el monto de {amount}, por la presente renuncia y libera su gravamen y su derecho a reclamar un gravamen por la mano de obra, los servicios o los materiales suministrados a {customer} en la obra de {owner} en la propiedad que se describe a continuación:',
    statutoryProgress:
      'El acreedor del gravamen (lienor) abajo firmante, en consideración de la suma de {amount}, por la presente renuncia y libera su gravamen y su derecho a reclamar un gravamen por la mano de obra, los servicios o los materiales suministrados hasta el {through} a {customer} en la obra de {owner} en la siguiente propiedad:',
    retention:
      'Esta renuncia y liberación no cubre ninguna retención ni la mano de obra, los servicios o los materiales suministrados después de la fecha indicada.',
    paymentDescribed: 'el pago descrito arriba',
    conditionLead: 'Condición.',
    condition:
      ' Esta renuncia y liberación está sujeta a que el acreedor del gravamen reciba {method} por el monto indicado arriba, y solo entra en vigor cuando lo reciba. Si el pago se hace con cheque, giro o transferencia electrónica, entra en vigor solo cuando el banco contra el que se libra haya pagado los fondos y estos se hayan acreditado en la cuenta del acreedor del gravamen. Si el pago no se recibe o no se acredita, esta renuncia y liberación queda sin efecto y el acreedor del gravamen conserva todos sus derechos de gravamen.',
    unconditionalLead: 'Aviso al acreedor del gravamen.',
    unconditionalNotice:
      ' Esta renuncia y liberación es incondicional: entra en vigor al firmarse, se haya recibido o acreditado el pago o no. Fírmela solo después de haber recibido {method} en fondos disponibles.',
    dated: 'FECHADO el {date}.',
    translationHeading: 'Traducción al español — copia de lectura',
    translationIntro:
      'Esta es una traducción al español de la renuncia de gravamen que antecede, para que usted la lea en su idioma. La ley de Florida (Estatutos de Florida, s. 713.20) establece la redacción de este formulario en inglés: el formulario en inglés que antecede es el que se firma, se notariza y tiene efecto legal. Si los dos textos difieren, prevalece el texto en inglés.',
    translationSignatures:
      'La firma del acreedor del gravamen y la certificación del notario están en el formulario en inglés que antecede; esta traducción no se firma ni se notariza.',
  },
);
