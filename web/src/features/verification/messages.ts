import { defineMessages } from '../../i18n/catalogue.ts';

/** The one-time code dialog and the e-mailed link's notices (portal verification). */
export const messagesEnglish = {
  title: 'Confirm it is you',
  description:
    'We sent a 6-digit code to {email}. Enter it to continue: what you chose is kept and sent as soon as the code is accepted.',
  emailOnFile: 'the e-mail address on file',
  formLabel: 'Enter code',
  codeLabel: '6-digit code',
  sendFailed: 'We could not send a code just now. Please try again in a minute.',
  needSixDigits: 'Enter the 6-digit code from the e-mail.',
  checkFailed: 'The code could not be checked. Please try again.',
  codeRefused: 'That code was not accepted. Check the newest e-mail, or ask for a new code.',
  newCodeNotice: 'A new code is on its way. Use the newest one.',
  resendIn: 'Send a new code ({seconds} s)',
  resend: 'Send a new code',
  checking: 'Checking...',
  verify: 'Verify and continue',
  cancel: 'Cancel',
  opening: 'Opening your estimate...',
  deadLink:
    'This link has expired or has already been used. Enter your estimate number to continue.',
};
export const messages = defineMessages(
  'verification',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
