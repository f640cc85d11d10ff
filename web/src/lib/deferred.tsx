import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

let pageLoaded: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser is idle: by then the first screen has been
 * painted, so what waits for this does not compete with it for the network or the main thread.
 */
export function afterPageLoad(): Promise<void> {
  pageLoaded ??= new Promise<void>((resolve) => {
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(() => resolve(), { timeout: 1500 });
      } else {
        window.setTimeout(resolve, 0);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
  return pageLoaded;
}

const noSubscription = () => () => {};

/**
 * False while the page's first screen is drawn at build time (web/src/entry-server.tsx) and while
 * the browser takes that screen over (hydration); true from then on, and at once in a page the
 * browser draws itself. What only the browser can show waits for it, so both draw the same.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A component whose chunk is only requested after the page has loaded, for what the first screen
 * does not need: nothing is shown until then (nor in the HTML drawn at build time).
 */
export function lazyAfterLoad<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const Lazy = lazy(() => afterPageLoad().then(load)) as unknown as ComponentType<P>;
  return function AfterLoad(props: P) {
    return useHydrated() ? <Lazy {...props} /> : null;
  };
}

/** How far outside the viewport a deferred part starts loading: one screen height. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';
/** Parts never scrolled near still load this long after the page has loaded and gone idle. */
const DEFERRED_IDLE_MS = 5000;

/**
 * Renders `children` (typically a lazy component with its chunk) only when this place comes
 * within a screen of the viewport, or a few idle seconds after load, whichever is first. Until
 * then, and while the chunk loads, a placeholder with `placeholderClassName` keeps the space,
 * so nothing below moves. The first screen thus gets the network and the main thread alone,
 * and below-the-fold parts still appear before anyone scrolls to them.
 */
export function RenderWhenNear({
  placeholderClassName,
  children,
}: {
  placeholderClassName: string;
  children: ReactNode;
}) {
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    let cancelled = false;
    let timer: number | undefined;
    const show = () => {
      if (!cancelled) setNear(true);
    };
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
            rootMargin: NEAR_VIEWPORT_MARGIN,
          })
        : undefined;
    if (observer && placeholder.current) observer.observe(placeholder.current);
    void afterPageLoad().then(() => {
      if (!cancelled) timer = window.setTimeout(show, observer ? DEFERRED_IDLE_MS : 0);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      window.clearTimeout(timer);
    };
  }, [near]);

  if (!near) return <div ref={placeholder} className={placeholderClassName} aria-busy="true" />;
  return (
    <Suspense fallback={<div className={placeholderClassName} aria-busy="true" />}>
      {children}
    </Suspense>
  );
}
