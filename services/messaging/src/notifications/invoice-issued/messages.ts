import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** An invoice (deposit, progress, final) and its overdue reminders. */
export const invoiceIssuedMessages = defineCatalogue(
  'emails.invoice-issued',
  {
    subject: 'Invoice {number} from {company}: {amount} due by {day}',
    overdueSubject: 'Reminder: invoice {number} is past due',
    overdueDaysSubject: 'Invoice {number} is {days} days past due',
    reason:
      'You receive this e-mail because {company} issued invoice {number} for your roofing project ({estimateNumber}).',
    reminderReason: 'We send at most {max} reminders, and none once the invoice is paid.',
    'kind.deposit': 'Deposit',
    'kind.progress': 'Progress',
    'kind.final': 'Final',
    howTitle: 'How to pay',
    how: "Your invoice is in your client portal, where you can pay online or see how to pay by check or bank transfer. Please write the invoice number {number} on your check or in the transfer's memo so we can match your payment.",
    payAction: 'View and pay your invoice',
    preview: 'Invoice {number}: {amount} due by {day}.',
    'intro.deposit':
      'Here is the deposit invoice for your roofing contract. Thank you for signing with us.',
    'intro.final': 'Here is the final invoice for your roofing project. Thank you for choosing us.',
    'intro.progress':
      'Here is a progress invoice for your roofing project, for the work as agreed in your contract.',
    invoiceNumber: 'Invoice number',
    invoiceType: 'Invoice type',
    issuedOn: 'Issued on',
    dueBy: 'Due by',
    forTitle: 'What it is for',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    balanceDue: 'Balance due',
    notes: 'Notes',
    questions: 'Questions about this invoice? Call us at {phone}.',
    overduePreview: 'Invoice {number}: {amount} was due on {day}.',
    overdueFirst:
      'A friendly reminder: invoice {number} was due on {day}, and we have not received full payment yet.',
    overdueLater:
      'Invoice {number} is now {days, plural, one {# day} other {# days}} past due, and {amount} is still open.',
    invoiceTotal: 'Invoice total',
    wasDue: 'Was due',
    alreadyPaid:
      'If you have already paid, thank you, and please disregard this reminder: a check can take a few days to reach us and be recorded. Your client portal shows every payment we have received.',
    holdingUp:
      'If something about the invoice or the work is holding up payment, or you would like to arrange a payment plan, please call us at {phone}: we would rather talk it through.',
  },
  {
    subject: 'Factura {number} de {company}: {amount} a pagar antes del {day}',
    overdueSubject: 'Recordatorio: la factura {number} está vencida',
    overdueDaysSubject: 'La factura {number} tiene {days} días de atraso',
    reason:
      'Usted recibe este correo porque {company} emitió la factura {number} para su proyecto de techo ({estimateNumber}).',
    reminderReason:
      'Enviamos como máximo {max} recordatorios, y ninguno una vez que la factura esté pagada.',
    'kind.deposit': 'Depósito',
    'kind.progress': 'Avance de obra',
    'kind.final': 'Final',
    howTitle: 'Cómo pagar',
    how: 'Su factura está en su portal del cliente, donde puede pagar en línea o ver cómo pagar con cheque o transferencia bancaria. Por favor, escriba el número de factura {number} en su cheque o en el concepto de la transferencia para que podamos identificar su pago.',
    payAction: 'Vea y pague su factura',
    preview: 'Factura {number}: {amount} a pagar antes del {day}.',
    'intro.deposit':
      'Aquí tiene la factura del depósito de su contrato de techo. Gracias por firmar con nosotros.',
    'intro.final': 'Aquí tiene la factura final de su proyecto de techo. Gracias por elegirnos.',
    'intro.progress':
      'Aquí tiene una factura de avance de obra de su proyecto de techo, por el trabajo acordado en su contrato.',
    invoiceNumber: 'Número de factura',
    invoiceType: 'Tipo de factura',
    issuedOn: 'Emitida el',
    dueBy: 'Pagar antes del',
    forTitle: 'Concepto',
    subtotal: 'Subtotal',
    tax: 'Impuesto',
    total: 'Total',
    balanceDue: 'Saldo pendiente',
    notes: 'Notas',
    questions: '¿Preguntas sobre esta factura? Llámenos al {phone}.',
    overduePreview: 'Factura {number}: {amount} vencía el {day}.',
    overdueFirst:
      'Un recordatorio amable: la factura {number} vencía el {day}, y todavía no hemos recibido el pago completo.',
    overdueLater:
      'La factura {number} ya tiene {days, plural, one {# día} other {# días}} de atraso, y todavía quedan {amount} pendientes.',
    invoiceTotal: 'Total de la factura',
    wasDue: 'Vencía el',
    alreadyPaid:
      'Si ya pagó, se lo agradecemos, y por favor ignore este recordatorio: un cheque puede tardar unos días en llegarnos y registrarse. Su portal del cliente muestra cada pago que hemos recibido.',
    holdingUp:
      'Si algo de la factura o del trabajo está retrasando el pago, o si desea acordar un plan de pagos, por favor llámenos al {phone}: preferimos hablarlo con usted.',
  },
);

export const invoiceIssuedT = (locale: Locale) => translator(invoiceIssuedMessages, locale);
