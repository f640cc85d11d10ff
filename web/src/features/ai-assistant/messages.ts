import { defineMessages } from '../../i18n/catalogue.ts';

/** The AI assistant's UI strings (issue 24); its answers come in the language asked. */
export const messagesEnglish = {
  conversation: 'Conversation',
  questionLabel: 'Your roofing question',
  questionPlaceholder: 'Ask about leaks, storm damage, materials, insurance…',
  askByVoice: 'Ask by voice',
  stopListening: 'Stop listening',
  send: 'Send',
  voiceResponses: 'Voice responses',
  sources: 'Sources',
  thinking: 'The assistant is thinking…',
  modalTitle: 'AI Roofing Assistant',
  modalDescription: "Answers from {company}'s FAQ and articles, by text or voice.",
  close: 'Close assistant',
  panelTitle: 'AI Roofing Expert',
  panelDescription: 'Ask about anything you read here: storms, materials, codes, solar, leaks.',
};
export const messages = defineMessages(
  'aiAssistant',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
