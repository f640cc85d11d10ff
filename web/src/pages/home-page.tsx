import { Suspense } from 'react';
import { BlogSection } from '../features/blog-section/blog-section.tsx';
import { ContactSection } from '../features/contact/contact-section.tsx';
import { GallerySection } from '../features/landing/gallery-section.tsx';
import { HeroSection } from '../features/landing/hero-section.tsx';
import { QuoteSection } from '../features/landing/quote-section.tsx';
import { ReviewsSection } from '../features/landing/reviews-section.tsx';
import { useScrollToHash } from '../features/landing/scroll-to-anchor.ts';
import { ServicesSection } from '../features/landing/services-section.tsx';
import { ServiceAreaSection } from '../features/service-area/service-area-section.tsx';
import { lazyAfterLoad } from '../lib/deferred.tsx';

/** The floating FAQ chat and its 100 entries load in their own chunk, once the page has loaded. */
const FaqChat = lazyAfterLoad(() => import('../features/faq-chat/faq-chat.tsx'));

/** The single landing page (public-site §2), one section per anchor. */
export function HomePage() {
  useScrollToHash();
  return (
    <>
      <HeroSection />
      <ServicesSection />
      <GallerySection />
      <ReviewsSection />
      <BlogSection />
      <ServiceAreaSection />
      <QuoteSection />
      <ContactSection />
      <Suspense fallback={null}>
        <FaqChat />
      </Suspense>
    </>
  );
}
