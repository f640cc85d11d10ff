import { lazy, useState } from 'react';
import { RenderWhenNear } from '../../lib/deferred.tsx';
import { SectionHeading } from '../landing/section-heading.tsx';
import { AI_EXPERT_HIDDEN, BlogAiExpert, openAiExpert, toggleAiExpert } from './blog-ai-expert.tsx';

/** The posts (with their full article text) load in their own chunk, when near the viewport. */
const BlogBrowser = lazy(() => import('./blog-browser.tsx'));

export function BlogSection() {
  const [aiExpert, setAiExpert] = useState(AI_EXPERT_HIDDEN);
  const openExpert = () => setAiExpert(openAiExpert);

  return (
    <section id="blog" aria-labelledby="blog-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="blog-heading" section="blog" />
        <BlogAiExpert
          state={aiExpert}
          onToggle={() => setAiExpert(toggleAiExpert)}
          onStart={openExpert}
        />
        <div className="mt-10">
          <RenderWhenNear placeholderClassName="min-h-[90rem] md:min-h-[70rem]">
            <BlogBrowser onChatWithExpert={openExpert} />
          </RenderWhenNear>
        </div>
      </div>
    </section>
  );
}
