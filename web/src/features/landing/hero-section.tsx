import { COMPANY, COMPANY_PHONE_HREF, COMPANY_STATS } from '@roofing/contracts';
import { useState } from 'react';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { PhoneIcon, ShieldIcon } from '../../components/ui/icons.tsx';
import { HERO } from '../../content/hero.ts';
import { LANDING_COPY } from '../../content/landing.ts';
import type { HeroSlide } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { useLocalized } from '../../i18n/content.ts';
import { LocalLink as Link } from '../../i18n/local-link.tsx';
import { ChatIcon } from '../ai-assistant/chat-icon.tsx';
import { useAssistantModal } from '../ai-assistant/open-assistant.tsx';
import { nextIndex } from './carousel.ts';
import { messages } from './messages.ts';
import { useHeroSlides } from './site-photos.ts';
import { useAutoAdvance } from './use-auto-advance.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** The hero background advances every 8 seconds over the seven slides (public-site §4, §9). */
export const HERO_ROTATION_MS = 8000;

const HERO_STATS = [
  { value: COMPANY_STATS.happyHomeowners, label: 'statHomeowners' },
  { value: COMPANY_STATS.yearsExperience, label: 'statYears' },
  { value: COMPANY_STATS.averageRating, label: 'statRating' },
] as const;

const tileClass =
  'block h-full rounded-2xl bg-navy-950/55 p-4 ring-1 ring-white/20 backdrop-blur-sm sm:p-5';

function HeroBackground({ slides, index }: { slides: HeroSlide[]; index: number }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <div aria-hidden="true" className="absolute inset-0" data-slide-index={index}>
      {slides.map((slide, slideIndex) => (
        <img
          key={slide.src}
          src={slide.src}
          srcSet={slide.srcset}
          sizes={slide.srcset ? '100vw' : undefined}
          alt=""
          width={1920}
          height={1080}
          fetchPriority={slideIndex === 0 ? 'high' : 'low'}
          className={`absolute inset-0 size-full object-cover ${
            reducedMotion ? '' : 'transition-opacity duration-1000'
          } ${slideIndex === index ? 'opacity-100' : 'opacity-0'}`}
        />
      ))}
      {/* Keeps white text readable (AA) over every slide. */}
      <div className="absolute inset-0 bg-navy-950/80 lg:bg-transparent lg:bg-linear-to-r lg:from-navy-950/90 lg:via-navy-950/75 lg:to-navy-900/45" />
      <div className="absolute inset-x-0 top-0 h-32 bg-linear-to-b from-navy-950/70 to-transparent" />
    </div>
  );
}

export function HeroSection() {
  const t = useT(messages);
  const { HERO_CONTENT } = useLocalized(HERO);
  const { HERO_TRUST_LINE } = useLocalized(LANDING_COPY);
  const slides = useHeroSlides();
  const [advanced, setSlideIndex] = useState(0);
  // The slides change once when chosen photos arrive: stay within the new list.
  const slideIndex = advanced % slides.length;
  useAutoAdvance(
    () => setSlideIndex((index) => nextIndex(index % slides.length, slides.length)),
    HERO_ROTATION_MS,
    true,
    slideIndex,
  );
  const slide = slides[slideIndex];
  const assistant = useAssistantModal();

  return (
    <section
      id="home"
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-navy-950 text-white"
    >
      <HeroBackground slides={slides} index={slideIndex} />
      <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 pt-[calc(7rem+var(--storm-banner-height,0px))] pb-14 sm:px-6 sm:pt-[calc(8rem+var(--storm-banner-height,0px))] lg:grid-cols-[3fr_2fr] lg:pb-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-2xl bg-navy-950/60 sm:rounded-full px-3 py-1 text-sm font-medium text-sand-100 ring-1 ring-white/25">
            <ShieldIcon className="size-4 shrink-0 text-ocean-300" />
            {HERO_TRUST_LINE}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 max-w-3xl font-display text-4xl leading-tight font-bold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {HERO_CONTENT.headline}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-navy-50 sm:text-xl">
            {HERO_CONTENT.subheadline}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={COMPANY_PHONE_HREF} className={buttonClass('accent', 'lg')}>
              <PhoneIcon className="size-5" />
              {t('callNow', { phone: COMPANY.phone })}
            </a>
            <a href="#quote-form" className={buttonClass('outline-light', 'lg')}>
              {t('freeEstimate')}
            </a>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={assistant.openAssistant}
              onPointerEnter={assistant.preloadAssistant}
              onFocus={assistant.preloadAssistant}
              className={`${buttonClass('outline-light')} bg-navy-950/40`}
            >
              <ChatIcon className="size-4" />
              {t('chatWithExpert')}
            </button>
            <Link
              to="/client-portal?photos"
              className={`${buttonClass('outline-light')} bg-navy-950/40`}
            >
              {t('uploadRoofPhotos')}
            </Link>
            <a href="#quote-form" className={`${buttonClass('outline-light')} bg-navy-950/40`}>
              {t('scheduleVisit')}
            </a>
            <Link to="/financing" className={`${buttonClass('outline-light')} bg-navy-950/40`}>
              {t('viewFinancing')}
            </Link>
          </div>
          <dl className="mt-8 flex flex-wrap gap-x-8 gap-y-3">
            {HERO_STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm text-navy-100">{t(stat.label)}</dt>
                <dd className="order-first font-display text-3xl font-bold text-sand-200">
                  {stat.label === 'statRating'
                    ? t('ratingStat', { stars: Number.parseInt(stat.value, 10) })
                    : stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>

        <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:gap-4">
          {HERO_CONTENT.features.map((feature) => {
            const body = (
              <>
                <p className="font-display text-lg font-bold text-sand-200 sm:text-xl">
                  {feature.title}
                </p>
                <p className="mt-1 text-sm text-navy-50">{feature.text}</p>
              </>
            );
            return (
              <li key={feature.title}>
                {feature.href ? (
                  <Link
                    to={feature.href}
                    className={`${tileClass} transition-colors hover:bg-navy-900/70`}
                  >
                    {body}
                  </Link>
                ) : (
                  <div className={tileClass}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="relative mx-auto max-w-6xl px-4 pb-5 text-sm text-navy-100 sm:px-6">
        <span className="sr-only">{t('backgroundPicture')}</span>
        {slide?.caption}
        <span className="ml-2 text-navy-200" aria-hidden="true">
          {slideIndex + 1} / {slides.length}
        </span>
      </p>
      {assistant.modal}
    </section>
  );
}
