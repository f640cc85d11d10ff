import { useEffect, useRef } from 'react';
import type { AssistantMessage } from './use-assistant-chat.ts';

/**
 * Keeps an assistant conversation's list scrolled to what is new: the bottom while a question
 * waits, a new reply from its top (so a long answer reads in order), a lone welcome from the top.
 * Returns the ref for the scrolling list; each message's wrapper carries `data-message-id`.
 */
export function useFollowConversation(messages: AssistantMessage[], pending: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = listRef.current;
    const last = messages[messages.length - 1];
    if (!list || !last) return;
    if (pending || last.isUser) {
      list.scrollTop = list.scrollHeight;
      return;
    }
    if (messages.length === 1) {
      list.scrollTop = 0;
      return;
    }
    const reply = list.querySelector<HTMLElement>(`[data-message-id="${last.id}"]`);
    list.scrollTop = reply ? reply.offsetTop - 12 : list.scrollHeight;
  }, [messages, pending]);
  return listRef;
}
