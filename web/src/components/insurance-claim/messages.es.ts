import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  heading: 'Si la reparación de su techo forma parte de un reclamo de seguro',
  statement1: 'El consumidor es responsable del pago de cualquier deducible del seguro.',
  statement2:
    'Es fraude de seguros, castigado como delito grave de tercer grado, que un contratista, a sabiendas o intencionalmente, y con la intención de perjudicar, defraudar o engañar, pague, exima o reembolse la totalidad o parte de un deducible del seguro aplicable al pago al contratista por reparaciones a una propiedad cubierta por una póliza de seguro de propiedad.',
  statement3:
    'Es fraude de seguros, castigado como delito grave de tercer grado, presentar intencionalmente un reclamo de seguro que contenga información falsa, incompleta o engañosa.',
  officialEnglish: 'Las declaraciones con la redacción de la ley de Florida (en inglés):',
};
export default es;
