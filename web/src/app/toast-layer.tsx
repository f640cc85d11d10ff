import * as ToastPrimitive from '@radix-ui/react-toast';
import { useState } from 'react';
import { shellSay } from './shell-words.ts';
import type { ActiveToast, ToastLayerProps } from './toast.tsx';

/** The spec's notification constants (public-site §4, §9); they are also Radix's defaults. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const SWIPE_CLASSES =
  'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]';

/**
 * What draws the toast: Radix's provider, viewport and toast. Timers, pause on hover or focus,
 * swipe to dismiss, Escape, the F8 hotkey and focus handling are Radix's. This module loads
 * after the page (see ToastProvider), so Radix stays out of the first download.
 */
export default function ToastLayer({ toast, onClose }: ToastLayerProps) {
  // Radix announces each toast through a short-lived second `status` node holding a copy of its
  // text. This viewport already sits in one persistent live region (ToastProvider's: a region
  // that exists before its content is the reliable kind), so that copy is rendered into a node
  // outside the document: otherwise screen readers would hear every toast twice.
  const [offDocumentAnnouncer] = useState(() => document.createElement('div'));
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={TOAST_SWIPE_DIRECTION}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      announcerContainer={offDocumentAnnouncer}
      label={shellSay()('notification')}
    >
      {toast && (
        <ToastCard
          key={toast.id}
          toast={toast}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
        />
      )}
      {/* Centred on a phone, at the right from 640 px; ToastProvider's region places it. */}
      <ToastPrimitive.Viewport
        // Radix fills in {hotkey} itself.
        label={shellSay()('notifications', { hotkey: '{hotkey}' })}
        className="m-0 mx-auto flex w-full max-w-[420px] list-none flex-col gap-2 p-0 outline-none sm:mr-0"
      />
    </ToastPrimitive.Provider>
  );
}

function ToastCard({
  toast,
  onOpenChange,
}: {
  toast: ActiveToast;
  onOpenChange: (open: boolean) => void;
}) {
  const destructive = toast.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={toast.open}
      onOpenChange={onOpenChange}
      data-variant={toast.variant ?? 'default'}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ocean-600 ${SWIPE_CLASSES} ${
        destructive
          ? 'border-danger-700 bg-danger-700 text-white'
          : 'border-navy-100 bg-white text-slate-900'
      }`}
    >
      <div className="min-w-0 flex-1">
        <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
        {toast.description && (
          <ToastPrimitive.Description
            className={`mt-1 text-sm [overflow-wrap:anywhere] ${destructive ? 'text-white' : 'text-slate-700'}`}
          >
            {toast.description}
          </ToastPrimitive.Description>
        )}
      </div>
      <ToastPrimitive.Close
        // Outside the LocaleRoot: the page's language from its address.
        aria-label={shellSay()('closeNotification')}
        className={`-m-1 rounded-md p-1 ${destructive ? 'text-white hover:bg-white/15' : 'text-slate-600 hover:bg-slate-100'}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
        </svg>
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
