import { defineMessages } from '../i18n/catalogue.ts';

/**
 * The app shell's own words, shared with the back office (English there): the error fallback
 * and the toasts' Close. They sit outside the page's LocaleRoot, so they read the language from
 * the address (`shellSay`), with the Spanish bundled: a fallback must not wait on a chunk.
 */
export const messagesEnglish = {
  reloading: 'Loading the latest version of the site...',
  heading: 'Something went wrong',
  chunkFailure: 'Part of this page could not be loaded. Please check your connection and reload.',
  renderFailure: 'The page could not be shown. Please reload.',
  callUs: 'If the problem continues, call us at <phone></phone>.',
  backHome: 'Back to home',
  call: 'Call {phone}',
  close: 'Close',
  closeNotification: 'Close notification',
  // Radix names the toast region and each toast for screen readers ({hotkey}: F8 jumps there).
  notifications: 'Notifications ({hotkey})',
  notification: 'Notification',
};

export const messages = defineMessages('app', messagesEnglish, () => import('./messages.es.ts'));
