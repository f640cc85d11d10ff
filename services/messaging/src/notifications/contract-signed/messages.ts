import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's receipt for their signature (the office alert stays English). */
export const contractSignedMessages = defineCatalogue(
  'emails.contract-signed',
  {
    subject: 'We received your signed contract ({estimateNumber})',
    preview: 'You signed your roofing contract. You may cancel until midnight at the end of {day}.',
    reason:
      'You receive this e-mail because the contract for estimate {estimateNumber} was signed in the {company} client portal.',
    thanks:
      'Thank you: we received your signed roofing contract. Our office will countersign it, and we will then e-mail you the fully signed contract as a PDF for your records.',
    signedBy: 'Signed by',
    signedOn: 'Signed on',
    cancelUntilLabel: 'You may cancel until',
    cancelUntilValue: 'midnight at the end of {day}',
    deposit:
      'The deposit invoice ({amount}) follows in a separate e-mail and is in your client portal, where you can pay online or see how to pay by check or bank transfer.',
    cancelTitle: 'Your right to cancel',
    notYou:
      'Did you not sign this contract? Call us at {phone} right away and we will put it on hold.',
    action: 'View your contract',
  },
  {
    subject: 'Recibimos su contrato firmado ({estimateNumber})',
    preview: 'Usted firmó su contrato de techo. Puede cancelarlo hasta la medianoche del {day}.',
    reason:
      'Usted recibe este correo porque el contrato del estimado {estimateNumber} se firmó en el portal del cliente de {company}.',
    thanks:
      'Gracias: recibimos su contrato de techo firmado. Nuestra oficina lo firmará también y luego le enviaremos por correo electrónico el contrato firmado por ambas partes, en PDF, para sus archivos.',
    signedBy: 'Firmado por',
    signedOn: 'Fecha de la firma',
    cancelUntilLabel: 'Puede cancelar hasta',
    cancelUntilValue: 'la medianoche del {day}',
    deposit:
      'La factura del depósito ({amount}) le llega en un correo aparte y está en su portal del cliente, donde puede pagar en línea o ver cómo pagar con cheque o transferencia bancaria.',
    cancelTitle: 'Su derecho a cancelar',
    notYou:
      '¿Usted no firmó este contrato? Llámenos de inmediato al {phone} y lo dejaremos en espera.',
    action: 'Ver su contrato',
  },
);

export const contractSignedT = (locale: Locale) => translator(contractSignedMessages, locale);
