import { Link } from 'react-router';
import { InsuranceClaimDisclosures } from '../../components/insurance-claim-disclosures.tsx';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { blogCategoryColour } from '../../content/blog-posts.ts';
import type { BlogPost } from '../../content/types.ts';
import { MarkupContent } from '../../lib/markup/render-markup.tsx';
import { BLOG_SECTION_HREF, formatArticleDate, formatViews } from './article-links.ts';
import { ArticleSidebar } from './article-sidebar.tsx';

/** One blog article: header with its facts, the body from markup, and the share sidebar. */
/** Articles about insurance encourage asking us about roof claims: they carry the disclosures. */
const INSURANCE_TAG = 'insurance';

export function ArticleView({ post }: { post: BlogPost }) {
  const [authorName, ...authorRole] = post.author.split(',');
  return (
    <div className="bg-sand-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
        <Link
          to={BLOG_SECTION_HREF}
          className="inline-flex min-h-11 items-center gap-2 rounded font-semibold text-navy-800 underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" />
          Back to Blog
        </Link>

        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <article aria-labelledby="article-title" className="min-w-0">
            <header className="border-b border-navy-100 pb-6">
              <span
                className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${blogCategoryColour(post.category)}`}
              >
                {post.category}
              </span>
              <h1
                id="article-title"
                className="mt-4 font-display text-3xl leading-tight font-bold text-navy-900 sm:text-4xl lg:text-5xl"
              >
                {post.title}
              </h1>
              <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
                <div className="flex gap-1">
                  <dt className="sr-only">Author</dt>
                  <dd>
                    By <span className="font-semibold text-slate-900">{authorName?.trim()}</span>
                    {authorRole.length > 0 && `, ${authorRole.join(',').trim()}`}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Published</dt>
                  <dd>
                    <time dateTime={post.date}>{formatArticleDate(post.date)}</time>
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Reading time</dt>
                  <dd>{post.readTime}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="sr-only">Views</dt>
                  <dd>{formatViews(post.views)} views</dd>
                </div>
              </dl>
            </header>
            <MarkupContent source={post.content} className="mt-8 max-w-3xl" />
            {post.tags.includes(INSURANCE_TAG) && (
              <InsuranceClaimDisclosures largestHeading="hero-5xl" />
            )}
          </article>

          <ArticleSidebar post={post} />
        </div>
      </div>
    </div>
  );
}
