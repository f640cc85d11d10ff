import { useState } from 'react';
import type { GalleryItem } from '../../content/types.ts';
import { useT } from '../../i18n/catalogue.ts';
import { nextIndex, previousIndex } from './carousel.ts';
import { ArrowButton, CarouselDots } from './carousel-controls.tsx';
import { messages } from './messages.ts';
import { useAutoAdvance } from './use-auto-advance.ts';

/** Autoplay advances every 8 seconds (public-site §4, §9). */
export const GALLERY_ROTATION_MS = 8000;
/** Every gallery image is drawn at 16:10 (media-manifest.ts). */
const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 1000;

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
      {playing ? <path d="M7 5h3v14H7zM14 5h3v14h-3z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

/** Project slideshow with thumbnails, Play/Pause, previous/next and dots (public-site §2). */
export function GallerySlideshow({ items }: { items: GalleryItem[] }) {
  const t = useT(messages);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const count = items.length;
  useAutoAdvance(
    () => setIndex((i) => nextIndex(i, count)),
    GALLERY_ROTATION_MS,
    playing && count > 1,
    index,
  );

  const item = items[index];
  if (!item) {
    return (
      <p className="rounded-2xl border border-dashed border-navy-200 bg-white p-10 text-center text-slate-700">
        {t('noGallery')}
      </p>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={t('projectGallery')}>
      <figure
        aria-roledescription="slide"
        aria-label={t('slideOf', { index: index + 1, count })}
        data-gallery-index={index}
        className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-lg lg:grid lg:grid-cols-[3fr_2fr]"
      >
        <div className="relative h-full">
          <img
            key={item.src}
            src={item.src}
            srcSet={item.srcset}
            sizes={item.srcset ? '(min-width: 1024px) 40rem, 100vw' : undefined}
            alt={item.alt ?? item.title}
            width={item.width ?? IMAGE_WIDTH}
            height={item.height ?? IMAGE_HEIGHT}
            loading="lazy"
            className="aspect-[16/10] size-full bg-navy-100 object-cover"
          />
          {item.before ? (
            <figure className="absolute bottom-3 left-3 w-1/3 max-w-48 overflow-hidden rounded-lg border-2 border-white bg-white shadow-lg">
              <img
                src={item.before.src}
                srcSet={item.before.srcset}
                sizes="12rem"
                alt={t('beforeWork', { title: item.title })}
                loading="lazy"
                className="aspect-[4/3] w-full object-cover"
              />
              <figcaption className="px-2 py-0.5 text-xs font-semibold text-navy-900">
                {t('before')}
              </figcaption>
            </figure>
          ) : null}
        </div>
        <figcaption className="flex flex-col p-6 sm:p-8">
          <p className="text-sm font-semibold text-ocean-700">
            {item.location} · {item.year}
          </p>
          <h3 className="mt-2 font-display text-2xl font-bold text-navy-900">{item.title}</h3>
          <p className="mt-3 text-slate-700">{item.description}</p>
        </figcaption>
      </figure>

      <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
        <ArrowButton
          direction="left"
          label={t('previousProject')}
          onClick={() => setIndex((i) => previousIndex(i, count))}
        />
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-navy-200 bg-white px-4 text-sm font-semibold text-navy-900 shadow-sm hover:bg-navy-50"
        >
          <PlayPauseIcon playing={playing} />
          {playing ? t('pause') : t('play')}
          <span className="sr-only">{t('slideshow')}</span>
        </button>
        <ArrowButton
          direction="right"
          label={t('nextProject')}
          onClick={() => setIndex((i) => nextIndex(i, count))}
        />
      </div>
      <div className="mt-2 flex justify-center">
        <CarouselDots
          count={count}
          current={index}
          labelOf={(i) => t('goToProject', { index: i + 1 })}
          onSelect={setIndex}
        />
      </div>

      <ul className="mt-4 grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        {items.map((thumb, thumbIndex) => (
          <li key={thumb.id}>
            <button
              type="button"
              aria-label={t('showProject', { title: thumb.title })}
              aria-current={thumbIndex === index ? 'true' : undefined}
              onClick={() => setIndex(thumbIndex)}
              className={`block w-full overflow-hidden rounded-lg ring-offset-2 ${
                thumbIndex === index ? 'ring-3 ring-ocean-600' : 'opacity-80 hover:opacity-100'
              }`}
            >
              <img
                src={thumb.src}
                srcSet={thumb.srcset}
                sizes={thumb.srcset ? '10rem' : undefined}
                alt=""
                width={160}
                height={100}
                loading="lazy"
                className="aspect-[16/10] w-full bg-navy-100 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
