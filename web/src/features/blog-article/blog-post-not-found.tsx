import { COMPANY } from '@roofing/contracts';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { BLOG_SECTION_HREF } from './article-links.ts';
import { messages } from './messages.ts';

/** Shown for /blog/{id} when the id matches no article (public-site §8). */
export function BlogPostNotFound() {
  const t = useT(messages);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-24">
      <title>{t('notFoundPageTitle', { company: COMPANY.name })}</title>
      <h1 className="font-display text-3xl font-bold text-navy-900 sm:text-4xl">
        {t('notFoundHeading')}
      </h1>
      <p className="mt-3 text-slate-700">{t('notFoundText')}</p>
      <LocalLink to={BLOG_SECTION_HREF} className={`${buttonClass('primary', 'lg')} mt-8`}>
        <ArrowLeftIcon className="size-5" />
        {t('backToBlog')}
      </LocalLink>
    </div>
  );
}
