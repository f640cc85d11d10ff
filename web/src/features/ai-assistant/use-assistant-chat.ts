import {
  type AnswerSource,
  ASSISTANT_WELCOME_TEXTS,
  COMPANY,
  type RoofingAssistantResponse,
} from '@roofing/contracts';
import { useCallback, useRef, useState } from 'react';
import { useAskAssistant } from '../../api/assistant.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages as assistantMessages } from './messages.ts';
import { ASSISTANT_FAILURE_TEXT } from './reply-format.ts';

/** A chat message (public-site §3: id, text, isUser, timestamp), plus where a reply came from. */
export interface AssistantMessage {
  id: string;
  text: string;
  isUser: boolean;
  timestamp: Date;
  sources: AnswerSource[];
  /** The failure reply (§8), styled apart from real answers. */
  failed?: boolean;
}

interface ChatOptions {
  /** The assistant's first message; none for the staff chat. */
  welcome?: string;
  /** Called with each reply, e.g. to read it aloud. */
  onReply?: (reply: RoofingAssistantResponse) => void;
  /** 'message' puts the §8 apology into the chat; 'callback' leaves it to `onFailure`. */
  failure?: 'message' | 'callback';
  onFailure?: (error: unknown) => void;
  /** `staff`: the dashboard's assistant, which answers in the office's voice. */
  audience?: 'customer' | 'staff';
}

export interface AssistantChat {
  messages: AssistantMessage[];
  pending: boolean;
  /** Sends trimmed text; false (and nothing sent) when it is empty or a reply is pending. */
  send: (text: string) => boolean;
}

function welcomeMessage(text: string): AssistantMessage {
  return { id: 'welcome', text, isUser: false, timestamp: new Date(), sources: [] };
}

/** One conversation with POST /api/roofing-assistant, one question at a time (§5). */
export function useAssistantChat({
  welcome,
  onReply,
  failure = 'message',
  onFailure,
  audience,
}: ChatOptions = {}): AssistantChat {
  // The public assistant answers in the page's language (issue 24); the office's in English.
  const locale = useLocale();
  const greeting =
    welcome === undefined ? ASSISTANT_WELCOME_TEXTS[audience ? 'en' : locale] : welcome;
  const [messages, setMessages] = useState<AssistantMessage[]>(() =>
    greeting ? [welcomeMessage(greeting)] : [],
  );
  const ask = useAskAssistant();
  const t = useT(assistantMessages);
  // The failure in the page's language (the office's assistant stays English).
  const failureText =
    locale === 'en' || audience ? ASSISTANT_FAILURE_TEXT : t('failure', { phone: COMPANY.phone });
  const nextId = useRef(0);
  // Set at once on send: a second Enter in the same frame sees it before React re-renders.
  const inFlight = useRef(false);
  // The callbacks of the latest render, without making `send` change identity with them.
  const callbacks = useRef({ onReply, onFailure });
  callbacks.current = { onReply, onFailure };

  const { isPending, mutate } = ask;
  const send = useCallback(
    (text: string) => {
      const message = text.trim();
      if (message === '' || isPending || inFlight.current) return false;
      inFlight.current = true;
      const add = (entry: Omit<AssistantMessage, 'id' | 'timestamp'>) =>
        setMessages((current) => [
          ...current,
          { ...entry, id: `message-${++nextId.current}`, timestamp: new Date() },
        ]);
      add({ text: message, isUser: true, sources: [] });
      mutate(audience ? { message, audience } : { message, language: locale }, {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (reply) => {
          add({ text: reply.response, isUser: false, sources: reply.sources });
          callbacks.current.onReply?.(reply);
        },
        onError: (error) => {
          console.error('The roofing assistant did not answer', error);
          if (failure === 'message') {
            add({ text: failureText, isUser: false, sources: [], failed: true });
          }
          callbacks.current.onFailure?.(error);
        },
      });
      return true;
    },
    [audience, failure, failureText, isPending, locale, mutate],
  );

  return { messages, pending: isPending, send };
}
