import { defineMessages } from '../../i18n/catalogue.ts';

/** The FAQ chat's UI strings (issue 24); the answers come from the FAQ content in each language. */
export const messagesEnglish = {
  greeting:
    "Hi! I'm the {company} FAQ assistant. Ask me anything about your roof - cost, storms, insurance, materials - or pick a popular question below.",
  noMatch:
    "Sorry, I couldn't find a specific answer to that question. Please call us at {phone} or request a free estimate, and our team will be glad to help.",
  title: 'Roofing FAQ Assistant',
  subtitle: 'Instant answers, day or night',
  restore: 'Restore chat',
  minimize: 'Minimize chat',
  close: 'Close chat',
  conversation: 'Conversation',
  popular: 'Popular questions',
  askLabel: 'Ask a roofing question',
  askPlaceholder: 'Ask a roofing question…',
  send: 'Send',
  launcher: 'FAQ',
  you: 'You:',
  assistant: 'Assistant:',
  related: '{count, plural, one {Related question} other {# related questions}}',
  callLabel: 'Call {phone}',
  callUs: 'Call us',
  requestInspection: 'Request an inspection',
  freeEstimate: 'Get a free estimate',
  typing: 'The assistant is typing…',
};
export const messages = defineMessages(
  'faqChat',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
