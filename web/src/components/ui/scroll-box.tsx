import * as ScrollArea from '@radix-ui/react-scroll-area';
import type { ReactNode } from 'react';
import { cspNonce } from '../../lib/csp-nonce.ts';

/**
 * A fixed-height scrolling list (portal §2: quote and message lists scroll at a fixed height).
 * The viewport is focusable so keyboard users can scroll it.
 */
export function ScrollBox({
  heightClass,
  label,
  children,
}: {
  heightClass: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <ScrollArea.Root className={`${heightClass} overflow-hidden`}>
      {/* Its scrollbar-hiding <style> carries the page's nonce, or the CSP refuses it. */}
      <ScrollArea.Viewport
        nonce={cspNonce()}
        tabIndex={0}
        role="region"
        aria-label={label}
        className="size-full rounded-lg"
      >
        {children}
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar
        orientation="vertical"
        className="flex w-2.5 touch-none p-0.5 select-none"
      >
        <ScrollArea.Thumb className="relative flex-1 rounded-full bg-navy-200" />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
