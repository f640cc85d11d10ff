import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The one-time code a customer asked for (to act on an estimate, or to sign a contract). */
export const portalCodeMessages = defineCatalogue(
  'emails.portal-code-requested',
  {
    subject: '{code} is your {company} code',
    signSubject: '{code} is your code to sign your {company} contract',
    preview: 'Your code: {code}',
    signPreview: 'Your code to sign your contract: {code}',
    reason:
      'You receive this e-mail because someone asked for a code to open estimate {estimateNumber} with {company}.',
    signReason:
      'You receive this e-mail because someone asked for a code to sign the contract for estimate {estimateNumber} with {company}.',
    intro: 'Your confirmation code is {code}',
    signIntro: 'Your code to sign your contract is {code}',
    code: 'Code',
    use: 'Enter it on our website within 10 minutes to confirm it is you: to answer your estimate, message our team or see your documents. It works once.',
    signUse:
      'Enter it in your client portal within 10 minutes to sign your contract. It works once. Entering it and pressing Sign is your electronic signature, as binding as one on paper.',
    notYou:
      'Did not ask for a code? You can ignore this e-mail: nothing changes without it. We will never ask you for this code by phone.',
    signNotYou:
      'Did not ask for a code? Do not share it with anyone, and call us at {phone}: nothing is signed without it. We will never ask you for this code by phone.',
  },
  {
    subject: '{code} es su código de {company}',
    signSubject: '{code} es su código para firmar su contrato con {company}',
    preview: 'Su código: {code}',
    signPreview: 'Su código para firmar su contrato: {code}',
    reason:
      'Usted recibe este correo porque alguien pidió un código para abrir el estimado {estimateNumber} con {company}.',
    signReason:
      'Usted recibe este correo porque alguien pidió un código para firmar el contrato del estimado {estimateNumber} con {company}.',
    intro: 'Su código de confirmación es {code}',
    signIntro: 'Su código para firmar su contrato es {code}',
    code: 'Código',
    use: 'Ingréselo en nuestro sitio web dentro de 10 minutos para confirmar que es usted: para responder a su estimado, escribir a nuestro equipo o ver sus documentos. Solo funciona una vez.',
    signUse:
      'Ingréselo en su portal del cliente dentro de 10 minutos para firmar su contrato. Solo funciona una vez. Ingresarlo y pulsar "Firmar el contrato" es su firma electrónica, tan válida como una firma en papel.',
    notYou:
      '¿No pidió un código? Puede ignorar este correo: nada cambia sin él. Nunca le pediremos este código por teléfono.',
    signNotYou:
      '¿No pidió un código? No se lo dé a nadie y llámenos al {phone}: no se firma nada sin él. Nunca le pediremos este código por teléfono.',
  },
);

export const portalCodeT = (locale: Locale) => translator(portalCodeMessages, locale);
