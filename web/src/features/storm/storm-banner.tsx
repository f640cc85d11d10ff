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
export function StormBanner({ hidden = false }: { hidden?: boolean } = {}) {
  const t = useT(messages);
  const locale = useLocale();
  const { data: banner } = usePublicStormBanner();
  return (
    // Hidden, not removed (the home page's header folds it away once scrolled): the live region
    // stays, so it is announced once.
    <div aria-live="polite" className={hidden ? 'hidden' : undefined}>
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
