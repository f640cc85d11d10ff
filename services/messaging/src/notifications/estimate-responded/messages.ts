import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The customer's receipt or acknowledgement for their answer to an estimate (office stays English). */
export const estimateRespondedMessages = defineCatalogue(
  'emails.estimate-responded',
  {
    reason:
      'You receive this e-mail because an answer was given to estimate {estimateNumber} on {website}.',
    noReminders: "We won't send reminders about this estimate.",
    // Accepted
    acceptedSubject: 'Receipt: you accepted estimate {estimateNumber}',
    acceptedPreview: 'Receipt: you accepted estimate {estimateNumber}.',
    acceptedPreviewAmount: 'Receipt: you accepted estimate {estimateNumber} for {amount}.',
    acceptedByStaff:
      '{staff} of {company} recorded your acceptance of this estimate on your behalf (for example, when you accepted it by phone). This e-mail is your receipt: please keep it with your records. Your roofing contract follows in a separate e-mail: read and sign it in your portal. We will call you within one business day to schedule the work.',
    acceptedThanks:
      'Thank you for accepting your estimate. This e-mail is your receipt: please keep it with your records. Your roofing contract follows in a separate e-mail: read and sign it in your portal. We will call you within one business day to schedule the work.',
    receiptTitle: 'Acceptance receipt',
    amountAccepted: 'Amount accepted',
    acceptedOn: 'Accepted on',
    recordedBy: 'Recorded by',
    recordedByValue: '{staff}, {company} (on your behalf)',
    version: 'Estimate version (SHA-256)',
    fromAddress: 'From address',
    browser: 'Browser',
    notesTitle: 'Proposal notes you accepted',
    noNotes: 'No proposal notes were attached to the estimate.',
    yourNote: 'Your note',
    notYou:
      'Did you not accept this estimate? Call us at {phone} right away and we will put it on hold.',
    viewEstimate: 'View your estimate',
    // Questions
    questionsSubject: 'We received your questions about estimate {estimateNumber}',
    questionsPreview: 'We received your questions and will answer within one business day.',
    questionsThanks:
      'Thank you: we received your questions about estimate {estimateNumber}. The project team will answer within one business day, by phone or in your client portal.',
    questionsOpen:
      "Your estimate stays open while we talk it through. If it's urgent, call us at {phone}.",
    // Changes
    changesSubject: 'We received the changes you asked for on estimate {estimateNumber}',
    changesPreview:
      'We received the changes you asked for and will get back to you within one business day.',
    changesThanks:
      'Thank you: we received the changes you asked for on estimate {estimateNumber}. The project team will get back to you within one business day with a revised estimate or a call.',
    changesOpen:
      "Your estimate stays open meanwhile: you can still accept it as it is. If it's urgent, call us at {phone}.",
    // Declined
    declinedSubject: 'Thank you for letting us know (estimate {estimateNumber})',
    declinedPreview: 'Thank you for letting us know.',
    declinedThanks:
      "Thank you for letting us know about estimate {estimateNumber}. We appreciate you considering {company}, and there are no hard feelings: we won't follow up with calls or reminders about this estimate.",
    declinedLater:
      "If your plans change, a storm comes through, or you'd like us to price a different option, we are glad to help: call {phone} or mention estimate {estimateNumber} when you get in touch. The estimate page stays available:",
  },
  {
    reason:
      'Usted recibe este correo porque se dio una respuesta al estimado {estimateNumber} en {website}.',
    noReminders: 'No le enviaremos recordatorios sobre este estimado.',
    acceptedSubject: 'Comprobante: usted aceptó el estimado {estimateNumber}',
    acceptedPreview: 'Comprobante: usted aceptó el estimado {estimateNumber}.',
    acceptedPreviewAmount: 'Comprobante: usted aceptó el estimado {estimateNumber} por {amount}.',
    acceptedByStaff:
      '{staff}, de {company}, registró su aceptación de este estimado en su nombre (por ejemplo, cuando usted lo aceptó por teléfono). Este correo es su comprobante: guárdelo con sus documentos. Su contrato de techo le llega en un correo aparte: léalo y fírmelo en su portal. Lo llamaremos dentro de un día hábil para programar el trabajo.',
    acceptedThanks:
      'Gracias por aceptar su estimado. Este correo es su comprobante: guárdelo con sus documentos. Su contrato de techo le llega en un correo aparte: léalo y fírmelo en su portal. Lo llamaremos dentro de un día hábil para programar el trabajo.',
    receiptTitle: 'Comprobante de aceptación',
    amountAccepted: 'Monto aceptado',
    acceptedOn: 'Fecha de aceptación',
    recordedBy: 'Registrado por',
    recordedByValue: '{staff}, {company} (en su nombre)',
    version: 'Versión del estimado (SHA-256)',
    fromAddress: 'Dirección de origen',
    browser: 'Navegador',
    notesTitle: 'Notas de la propuesta que usted aceptó',
    noNotes: 'El estimado no tenía notas de propuesta.',
    yourNote: 'Su nota',
    notYou:
      '¿Usted no aceptó este estimado? Llámenos de inmediato al {phone} y lo dejaremos en espera.',
    viewEstimate: 'Ver su estimado',
    questionsSubject: 'Recibimos sus preguntas sobre el estimado {estimateNumber}',
    questionsPreview: 'Recibimos sus preguntas y le responderemos dentro de un día hábil.',
    questionsThanks:
      'Gracias: recibimos sus preguntas sobre el estimado {estimateNumber}. El equipo del proyecto le responderá dentro de un día hábil, por teléfono o en su portal del cliente.',
    questionsOpen:
      'Su estimado sigue abierto mientras lo conversamos. Si es urgente, llámenos al {phone}.',
    changesSubject: 'Recibimos los cambios que pidió en el estimado {estimateNumber}',
    changesPreview: 'Recibimos los cambios que pidió y le responderemos dentro de un día hábil.',
    changesThanks:
      'Gracias: recibimos los cambios que pidió en el estimado {estimateNumber}. El equipo del proyecto le responderá dentro de un día hábil con un estimado revisado o una llamada.',
    changesOpen:
      'Mientras tanto, su estimado sigue abierto: todavía puede aceptarlo tal como está. Si es urgente, llámenos al {phone}.',
    declinedSubject: 'Gracias por avisarnos (estimado {estimateNumber})',
    declinedPreview: 'Gracias por avisarnos.',
    declinedThanks:
      'Gracias por avisarnos sobre el estimado {estimateNumber}. Le agradecemos que haya considerado a {company}, y no se preocupe: no le haremos llamadas ni le enviaremos recordatorios sobre este estimado.',
    declinedLater:
      'Si sus planes cambian, pasa una tormenta o quiere que le coticemos otra opción, con gusto le ayudamos: llame al {phone} o mencione el estimado {estimateNumber} cuando se comunique con nosotros. La página del estimado sigue disponible:',
  },
);

export const estimateRespondedT = (locale: Locale) => translator(estimateRespondedMessages, locale);
