import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { afterPageLoad } from '../lib/deferred.tsx';
import { shellSay } from './shell-words.ts';

export type ToastVariant = 'default' | 'destructive';
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}
export interface ActiveToast extends ToastOptions {
  id: number;
  open: boolean;
}
interface ToastApi {
  toast: (options: ToastOptions) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastLayerProps {
  toast: ActiveToast | null;
  onClose: () => void;
}

/**
 * Radix's toast code (about 11 KiB gzipped) is not part of the first download. Should its chunk
 * fail to arrive, the toast still shows, plainly, instead of the failed import taking the page
 * down through the error boundary.
 */
const ToastLayer = lazy(() => import('./toast-layer.tsx').catch(() => ({ default: PlainToast })));

function PlainToast({ toast, onClose }: ToastLayerProps) {
  if (!toast?.open) return null;
  return (
    <div className="pointer-events-auto mx-auto w-full max-w-[420px] rounded-xl border border-navy-100 bg-white p-4 text-slate-900 shadow-xl sm:mr-0">
      <p className="font-semibold">{toast.title}</p>
      {toast.description && <p className="mt-1 text-sm text-slate-700">{toast.description}</p>}
      <button type="button" onClick={onClose} className="mt-2 text-sm font-semibold underline">
        {shellSay()('close')}
      </button>
    </div>
  );
}

/**
 * One toast at a time (the spec's queue limit is 1): a new toast replaces the one on screen and
 * gets its own 5 s (toast-layer.tsx draws it with Radix). A dismissed toast leaves at once; the
 * original kept it in memory for 1,000,000 ms, which nothing could see.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ActiveToast | null>(null);
  const [pageLoaded, setPageLoaded] = useState(false);
  const nextId = useRef(1);

  // The layer loads once the page has, or at the first toast if that comes sooner.
  useEffect(() => {
    let cancelled = false;
    void afterPageLoad().then(() => {
      if (!cancelled) setPageLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    setCurrent({ ...options, id: nextId.current++, open: true });
  }, []);
  const dismiss = useCallback(
    () => setCurrent((shown) => (shown ? { ...shown, open: false } : shown)),
    [],
  );
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
  const destructive = current?.open === true && current.variant === 'destructive';

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The one live region of every toast, there before the first one. Errors interrupt
          (assertive); confirmations wait their turn (polite). */}
      <div
        role="status"
        aria-live={destructive ? 'assertive' : 'polite'}
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 p-4"
      >
        {(pageLoaded || current) && (
          <Suspense fallback={null}>
            <ToastLayer toast={current} onClose={dismiss} />
          </Suspense>
        )}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
