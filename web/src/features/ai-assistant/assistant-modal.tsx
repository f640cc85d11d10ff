import * as Dialog from '@radix-ui/react-dialog';
import { COMPANY } from '@roofing/contracts';
import { type RefObject, useEffect, useRef } from 'react';
import { useT } from '../../i18n/catalogue.ts';
import { AssistantConversation, useAssistantSession } from './assistant-conversation.tsx';
import { CloseIcon, SparkIcon } from './assistant-icons.tsx';
import { messages } from './messages.ts';
import { WELCOME_AUDIO_DELAY_MS } from './use-speech-output.ts';

/**
 * The AI roofing assistant as a modal dialog (public-site §2: max width 2xl, 600 px high).
 * Radix brings the focus trap, Escape, the inert page behind and focus back to the opener.
 * The conversation and the voice setting live here, outside the dialog's content, so they
 * survive closing and opening again. Loaded lazily by `useAssistantModal`.
 */
export default function AssistantModal({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the dialog: focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useT(messages);
  const { chat, speech } = useAssistantSession();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { playWelcome, stop } = speech;

  useEffect(() => {
    if (!open) {
      stop();
      return;
    }
    const timer = window.setTimeout(playWelcome, WELCOME_AUDIO_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, playWelcome, stop]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy-950/60" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo?.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex h-[600px] max-h-[calc(100dvh-1.5rem)] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
        >
          <div className="flex items-start gap-3 bg-navy-900 px-4 py-3 text-white sm:px-5">
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-ocean-600"
            >
              <SparkIcon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="font-display text-lg font-bold">
                {t('modalTitle')}
              </Dialog.Title>
              <Dialog.Description className="text-sm text-navy-100">
                {t('modalDescription', { company: COMPANY.name })}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={t('close')}
              title={t('close')}
              className="-mr-1 grid size-10 shrink-0 place-items-center rounded-lg hover:bg-white/15"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <AssistantConversation
            chat={chat}
            speech={speech}
            inputRef={inputRef}
            onNavigate={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
