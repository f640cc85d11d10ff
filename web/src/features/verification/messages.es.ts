import type { SpanishOf } from '../../i18n/catalogue.ts';
import type { messagesEnglish } from './messages.ts';

const es: SpanishOf<typeof messagesEnglish> = {
  title: 'Confirme que es usted',
  description:
    'Enviamos un código de 6 dígitos a {email}. Escríbalo para continuar: lo que eligió se guarda y se envía en cuanto se acepte el código.',
  emailOnFile: 'el correo electrónico que tenemos registrado',
  formLabel: 'Escribir el código',
  codeLabel: 'Código de 6 dígitos',
  sendFailed: 'No pudimos enviar un código en este momento. Vuelva a intentarlo en un minuto.',
  needSixDigits: 'Escriba el código de 6 dígitos del correo electrónico.',
  checkFailed: 'No se pudo comprobar el código. Vuelva a intentarlo.',
  codeRefused:
    'No se aceptó ese código. Revise el correo electrónico más reciente o pida un código nuevo.',
  newCodeNotice: 'Un código nuevo va en camino. Use el más reciente.',
  resendIn: 'Enviar un código nuevo ({seconds} s)',
  resend: 'Enviar un código nuevo',
  checking: 'Comprobando...',
  verify: 'Verificar y continuar',
  cancel: 'Cancelar',
  opening: 'Abriendo su estimado...',
  deadLink: 'Este enlace venció o ya se usó. Escriba su número de estimado para continuar.',
};
export default es;
