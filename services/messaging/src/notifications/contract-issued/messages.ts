import type { Locale } from '@roofing/contracts';
import { defineCatalogue, translator } from '@roofing/contracts/i18n';

/** The contract is ready to sign in the portal (or an updated version replaces one). */
export const contractIssuedMessages = defineCatalogue(
  'emails.contract-issued',
  {
    subject: 'Your roofing contract is ready to sign ({estimateNumber})',
    updatedSubject: 'Your updated roofing contract is ready to sign ({estimateNumber})',
    preview: 'Your roofing contract ({price}) is ready to read and sign in your client portal.',
    reason:
      'You receive this e-mail because you accepted estimate {estimateNumber} from {company}.',
    replaced:
      'We have updated your roofing contract. Version {version} replaces version {replaces}, which can no longer be signed. Please read the new version in full before you sign it.',
    ready:
      'Thank you for accepting your estimate. Your roofing contract is ready: it puts the work we quoted in writing, with the price, the deposit and your rights as a Florida homeowner.',
    howTitle: 'How to sign',
    stepOpen: 'Open the contract in your client portal with the button below.',
    stepRead: 'Read it all the way through: the signature section opens once you reach the end.',
    stepType: 'Type your full name and draw your signature with your finger or mouse.',
    stepCode:
      'Press "Send me a code": we e-mail a 6-digit code to this address. Enter it and press Sign.',
    afterWithDeposit:
      'Once you have signed, we e-mail you a confirmation and the deposit invoice, and our office countersigns. You then receive the fully signed contract as a PDF for your records.',
    after:
      'Once you have signed, we e-mail you a confirmation, and our office countersigns. You then receive the fully signed contract as a PDF for your records.',
    action: 'Read and sign your contract',
    cancelTitle: 'Your right to cancel',
    questions:
      'Questions about anything in the contract? Call us at {phone} before you sign: we are glad to go through it with you.',
  },
  {
    subject: 'Su contrato de techo está listo para firmar ({estimateNumber})',
    updatedSubject: 'Su contrato de techo actualizado está listo para firmar ({estimateNumber})',
    preview:
      'Su contrato de techo ({price}) está listo para leer y firmar en su portal del cliente.',
    reason: 'Usted recibe este correo porque aceptó el estimado {estimateNumber} de {company}.',
    replaced:
      'Actualizamos su contrato de techo. La versión {version} reemplaza la versión {replaces}, que ya no se puede firmar. Por favor, lea la nueva versión completa antes de firmarla.',
    ready:
      'Gracias por aceptar su estimado. Su contrato de techo está listo: pone por escrito el trabajo que cotizamos, con el precio, el depósito y sus derechos como propietario de vivienda en Florida.',
    howTitle: 'Cómo firmar',
    stepOpen: 'Abra el contrato en su portal del cliente con el botón de abajo.',
    stepRead: 'Léalo hasta el final: la sección de firma se abre cuando llega al final.',
    stepType: 'Escriba su nombre completo y dibuje su firma con el dedo o el mouse.',
    stepCode:
      'Pulse "Enviarme un código de firma por correo electrónico": le enviamos un código de 6 dígitos a esta dirección. Escríbalo en "Código de firma" y pulse "Firmar el contrato".',
    afterWithDeposit:
      'Una vez que firme, le enviamos por correo una confirmación y la factura del depósito, y nuestra oficina firma también. Luego recibe el contrato firmado por ambas partes en PDF para sus archivos.',
    after:
      'Una vez que firme, le enviamos por correo una confirmación, y nuestra oficina firma también. Luego recibe el contrato firmado por ambas partes en PDF para sus archivos.',
    action: 'Lea y firme su contrato',
    cancelTitle: 'Su derecho a cancelar',
    questions:
      '¿Tiene preguntas sobre algo del contrato? Llámenos al {phone} antes de firmar: con gusto lo revisamos con usted.',
  },
);

export const contractIssuedT = (locale: Locale) => translator(contractIssuedMessages, locale);
