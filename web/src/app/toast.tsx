import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export type ToastVariant = 'default' | 'destructive';
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
interface ActiveToast extends ToastOptions {
  id: number;
}
interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

/** How long a toast stays on screen (public-site §9). */
export const TOAST_DURATION_MS = 5000;

const ToastContext = createContext<ToastApi | null>(null);

/** One toast at a time: a new one replaces the one on screen and restarts the timer. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++ });
  }, []);
  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toast={current} onClose={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

function ToastViewport({ toast, onClose }: { toast: ActiveToast | null; onClose: () => void }) {
  const destructive = toast?.variant === 'destructive';
  return (
    // The live region stays mounted so screen readers announce each new toast.
    <div
      role="status"
      aria-live={destructive ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      {toast && (
        <div
          key={toast.id}
          className={`pointer-events-auto flex w-full max-w-[420px] items-start gap-3 rounded-xl border p-4 shadow-xl ${
            destructive
              ? 'border-danger-700 bg-danger-700 text-white'
              : 'border-navy-100 bg-white text-slate-900'
          }`}
        >
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description && (
              <p className={`mt-1 text-sm ${destructive ? 'text-white' : 'text-slate-700'}`}>
                {toast.description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close notification"
            className={`-m-1 rounded-md p-1 ${destructive ? 'text-white hover:bg-white/15' : 'text-slate-600 hover:bg-slate-100'}`}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 4.3a1 1 0 0 0-1.4 1.4L8.6 10l-4.7 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.3 4.3Z" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
