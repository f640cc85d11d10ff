import { lazy } from 'react';
import { SECTION_COPY } from '../../content/landing.ts';
import { RenderWhenNear } from '../../lib/deferred.tsx';
import { SectionHeading } from '../landing/section-heading.tsx';

/** The posts (with their full article text) load in their own chunk, when near the viewport. */
const BlogBrowser = lazy(() => import('./blog-browser.tsx'));

export function BlogSection() {
  return (
    <section id="blog" aria-labelledby="blog-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="blog-heading" copy={SECTION_COPY.blog} />
        <div className="mt-10">
          <RenderWhenNear placeholderClassName="min-h-[90rem] md:min-h-[70rem]">
            <BlogBrowser />
          </RenderWhenNear>
        </div>
      </div>
    </section>
  );
}
