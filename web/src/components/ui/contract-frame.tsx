import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { withStyleNonce } from '../../lib/csp-nonce.ts';

/** How close to the bottom counts as the end (a last line half in view is read). */
const END_SLACK_PX = 24;

/**
 * A contract as the customer reads it, in the portal (to sign) and in the office's reader: the
 * server's standalone HTML page in a sandboxed srcdoc frame (no scripts; same origin only so its
 * height can be measured), its own `<style>` elements given the page's CSP nonce. The frame is
 * as tall as the document and scrolls inside a box of its own, so reaching the end is the box's
 * scroll, which works alike for a wheel, a finger and the keyboard (the box takes focus).
 * `onReadToEnd`, when given, is called once the end has been in view.
 */
export function ContractFrame({
  html,
  title,
  onReadToEnd,
}: {
  html: string;
  title: string;
  onReadToEnd?: () => void;
}) {
  const box = useRef<HTMLElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const srcDoc = useMemo(() => withStyleNonce(html), [html]);
  const readToEnd = useRef(onReadToEnd);
  readToEnd.current = onReadToEnd;

  const checkEnd = useCallback(() => {
    const element = box.current;
    if (!element || height === null) return;
    if (element.scrollTop + element.clientHeight >= element.scrollHeight - END_SLACK_PX) {
      readToEnd.current?.();
    }
  }, [height]);

  const measure = useCallback(() => {
    const document = frame.current?.contentDocument;
    if (!document?.documentElement) return;
    const content = Math.max(
      document.documentElement.scrollHeight,
      document.body?.scrollHeight ?? 0,
    );
    setHeight(Math.ceil(content) + 2);
  }, []);

  // The text reflows when the box changes width (a phone turned, a window resized).
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      measure();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);

  // A document shorter than the box is read as soon as it is shown.
  useEffect(() => {
    checkEnd();
  }, [checkEnd]);

  return (
    <section
      ref={box}
      onScroll={checkEnd}
      aria-label={`${title}: scroll to read`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region keyboard users must reach
      tabIndex={0}
      data-testid="contract-document"
      className="h-[65vh] max-h-[44rem] min-h-80 overflow-y-auto rounded-xl border border-navy-200 bg-white focus:outline-2 focus:outline-ocean-600"
    >
      <iframe
        ref={frame}
        title={title}
        srcDoc={srcDoc}
        sandbox="allow-same-origin"
        onLoad={measure}
        data-testid="contract-frame"
        className="block w-full border-0"
        style={{ height: height ?? '100%' }}
      />
    </section>
  );
}
