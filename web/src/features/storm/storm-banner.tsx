import { useLayoutEffect, useRef } from 'react';
import { usePublicStormBanner } from '../../api/storm.ts';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { messages } from './messages.ts';

/**
 * The office's storm banner above every public and customer page while it is on (issue 26): a
 * polite live region, so a screen reader hears it once without being interrupted, in the page's
 * language. Nothing while it is off, loading or unreachable: the page never waits for it. On
 * the home page it is the top of the fixed header (the header lies over the hero there), shown
 * until the visitor scrolls; elsewhere it sits under the header, in the page.
 */
export function StormBanner({
  inHeader = false,
  hidden = false,
}: {
  /** The home page's fixed header carries it: its height is reserved above the hero. */
  inHeader?: boolean;
  hidden?: boolean;
} = {}) {
  const t = useT(messages);
  const locale = useLocale();
  const { data: banner } = usePublicStormBanner();
  const box = useRef<HTMLDivElement>(null);
  // The hero's top padding makes room for the fixed header's bar; a banner in that header makes
  // it taller (on a phone by three lines or more), so its height goes into
  // `--storm-banner-height`, which the hero adds. Folded away once scrolled, it keeps the height
  // it had: the hero (off screen by then) does not move under the visitor.
  useLayoutEffect(() => {
    const element = box.current;
    if (!inHeader || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = element.offsetHeight;
      if (height > 0 || !banner) root.style.setProperty('--storm-banner-height', `${height}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--storm-banner-height');
    };
  }, [inHeader, banner]);
  return (
    // Hidden, not removed (the home page's header folds it away once scrolled): the live region
    // stays, so it is announced once.
    <div ref={box} aria-live="polite" className={hidden ? 'hidden' : undefined}>
      {banner ? (
        <section
          aria-label={t('bannerLabel')}
          data-testid="storm-banner"
          className="bg-sand-100 px-4 py-3 text-navy-950 border-b border-sand-300"
        >
          <div className="mx-auto flex max-w-7xl flex-col gap-1 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <strong className="mr-2 font-semibold">{t('bannerLabel')}:</strong>
              {locale === 'es' ? banner.textEs : banner.text}
            </p>
            <LocalLink to="/status" className="font-semibold underline underline-offset-2">
              {t('bannerStatusLink')}
            </LocalLink>
          </div>
        </section>
      ) : null}
    </div>
  );
}
