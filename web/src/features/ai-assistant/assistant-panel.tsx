import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/catalogue.ts';
import { usePrefersReducedMotion } from '../landing/use-reduced-motion.ts';
import { AssistantConversation, useAssistantSession } from './assistant-conversation.tsx';
import { SparkIcon } from './assistant-icons.tsx';
import { messages } from './messages.ts';
import { WELCOME_AUDIO_DELAY_MS } from './use-speech-output.ts';

/**
 * The blog's inline AI Roofing Expert (public-site §2): the assistant's conversation in the page
 * instead of a modal. Like the modal it plays the welcome each time it is shown, falls silent
 * when hidden and keeps its conversation meanwhile. Each change of `focusRequest` (Start
 * Conversation, Chat with Expert) scrolls it into view and focuses its text box.
 */
export default function AssistantPanel({
  headingId,
  visible,
  focusRequest,
}: {
  headingId: string;
  visible: boolean;
  focusRequest: number;
}) {
  const t = useT(messages);
  const { chat, speech } = useAssistantSession();
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const { playWelcome, stop } = speech;

  useEffect(() => {
    if (!visible) {
      stop();
      return;
    }
    const timer = window.setTimeout(playWelcome, WELCOME_AUDIO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [visible, playWelcome, stop]);

  // Each request is served once: showing the panel again with the toggle must not move the page.
  const servedRequest = useRef(0);
  useEffect(() => {
    if (!visible || focusRequest === servedRequest.current) return;
    servedRequest.current = focusRequest;
    panelRef.current?.scrollIntoView({
      behavior: reducedMotion ? 'auto' : 'smooth',
      block: 'center',
    });
    inputRef.current?.focus({ preventScroll: true });
  }, [focusRequest, visible, reducedMotion]);

  return (
    <section
      ref={panelRef}
      aria-labelledby={headingId}
      hidden={!visible}
      className={`${visible ? 'flex' : 'hidden'} h-[34rem] max-h-[80dvh] flex-col overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-lg`}
    >
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white sm:px-5">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-ocean-600"
        >
          <SparkIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="font-display text-lg font-bold">
            {t('panelTitle')}
          </h3>
          <p className="text-sm text-navy-100">{t('panelDescription')}</p>
        </div>
      </div>
      <AssistantConversation chat={chat} speech={speech} inputRef={inputRef} />
    </section>
  );
}
