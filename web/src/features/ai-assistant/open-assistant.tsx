import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from 'react';

/**
 * Opening the assistant from anywhere (hero, blog article). This module is all an opener adds to
 * its page: the modal, its conversation, the contract schemas and the speech code load in their
 * own chunk on first use (fetched early when the pointer or focus reaches an opener).
 */
const loadModal = () => import('./assistant-modal.tsx');
const AssistantModal = lazy(loadModal);

export interface AssistantModalControl {
  openAssistant: () => void;
  /** Starts loading the modal's chunk; for onPointerEnter / onFocus of an opener. */
  preloadAssistant: () => void;
  /** Render this somewhere in the opener's tree. */
  modal: ReactNode;
}

export function useAssistantModal(): AssistantModalControl {
  // 'unused' until the first open: nothing of the modal is loaded or rendered before.
  const [state, setState] = useState<'unused' | 'open' | 'closed'>('unused');
  // The opener gets focus back on close: Radix gives it only to a Dialog.Trigger, and the
  // openers live outside the lazily loaded dialog.
  const opener = useRef<HTMLElement | null>(null);
  const openAssistant = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setState('open');
  }, []);
  const preloadAssistant = useCallback(() => {
    void loadModal();
  }, []);
  const modal =
    state === 'unused' ? null : (
      <Suspense fallback={null}>
        <AssistantModal
          open={state === 'open'}
          onOpenChange={(open) => setState(open ? 'open' : 'closed')}
          returnFocusTo={opener}
        />
      </Suspense>
    );
  return { openAssistant, preloadAssistant, modal };
}
