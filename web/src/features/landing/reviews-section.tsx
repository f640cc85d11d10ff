import { useState } from 'react';
import { LOCALIZED_REVIEWS } from '../../content/reviews.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { nextIndex, previousIndex } from './carousel.ts';
import { ArrowButton, CarouselDots } from './carousel-controls.tsx';
import { messages } from './messages.ts';
import { SectionHeading } from './section-heading.tsx';
import { useAutoAdvance } from './use-auto-advance.ts';

/** Reviews advance every 5 seconds (public-site §4, §9). */
export const REVIEW_ROTATION_MS = 5000;

function Stars({ rating }: { rating: number }) {
  const t = useT(messages);
  return (
    <p className="flex gap-1 text-sand-300" role="img" aria-label={t('starsLabel', { rating })}>
      {Array.from({ length: rating }, (_, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5Z" />
        </svg>
      ))}
    </p>
  );
}

export function ReviewsSection() {
  const t = useT(messages);
  const REVIEWS = useLocalized(LOCALIZED_REVIEWS);
  const [index, setIndex] = useState(0);
  // Auto-advance pauses while the pointer is over the carousel or focus is inside it.
  const [paused, setPaused] = useState(false);
  const count = REVIEWS.length;
  useAutoAdvance(() => setIndex((i) => nextIndex(i, count)), REVIEW_ROTATION_MS, !paused, index);
  const review = REVIEWS[index];

  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="bg-navy-900 py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <SectionHeading id="reviews-heading" section="reviews" tone="light" />
        <section
          className="mt-10"
          aria-roledescription="carousel"
          aria-label={t('customerReviews')}
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
          }}
        >
          {review && (
            <figure
              key={index}
              aria-roledescription="slide"
              aria-label={t('slideOf', { index: index + 1, count })}
              data-review-index={index}
              className="rounded-2xl bg-white p-6 shadow-xl sm:p-10"
            >
              <Stars rating={review.rating} />
              <blockquote className="mt-4 text-lg leading-relaxed text-slate-800 sm:text-xl">
                “{review.text}”
              </blockquote>
              <figcaption className="mt-6">
                <p className="font-semibold text-navy-900">{review.name}</p>
                <p className="text-sm text-slate-600">
                  {review.location} · {review.service}
                </p>
              </figcaption>
            </figure>
          )}
          {t('translatedReviews') && (
            <p className="mt-3 text-center text-sm text-navy-100">{t('translatedReviews')}</p>
          )}
          <div className="mt-6 flex items-center justify-center gap-3">
            <ArrowButton
              direction="left"
              label={t('previousReview')}
              onClick={() => setIndex((i) => previousIndex(i, count))}
            />
            <CarouselDots
              count={count}
              current={index}
              labelOf={(i) => t('showReview', { index: i + 1 })}
              onSelect={setIndex}
              surface="dark"
            />
            <ArrowButton
              direction="right"
              label={t('nextReview')}
              onClick={() => setIndex((i) => nextIndex(i, count))}
            />
          </div>
        </section>
      </div>
    </section>
  );
}
