import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's receipt for a payment (the office notice stays English). */
export const paymentReceivedMessages = defineCatalogue(
  'emails.payment-received',
  {
    subject: 'Receipt: {amount} received ({estimateNumber})',
    invoiceSubject: 'Receipt: {amount} received for invoice {invoice} ({estimateNumber})',
    preview: 'Receipt: we received {amount}. Thank you.',
    reason:
      'You receive this e-mail because a payment was recorded for your roofing project ({estimateNumber}) with {company}.',
    thanks:
      'Thank you: we received your payment of {amount}. This e-mail is your receipt: please keep it with your records.',
    amountReceived: 'Amount received',
    paidBy: 'Paid by',
    invoice: 'Invoice',
    reference: 'Reference',
    receivedOn: 'Received on',
    balance: 'Balance remaining on your project',
    settled: 'Nothing more is due on your project at the moment.',
    open: 'Your client portal shows every invoice and payment, and what is due next.',
    action: 'See your invoices and payments',
    wrong: 'Something does not look right? Call us at {phone} and mention the estimate number.',
  },
  {
    subject: 'Recibo: recibimos {amount} ({estimateNumber})',
    invoiceSubject: 'Recibo: recibimos {amount} para la factura {invoice} ({estimateNumber})',
    preview: 'Recibo: recibimos {amount}. Gracias.',
    reason:
      'Usted recibe este correo porque se registró un pago para su proyecto de techo ({estimateNumber}) con {company}.',
    thanks:
      'Gracias: recibimos su pago de {amount}. Este correo es su recibo: por favor, guárdelo con sus documentos.',
    amountReceived: 'Monto recibido',
    paidBy: 'Forma de pago',
    invoice: 'Factura',
    reference: 'Referencia',
    receivedOn: 'Recibido el',
    balance: 'Saldo pendiente de su proyecto',
    settled: 'Por ahora no hay nada más que pagar en su proyecto.',
    open: 'Su portal del cliente muestra cada factura y cada pago, y lo que vence después.',
    action: 'Vea sus facturas y pagos',
    wrong: '¿Algo no le parece correcto? Llámenos al {phone} y mencione el número de estimado.',
  },
);

export const paymentReceivedT = (locale: Locale) => translator(paymentReceivedMessages, locale);
