import { lazy } from 'react';
import { RenderWhenNear } from '../../lib/deferred.tsx';
import { SectionHeading } from './section-heading.tsx';
import { useGalleryItems } from './site-photos.ts';

const GallerySlideshow = lazy(() =>
  import('./gallery-slideshow.tsx').then((module) => ({ default: module.GallerySlideshow })),
);

export function GallerySection() {
  return (
    <section
      id="gallery"
      aria-labelledby="gallery-heading"
      className="bg-sand-100/60 py-16 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="gallery-heading" section="gallery" />
        <div className="mt-10">
          {/* The placeholder keeps roughly the final height so anchors below stay in place. */}
          <RenderWhenNear placeholderClassName="min-h-[44rem] lg:min-h-[36rem]">
            <ChosenGallery />
          </RenderWhenNear>
        </div>
      </div>
    </section>
  );
}

/** Asks for the chosen photos only once the gallery is near (the hero may have asked already). */
function ChosenGallery() {
  return <GallerySlideshow items={useGalleryItems()} />;
}
