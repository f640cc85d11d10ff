import { defineMessages } from '../../i18n/catalogue.ts';

/** Storm mode for the public (issue 26): the site-wide banner and the /status page. */
export const messagesEnglish = {
  bannerLabel: 'Storm update',
  bannerStatusLink: 'See our current response times',
  documentTitle: 'Storm Status | Shorefront Roofing',
  eyebrow: 'Service status',
  title: 'How quickly we can reach you',
  intro:
    'These figures are counted from our own request queue, and they change as our team works through it.',
  stormOn: 'Storm mode is on',
  stormOff:
    'No storm alert right now: we are working normal hours and answering requests in order.',
  waitingTitle: 'Requests waiting for a first call',
  waitingValue: '{count, plural, =0 {None} one {# request} other {# requests}}',
  waitingDetail:
    '{quotes, plural, one {# quote request} other {# quote requests}}, {inspections, plural, one {# inspection request} other {# inspection requests}} and {service, plural, one {# service request} other {# service requests}}.',
  callbackTitle: 'Typical callback time',
  callbackMinutes: '{minutes, plural, one {# minute} other {# minutes}}',
  callbackHours: '{hours, plural, one {about # hour} other {about # hours}}',
  callbackDetail: 'The middle value over {sample} requests from the last {days} days.',
  callbackNone: 'Not enough recent jobs to say yet.',
  callbackNoneDetail:
    'We show a typical time once enough requests from the last {days} days have had their first call.',
  updated: 'Counted at {time}.',
  loading: 'Loading the current figures...',
  failed: 'The current figures could not be loaded. Please try again, or call us at {phone}.',
  retry: 'Try again',
  emergency: 'Water coming in? Call {phone} any time, day or night.',
};
export const messages = defineMessages('storm', messagesEnglish, () => import('./messages.es.ts'));
