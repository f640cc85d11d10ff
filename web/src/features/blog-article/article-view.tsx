import type { ReactNode } from 'react';
import { InsuranceClaimDisclosures } from '../../components/insurance-claim-disclosures.tsx';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { BLOG_POSTS, blogCategoryColour } from '../../content/blog-posts.ts';
import type { BlogPost } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import { MarkupContent } from '../../lib/markup/render-markup.tsx';
import { CATEGORY_KEYS } from '../blog-section/blog-filter.ts';
import { messages as sectionMessages } from '../blog-section/messages.ts';
import { BLOG_SECTION_HREF, formatArticleDate, formatViews } from './article-links.ts';
import { ArticleSidebar } from './article-sidebar.tsx';
import { messages } from './messages.ts';

/** One blog article: header with its facts, the body from markup, and the share sidebar. */
/**
 * Articles about insurance encourage asking us about roof claims: they carry the disclosures. The
 * tag is read on the English article (the Spanish tags are display text).
 */
const INSURANCE_TAG = 'insurance';

export function ArticleView({ post }: { post: BlogPost }) {
  const t = useT(messages);
  const section = useT(sectionMessages);
  const locale = useLocale();
  const [authorName = '', ...authorRole] = post.author.split(',');
  const role = authorRole.join(',').trim();
  const bold = (chunks: ReactNode) => (
    <span className="font-semibold text-slate-900">{chunks}</span>
  );
  const aboutInsurance = BLOG_POSTS.find((english) => english.id === post.id)?.tags.includes(
    INSURANCE_TAG,
  );
  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <LocalLink
          to={BLOG_SECTION_HREF}
          className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          {t('backToBlog')}
        </LocalLink>

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <article aria-labelledby="article-title" className="min-w-0">
            <header className="border-b border-navy-100 pb-6">
              <span
                className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${blogCategoryColour(post.category)}`}
              >
                {section('category', { category: CATEGORY_KEYS[post.category] })}
              </span>
              <h1
                id="article-title"
                className="mt-4 font-display text-3xl leading-tight font-bold text-navy-900 sm:text-4xl lg:text-5xl"
              >
                {post.title}
              </h1>
              <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
                <div className="flex gap-1">
                  <dt className="sr-only">{t('author')}</dt>
                  <dd>
                    {role
                      ? t.rich('byAuthorWithRole', { name: authorName.trim(), role, b: bold })
                      : t.rich('byAuthor', { name: authorName.trim(), b: bold })}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{t('published')}</dt>
                  <dd>
                    <time dateTime={post.date}>{formatArticleDate(post.date, locale)}</time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{t('readingTime')}</dt>
                  <dd>{post.readTime}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">{t('viewsTerm')}</dt>
                  <dd>{t('views', { views: formatViews(post.views) })}</dd>
                </div>
              </dl>
            </header>
            <MarkupContent source={post.content} className="mt-8 max-w-3xl" />
            {aboutInsurance && <InsuranceClaimDisclosures largestHeading="hero-5xl" />}
          </article>

          <ArticleSidebar post={post} />
        </div>
      </div>
    </div>
  );
}
