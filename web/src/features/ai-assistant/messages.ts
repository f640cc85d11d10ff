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
  failure:
    "I apologize, but I'm having trouble responding right now. Please try again in a moment or call us directly at {phone} for immediate assistance.",
  voiceEnabled: 'Voice responses enabled.',
  micBlocked:
    'Microphone access was blocked. Allow the microphone and try again, or type your question.',
  noSpeech: "We didn't hear anything. Please try again.",
  micMissing: 'No microphone was found. Please check it and try again, or type your question.',
  micNetwork: 'Voice input lost its connection. Please try again.',
  micStopped: 'Voice input stopped ({code}). Please try again.',
  listening: 'Listening… ask your question now.',
  voiceUnavailable:
    'Voice input is not available in this browser. Please type your question instead.',
  enterHint: 'Enter sends, Shift+Enter starts a new line.',
  voiceOn: 'On',
  voiceOff: 'Off',
  you: 'You: ',
  assistant: 'Assistant: ',
  sourceFaq: 'FAQ',
  sourceArticle: 'Article',
  sourceCompany: 'Company facts',
};
export const messages = defineMessages(
  'aiAssistant',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
