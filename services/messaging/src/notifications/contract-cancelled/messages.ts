import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's receipt for a cancelled contract (the office alert stays English). */
export const contractCancelledMessages = defineCatalogue(
  'emails.contract-cancelled',
  {
    subject: 'Your roofing contract is cancelled ({estimateNumber})',
    preview: 'Your roofing contract for estimate {estimateNumber} is cancelled.',
    reason:
      'You receive this e-mail because the contract for estimate {estimateNumber} with {company} was cancelled in the client portal.',
    received:
      'We received your cancellation: your roofing contract is cancelled, without any penalty or obligation. We will not start the work, and any open invoices for it are void.',
    cancelledOn: 'Cancelled on',
    refundDue: 'Refund due to you',
    refund:
      'We will refund the {amount} you paid by {day}, within {days} days of your cancellation as Florida law requires, the same way you paid where we can (a card or bank account payment goes back to that card or account). We will e-mail you when it is sent.',
    nothingPaid: 'You had not paid anything under this contract, so there is nothing to refund.',
    notYou:
      'Did you not cancel this contract, or did you change your mind? Call us at {phone}. If your plans change later, we are glad to prepare a new estimate.',
  },
  {
    subject: 'Su contrato de techo está cancelado ({estimateNumber})',
    preview: 'Su contrato de techo del estimado {estimateNumber} está cancelado.',
    reason:
      'Usted recibe este correo porque el contrato del estimado {estimateNumber} con {company} se canceló en el portal del cliente.',
    received:
      'Recibimos su cancelación: su contrato de techo está cancelado, sin ninguna penalidad ni obligación. No comenzaremos el trabajo, y toda factura pendiente de este contrato queda anulada.',
    cancelledOn: 'Fecha de cancelación',
    refundDue: 'Reembolso que le corresponde',
    refund:
      'Le reembolsaremos los {amount} que pagó a más tardar el {day}, dentro de los {days} días siguientes a su cancelación, como lo exige la ley de Florida, por el mismo medio con que pagó cuando sea posible (un pago con tarjeta o cuenta bancaria se devuelve a esa tarjeta o cuenta). Le avisaremos por correo electrónico cuando lo enviemos.',
    nothingPaid:
      'Usted no había pagado nada por este contrato, así que no hay nada que reembolsar.',
    notYou:
      '¿Usted no canceló este contrato o cambió de opinión? Llámenos al {phone}. Si sus planes cambian más adelante, con gusto le preparamos un nuevo estimado.',
  },
);

export const contractCancelledT = (locale: Locale) => translator(contractCancelledMessages, locale);
