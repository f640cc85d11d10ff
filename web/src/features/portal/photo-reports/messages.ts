import { defineMessages } from '../../../i18n/catalogue.ts';

/** The photo inspection reports shared in the portal (issue 24). */
export const messagesEnglish = {
  heading: 'Photo inspection reports',
  summary:
    'Inspected {date} · {photos, plural, one {# photo} other {# photos}} · {pages, plural, one {# page} other {# pages}}',
  shared: 'Shared {date}',
  downloadPdf: 'Download PDF',
  pdfHidden: ': {title}',
};

export const messages = defineMessages(
  'portal.photoReports',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
