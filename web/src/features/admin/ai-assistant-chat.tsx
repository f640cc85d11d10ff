import { ASSISTANT_MESSAGE_MAX } from '@roofing/contracts';
import { useId } from 'react';
import { useToast } from '../../app/toast.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClass } from '../../components/ui/form-field.tsx';
import { AssistantMessageBubble, ThinkingIndicator } from '../ai-assistant/assistant-message.tsx';
import { useAssistantChat } from '../ai-assistant/use-assistant-chat.ts';
import { useFollowConversation } from '../ai-assistant/use-follow-conversation.ts';
import { useQuestionForm } from '../ai-assistant/use-question-form.ts';

/** Questions staff often ask before calling a customer back. */
const STARTERS = [
  'What does a wind mitigation inspection check?',
  'How long does a tile roof underlayment last?',
  'Does insurance cover storm damage to a roof?',
];

/**
 * The dashboard's AI Roofing Assistant (portal §2): the roofing assistant, without voice, for
 * staff preparing an answer; it answers in the office's voice (`audience: 'staff'`). A failure is a destructive notice (portal §8), not a chat message.
 */
export function AiAssistantChat() {
  const ids = useId();
  const { toast } = useToast();
  const chat = useAssistantChat({
    welcome: '',
    audience: 'staff',
    failure: 'callback',
    onFailure: () =>
      toast({
        variant: 'destructive',
        title: 'AI Assistant Error',
        description: 'Failed to get response from AI assistant',
      }),
  });
  const { form, canSend, submit, onKeyDown, error: messageError } = useQuestionForm(chat);
  const { messages, pending } = chat;
  const listRef = useFollowConversation(messages, pending);

  return (
    <section
      aria-labelledby={`${ids}-heading`}
      className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${ids}-heading`} className="font-display text-xl font-bold text-navy-900">
        AI Roofing Assistant
      </h2>
      <p className="text-sm text-slate-700">
        Answers from our FAQ, articles and company facts, with the source of each answer.
      </p>
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label="Assistant conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long answer
        tabIndex={0}
        className="relative mt-4 h-80 space-y-4 overflow-y-auto rounded-xl bg-sand-50 p-4"
      >
        {messages.length === 0 && !pending ? (
          <div className="text-sm text-slate-700">
            <p>Ask a roofing question, or start with one of these:</p>
            <ul className="mt-2 space-y-2">
              {STARTERS.map((starter) => (
                <li key={starter}>
                  <button
                    type="button"
                    onClick={() => chat.send(starter)}
                    className="w-full rounded-lg border border-ocean-300 bg-white px-3 py-2 text-left font-medium text-navy-800 hover:bg-ocean-100"
                  >
                    {starter}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          messages.map((message) => (
            <div key={message.id} data-message-id={message.id}>
              <AssistantMessageBubble message={message} />
            </div>
          ))
        )}
        {pending && <ThinkingIndicator />}
      </div>
      <form
        className="mt-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-input`} className="mb-1.5 block text-sm font-semibold">
          Question for the assistant
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id={`${ids}-input`}
            rows={2}
            maxLength={ASSISTANT_MESSAGE_MAX}
            disabled={pending}
            {...form.register('message')}
            onKeyDown={onKeyDown}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? `${ids}-error` : undefined}
            className={`${inputClass} resize-none disabled:bg-slate-100`}
          />
          <Button type="submit" disabled={!canSend} className="min-h-12">
            {pending ? 'Asking...' : 'Ask'}
          </Button>
        </div>
        {messageError && (
          <p id={`${ids}-error`} className="mt-1 text-sm font-medium text-danger-700">
            {messageError}
          </p>
        )}
      </form>
    </section>
  );
}
