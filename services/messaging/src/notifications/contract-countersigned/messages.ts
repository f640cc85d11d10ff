import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The fully signed contract, sent to the customer with its PDF (the office copy stays English). */
export const contractCountersignedMessages = defineCatalogue(
  'emails.contract-countersigned',
  {
    subject: 'Your signed roofing contract ({estimateNumber})',
    preview: 'Your roofing contract is signed by both sides. The signed PDF is attached.',
    reason:
      'You receive this e-mail because you signed the contract for estimate {estimateNumber} with {company}.',
    body: 'Your roofing contract is now signed by you and by {company}. The fully signed contract is attached as a PDF: please save it with your records. It ends with a signing certificate: who signed, when, and how each signature was verified.',
    signedByYou: 'Signed by you',
    countersignedFor: 'Countersigned for {company}',
    attached: 'Attached',
    fingerprint: 'File fingerprint (SHA-256)',
    cancel:
      'Your right to cancel without penalty runs until midnight at the end of {day}: use "Cancel contract" in your client portal, or mail or deliver a signed written notice to {legalName}, {address}, by then.',
    next: 'Next, we apply for your building permit and call you to schedule the work. The contract and your invoices are always in your client portal, under Documents.',
  },
  {
    subject: 'Su contrato de techo firmado ({estimateNumber})',
    preview: 'Su contrato de techo está firmado por ambas partes. Le adjuntamos el PDF firmado.',
    reason:
      'Usted recibe este correo porque firmó el contrato del estimado {estimateNumber} con {company}.',
    body: 'Su contrato de techo ya está firmado por usted y por {company}. El contrato firmado por ambas partes va adjunto en PDF: guárdelo con sus documentos. Al final tiene un certificado de firma: quién firmó, cuándo y cómo se verificó cada firma.',
    signedByYou: 'Firmado por usted',
    countersignedFor: 'Firmado en nombre de {company}',
    attached: 'Adjunto',
    fingerprint: 'Huella digital del archivo (SHA-256)',
    cancel:
      'Su derecho a cancelar sin penalidad dura hasta la medianoche del {day}: use "Cancelar el contrato" en su portal del cliente, o envíe por correo o entregue un aviso por escrito y firmado a {legalName}, {address}, dentro de ese plazo.',
    next: 'Ahora solicitamos su permiso de construcción y lo llamamos para programar el trabajo. El contrato y sus facturas siempre están en su portal del cliente, en Documentos.',
  },
);

export const contractCountersignedT = (locale: Locale) =>
  translator(contractCountersignedMessages, locale);
