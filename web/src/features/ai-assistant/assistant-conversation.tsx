import { ASSISTANT_MESSAGE_MAX } from '@roofing/contracts';
import { type Ref, useEffect, useId, useRef } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { useT } from '../../i18n/catalogue.ts';
import { MicrophoneIcon, SendIcon, SpeakerIcon } from './assistant-icons.tsx';
import { AssistantMessageBubble, ThinkingIndicator } from './assistant-message.tsx';
import { messages as catalogue } from './messages.ts';
import { type AssistantChat, useAssistantChat } from './use-assistant-chat.ts';
import { useFollowConversation } from './use-follow-conversation.ts';
import { useQuestionForm } from './use-question-form.ts';
import { useSpeechInput } from './use-speech-input.ts';
import { type SpeechOutput, useSpeechOutput } from './use-speech-output.ts';

/** A conversation and the voice that reads its replies, as the modal and the blog panel hold it. */
export function useAssistantSession(): { chat: AssistantChat; speech: SpeechOutput } {
  const speech = useSpeechOutput();
  const chat = useAssistantChat({ onReply: (reply) => speech.speakReply(reply.response) });
  return { chat, speech };
}

/**
 * The assistant's conversation (public-site §2, §4, §5): messages, the text box, voice input and
 * the voice-response toggle. It fills its container; the modal and the blog panel put a title
 * above it.
 */
export function AssistantConversation({
  chat,
  speech,
  inputRef,
  onNavigate,
}: {
  chat: AssistantChat;
  speech: SpeechOutput;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Called when a source link leaves the page (the modal closes then). */
  onNavigate?: () => void;
}) {
  const t = useT(catalogue);
  const ids = useId();
  const textBox = useRef<HTMLTextAreaElement | null>(null);
  const { messages, pending } = chat;
  const listRef = useFollowConversation(messages, pending);
  // Stopping the microphone before a question goes (the voice input is declared just below).
  const {
    form,
    canSend,
    submit,
    onKeyDown,
    error: inputError,
  } = useQuestionForm(chat, () => {
    if (voiceInput.listening) voiceInput.stop();
  });
  const voiceInput = useSpeechInput((transcript) => {
    form.setValue('message', transcript, { shouldDirty: true });
    form.clearErrors('message');
    textBox.current?.focus();
  });

  // The text box is disabled while waiting, which drops focus: give it back with the reply.
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && !pending) textBox.current?.focus();
    wasPending.current = pending;
  }, [pending]);

  // `disabled` stays a prop of the textarea: RHF would drop the value of a disabled field.
  const messageField = form.register('message');
  const voiceNote = voiceInput.supported
    ? (voiceInput.error ?? (voiceInput.listening ? t('listening') : ''))
    : t('voiceUnavailable');

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t('conversation')}
        aria-busy={pending}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll a long answer
        tabIndex={0}
        className="relative min-h-0 flex-1 space-y-4 overflow-y-auto bg-sand-50 px-4 py-4"
      >
        {messages.map((message) => (
          <div key={message.id} data-message-id={message.id}>
            <AssistantMessageBubble message={message} onNavigate={onNavigate} />
          </div>
        ))}
        {pending && <ThinkingIndicator />}
      </div>

      <form
        className="border-t border-navy-100 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${ids}-input`} className="sr-only">
          {t('questionLabel')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            {...messageField}
            ref={(element) => {
              messageField.ref(element);
              textBox.current = element;
              if (typeof inputRef === 'function') inputRef(element);
              else if (inputRef) inputRef.current = element;
            }}
            id={`${ids}-input`}
            rows={2}
            disabled={pending}
            maxLength={ASSISTANT_MESSAGE_MAX}
            onKeyDown={onKeyDown}
            placeholder={t('questionPlaceholder')}
            aria-invalid={inputError ? true : undefined}
            aria-describedby={`${ids}-hint${inputError ? ` ${ids}-error` : ''}`}
            className="min-h-12 min-w-0 flex-1 resize-none rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-ocean-600 disabled:bg-slate-100 aria-[invalid=true]:border-danger-700"
          />
          {voiceInput.supported && (
            <button
              type="button"
              onClick={voiceInput.toggle}
              disabled={pending}
              // One name; pressed while listening, and pressing again stops (public-site §4).
              aria-pressed={voiceInput.listening}
              aria-label={t('askByVoice')}
              title={voiceInput.listening ? t('stopListening') : t('askByVoice')}
              className={`${buttonClass(voiceInput.listening ? 'accent' : 'outline')} size-12 shrink-0 px-0 ${
                voiceInput.listening ? 'animate-pulse motion-reduce:animate-none' : ''
              }`}
            >
              <MicrophoneIcon className="size-5" />
            </button>
          )}
          <button
            type="submit"
            disabled={!canSend}
            className={`${buttonClass('accent')} min-h-12 shrink-0`}
          >
            <SendIcon className="size-4" />
            {/* On a phone the arrow alone leaves the text box room; the name stays "Send". */}
            <span className="max-sm:sr-only">{t('send')}</span>
          </button>
        </div>
        {inputError && (
          <p id={`${ids}-error`} role="alert" className="mt-1.5 text-sm text-danger-700">
            {inputError}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p
            id={`${ids}-hint`}
            role="status"
            className={`text-xs ${voiceInput.error ? 'font-semibold text-danger-700' : 'text-slate-700'}`}
          >
            {voiceNote || t('enterHint')}
          </p>
          <button
            type="button"
            onClick={speech.toggleVoice}
            aria-pressed={speech.voiceOn}
            className="inline-flex min-h-10 items-center gap-2 rounded-full border border-navy-200 px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
          >
            <SpeakerIcon muted={!speech.voiceOn} className="size-4" />
            {t('voiceResponses')}
            <span
              aria-hidden="true"
              className={`rounded-full px-2 py-0.5 text-xs ${
                speech.voiceOn ? 'bg-success-700 text-white' : 'bg-slate-200 text-slate-800'
              }`}
            >
              {speech.voiceOn ? t('voiceOn') : t('voiceOff')}
            </span>
          </button>
        </div>
      </form>
    </div>
  );
}
