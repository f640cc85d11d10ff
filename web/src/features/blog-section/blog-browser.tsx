import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import {
  BLOG_CATEGORIES,
  blogCategoryColour,
  LOCALIZED_BLOG_POSTS,
} from '../../content/blog-posts.ts';
import { LANDING_COPY } from '../../content/landing.ts';
import type { BlogCategoryName, BlogPost } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { LocalLink } from '../../i18n/local-link.tsx';
import { useLocale } from '../../i18n/locale-context.ts';
import {
  ALL_POSTS,
  authorName,
  CATEGORY_KEYS,
  featuredPosts,
  formatPostDate,
  formatViews,
  MAX_CARD_TAGS,
  postsInCategory,
} from './blog-filter.ts';
import { messages } from './messages.ts';

function CategoryBadge({ category }: { category: BlogCategoryName }) {
  const t = useT(messages);
  return (
    <span
      className={`min-w-0 truncate rounded-full px-2.5 py-0.5 text-xs font-semibold ${blogCategoryColour(category)}`}
    >
      {t('category', { category: CATEGORY_KEYS[category] })}
    </span>
  );
}

/**
 * Author, read time and date on one line at every width: the date and read time never break,
 * and a long author name is the part that gives way (shortened with an ellipsis, full in the
 * title). At 320 px the line drops to a smaller size rather than wrap.
 */
function PostMeta({ post }: { post: BlogPost }) {
  const locale = useLocale();
  const author = authorName(post.author);
  return (
    <p
      data-testid="post-meta"
      className="flex min-w-0 items-baseline gap-x-1.5 text-xs whitespace-nowrap text-slate-600 sm:gap-x-2 sm:text-sm"
    >
      <span className="min-w-0 truncate" title={author}>
        {author}
      </span>
      <span className="shrink-0">
        <span aria-hidden="true">· </span>
        {post.readTime}
      </span>
      <span className="shrink-0">
        <span aria-hidden="true">· </span>
        <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
      </span>
    </p>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const t = useT(messages);
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('tags')}>
      {tags.slice(0, MAX_CARD_TAGS).map((tag) => (
        <li key={tag} className="rounded bg-navy-50 px-2 py-0.5 text-xs text-navy-800">
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** Card titles link to the article; the link's box covers the whole card. */
function PostTitleLink({ post, className }: { post: BlogPost; className: string }) {
  return (
    <LocalLink
      to={`/blog/${post.id}`}
      className={`${className} after:absolute after:inset-0 after:rounded-2xl hover:underline`}
    >
      {post.title}
    </LocalLink>
  );
}

function FeaturedCard({ post }: { post: BlogPost }) {
  const t = useT(messages);
  return (
    <article className="relative flex flex-col rounded-2xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="flex items-center justify-between gap-2 whitespace-nowrap">
        <CategoryBadge category={post.category} />
        <span className="shrink-0 text-sm text-slate-600">
          {t('views', { views: formatViews(post.views) })}
        </span>
      </div>
      <h4 className="mt-3 font-display text-xl font-bold text-navy-900">
        <PostTitleLink post={post} className="" />
      </h4>
      <p className="mt-2 text-slate-700">{post.excerpt}</p>
      <div className="mt-auto space-y-3 pt-4">
        <Tags tags={post.tags} />
        <PostMeta post={post} />
      </div>
    </article>
  );
}

function PostCard({ post }: { post: BlogPost }) {
  const t = useT(messages);
  return (
    <article className="relative flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <div className="flex items-center justify-between gap-2 whitespace-nowrap">
        <CategoryBadge category={post.category} />
        <span className="shrink-0 text-xs text-slate-600">
          {t('views', { views: formatViews(post.views) })}
        </span>
      </div>
      <h4 className="mt-3 text-lg font-bold text-navy-900">
        <PostTitleLink post={post} className="line-clamp-2" />
      </h4>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{post.excerpt}</p>
      <div className="mt-auto space-y-3 pt-4">
        <Tags tags={post.tags} />
        <PostMeta post={post} />
      </div>
    </article>
  );
}

/**
 * Category filter, featured articles, post grid and closing call to action (public-site §2).
 * Chat with Expert scrolls to the AI Roofing Expert above and opens it.
 */
export default function BlogBrowser({ onChatWithExpert }: { onChatWithExpert: () => void }) {
  const t = useT(messages);
  const allPosts = useLocalized(LOCALIZED_BLOG_POSTS);
  const { BLOG_CTA } = useLocalized(LANDING_COPY);
  const [category, setCategory] = useState<BlogCategoryName>(ALL_POSTS);
  const featured = featuredPosts(allPosts, category);
  const posts = postsInCategory(allPosts, category);

  return (
    <>
      <fieldset>
        <legend className="sr-only">{t('filterLegend')}</legend>
        <div className="flex flex-wrap justify-center gap-2">
          {BLOG_CATEGORIES.map((entry) => {
            const selected = entry.name === category;
            return (
              <button
                key={entry.name}
                type="button"
                aria-pressed={selected}
                onClick={() => setCategory(entry.name)}
                className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors ${
                  selected
                    ? 'border-navy-900 bg-navy-900 text-white'
                    : 'border-navy-200 bg-white text-navy-900 hover:bg-navy-50'
                }`}
              >
                {t('category', { category: CATEGORY_KEYS[entry.name] })}
                <span className={`rounded-full px-2 py-0.5 text-xs ${entry.colour}`}>
                  {entry.count}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>

      {featured.length > 0 && (
        <section aria-labelledby="featured-articles-heading" className="mt-12">
          <h3
            id="featured-articles-heading"
            className="font-display text-2xl font-bold text-navy-900"
          >
            {t('featuredHeading')}
          </h3>
          <div className="mt-5 grid gap-6 md:grid-cols-2">
            {featured.map((post) => (
              <FeaturedCard key={post.id} post={post} />
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="post-list-heading" className="mt-12">
        <h3 id="post-list-heading" className="font-display text-2xl font-bold text-navy-900">
          {t('listHeading', { category: CATEGORY_KEYS[category] })}
        </h3>
        <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-posts">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </section>

      <div className="mt-12 rounded-2xl bg-linear-to-br from-navy-800 to-ocean-700 p-8 text-center text-white sm:p-10">
        <h3 className="font-display text-2xl font-bold">{BLOG_CTA.title}</h3>
        <p className="mx-auto mt-3 max-w-2xl text-navy-50">{BLOG_CTA.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={onChatWithExpert} className={buttonClass('accent', 'lg')}>
            {t('chatWithExpert')}
          </button>
          <a href="#quote-form" className={buttonClass('outline-light', 'lg')}>
            {t('scheduleConsultation')}
          </a>
        </div>
      </div>
    </>
  );
}
