import { COMPANY } from '@roofing/contracts';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { BLOG_SECTION_HREF } from './article-links.ts';

/** Shown for /blog/{id} when the id matches no article (public-site §8). */
export function BlogPostNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center sm:py-24">
      <title>{`Blog Post Not Found | ${COMPANY.name}`}</title>
      <h1 className="font-display text-3xl font-bold text-navy-900 sm:text-4xl">
        Blog Post Not Found
      </h1>
      <p className="mt-3 text-slate-700">The blog post you're looking for doesn't exist.</p>
      <Link to={BLOG_SECTION_HREF} className={`${buttonClass('primary', 'lg')} mt-8`}>
        <ArrowLeftIcon className="size-5" />
        Back to Blog
      </Link>
    </div>
  );
}
