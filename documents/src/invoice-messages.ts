import { defineCatalogue } from '@roofing/contracts/i18n';

/**
 * The document wizard's invoice (invoice.tsx) in English and Spanish (issue 24). The Spanish
 * follows the quote service's invoice (services/quote/src/documents/invoice-document.tsx), so a
 * customer reads the same words on both.
 */
export const INVOICE_MESSAGES = defineCatalogue(
  'documents.invoice',
  {
    heading: 'Invoice',
    invoiceNo: 'Invoice no.',
    date: 'Date',
    due: 'Due',
    balanceDue: 'Balance due',
    balanceDueBy: 'Balance due by {date}',
    billTo: 'Bill to',
    jobAddress: 'Job address',
    estimateContract: 'Estimate / contract: {number}',
    subtotal: 'Subtotal',
    salesTax: 'Sales tax ({rate})*',
    total: 'Total',
    amountPaid: 'Amount paid',
    howToPay: 'How to pay',
    payByCheck:
      'Pay by check payable to {legalName}, mailed or delivered to {address}, with the invoice number on the check; or call {phone} to pay by card or bank transfer. We never ask for card or bank details by e-mail. A lien waiver for your payment is sent once it clears.',
    notes: 'Notes',
    salesTaxNote:
      '* Florida sales tax: a roofing contractor doing a real property improvement pays the sales tax on the materials it buys, and Florida does not tax the labor of improving real property, so no tax is normally added to the contract price (Rule 12A-1.051, Florida Administrative Code). Tax appears above only for items sold separately, without installation.',
    questions:
      'Questions about this invoice: {phone} or {email}. Thank you for choosing {company}.',
  },
  {
    heading: 'Factura',
    invoiceNo: 'Factura n.º',
    date: 'Fecha',
    due: 'Vence',
    balanceDue: 'Saldo a pagar',
    balanceDueBy: 'Saldo a pagar antes del {date}',
    billTo: 'Facturar a',
    jobAddress: 'Dirección de la obra',
    estimateContract: 'Estimado / contrato: {number}',
    subtotal: 'Subtotal',
    salesTax: 'Impuesto sobre las ventas ({rate})*',
    total: 'Total',
    amountPaid: 'Monto pagado',
    howToPay: 'Cómo pagar',
    payByCheck:
      'Pague con cheque a nombre de {legalName}, enviado por correo o entregado en {address}, con el número de factura en el cheque; o llame al {phone} para pagar con tarjeta o transferencia bancaria. Nunca le pedimos datos de tarjeta ni de cuenta bancaria por correo electrónico. Cuando su pago se acredite, le enviamos una renuncia de gravamen (lien waiver).',
    notes: 'Notas',
    salesTaxNote:
      '* Impuesto sobre las ventas en Florida: un contratista de techos que hace una mejora a un inmueble paga el impuesto sobre las ventas de los materiales que compra, y Florida no grava la mano de obra de mejoras a inmuebles, por lo que normalmente no se agrega impuesto al precio del contrato (Regla 12A-1.051 del Código Administrativo de Florida). Solo aparece impuesto arriba para artículos vendidos por separado, sin instalación.',
    questions: 'Preguntas sobre esta factura: {phone} o {email}. Gracias por elegir a {company}.',
  },
);
