import { lazy, Suspense } from 'react';
import { SECTION_COPY } from '../../content/landing.ts';
import { SectionHeading } from '../landing/section-heading.tsx';

/** The posts (with their full article text) load in their own chunk, below the fold. */
const BlogBrowser = lazy(() => import('./blog-browser.tsx'));

export function BlogSection() {
  return (
    <section id="blog" aria-labelledby="blog-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="blog-heading" copy={SECTION_COPY.blog} />
        <div className="mt-10">
          <Suspense fallback={<div className="min-h-[90rem] md:min-h-[70rem]" />}>
            <BlogBrowser />
          </Suspense>
        </div>
      </div>
    </section>
  );
}
