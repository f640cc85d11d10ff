import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** A refund sent back to the customer. */
export const paymentRefundedMessages = defineCatalogue(
  'emails.payment-refunded',
  {
    subject: 'Refund of {amount} ({estimateNumber})',
    preview: 'We refunded {amount} to you.',
    reason:
      'You receive this e-mail because a refund was recorded for your roofing project ({estimateNumber}) with {company}.',
    body: 'We have refunded {amount} to you.',
    amount: 'Amount refunded',
    to: 'Refunded to',
    invoice: 'Invoice',
    on: 'Refunded on',
    balance: 'Balance on your project now',
    online:
      'The refund goes back to the card or bank account you paid with. Banks usually show it within 5 to 10 business days.',
    offline: 'If you have not received it within 10 days, please call us.',
    action: 'See your invoices and payments',
    questions: 'Questions about this refund? Call us at {phone}.',
  },
  {
    subject: 'Reembolso de {amount} ({estimateNumber})',
    preview: 'Le reembolsamos {amount}.',
    reason:
      'Usted recibe este correo porque se registró un reembolso para su proyecto de techo ({estimateNumber}) con {company}.',
    body: 'Le hemos reembolsado {amount}.',
    amount: 'Monto reembolsado',
    to: 'Reembolsado a',
    invoice: 'Factura',
    on: 'Fecha del reembolso',
    balance: 'Saldo actual de su proyecto',
    online:
      'El reembolso se devuelve a la tarjeta o cuenta bancaria con que pagó. Los bancos suelen reflejarlo en un plazo de 5 a 10 días hábiles.',
    offline: 'Si no lo ha recibido dentro de 10 días, llámenos, por favor.',
    action: 'Vea sus facturas y pagos',
    questions: '¿Preguntas sobre este reembolso? Llámenos al {phone}.',
  },
);

export const paymentRefundedT = (locale: Locale) => translator(paymentRefundedMessages, locale);
