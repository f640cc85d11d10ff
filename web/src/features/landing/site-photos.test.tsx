// @vitest-environment jsdom
import type { PublicSitePhoto, SitePhotos } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, fakeScreen, jsonResponse } from '../../lib/render-for-tests.tsx';
import { settleQueries } from '../../lib/settle-for-tests.ts';
import { useGalleryItems, useHeroSlides } from './site-photos.ts';

/*
 * The staff's own photos on the home page in the page's language: on the Spanish site (/es) a
 * photo's gallery item and hero slide take its Spanish title, alt text and description, each
 * falling back to the English one staff left untranslated; the English site keeps the English
 * captions, and the location stays as typed.
 */

const image = { src: '/api/media/images/a.jpg', srcset: '', width: 1600, height: 1067 };
const translated: PublicSitePhoto = {
  id: 1,
  title: 'Metal roof in Neptune Beach',
  description: 'Worn shingles replaced with 24-gauge standing-seam metal.',
  location: 'Neptune Beach, FL',
  year: 2026,
  altText: 'Grey standing-seam metal roof on a beach house',
  titleEs: 'Techo de metal en Neptune Beach',
  altTextEs: 'Techo gris de metal con junta alzada en una casa de playa',
  descriptionEs: 'Tejas gastadas reemplazadas por metal de calibre 24 con junta alzada.',
  image,
  before: null,
};
/** Only a Spanish title: the alt text and description stay English. */
const partly: PublicSitePhoto = {
  ...translated,
  id: 2,
  title: 'Tile re-roof in St. Augustine',
  altText: 'Terracotta tile roof on a Spanish-style home',
  description: null,
  location: 'St. Augustine, FL',
  titleEs: 'Techo nuevo de tejas en St. Augustine',
  altTextEs: null,
  descriptionEs: null,
};

const chosen: SitePhotos = { gallery: [translated, partly], hero: [translated, partly] };
const screen = fakeScreen((url) =>
  url.endsWith('/api/media/site')
    ? jsonResponse(200, chosen)
    : apiError(404, 'NOT_FOUND', 'Not found.'),
);

/** What the gallery and the hero would draw, as text the test reads back. */
function Captions() {
  const items = useGalleryItems();
  const slides = useHeroSlides();
  // The illustrations show until the chosen photos are in.
  const photos = [...items, ...slides].every((entry) => entry.src.startsWith('/api/media/'));
  const gallery = items.map(({ title, alt, description, location }) => ({
    title,
    alt,
    description,
    location,
  }));
  const hero = slides.map(({ alt, caption }) => ({ alt, caption }));
  return <pre data-photos={photos}>{JSON.stringify({ gallery, hero })}</pre>;
}

async function captionsIn(locale: 'en' | 'es') {
  const queries = await screen.render(<Captions />, {
    path: locale === 'es' ? '/es' : '/',
    locale,
  });
  await settleQueries(
    queries,
    () => screen.container.querySelector('[data-photos="true"]') !== null,
  );
  return JSON.parse(screen.container.textContent ?? '{}') as {
    gallery: Array<{ title: string; alt: string; description: string; location: string }>;
    hero: Array<{ alt: string; caption: string }>;
  };
}

describe('the site photos in the page’s language', () => {
  it('shows the Spanish captions on the Spanish site, each missing one in English', async () => {
    const { gallery, hero } = await captionsIn('es');
    expect(gallery).toEqual([
      {
        title: 'Techo de metal en Neptune Beach',
        alt: 'Techo gris de metal con junta alzada en una casa de playa',
        description: 'Tejas gastadas reemplazadas por metal de calibre 24 con junta alzada.',
        location: 'Neptune Beach, FL',
      },
      {
        title: 'Techo nuevo de tejas en St. Augustine',
        alt: 'Terracotta tile roof on a Spanish-style home',
        description: '',
        location: 'St. Augustine, FL',
      },
    ]);
    expect(hero).toEqual([
      {
        alt: 'Techo gris de metal con junta alzada en una casa de playa',
        caption: 'Techo de metal en Neptune Beach, Neptune Beach, FL',
      },
      {
        alt: 'Terracotta tile roof on a Spanish-style home',
        caption: 'Techo nuevo de tejas en St. Augustine, St. Augustine, FL',
      },
    ]);
  });

  it('keeps the English captions on the English site', async () => {
    const { gallery, hero } = await captionsIn('en');
    expect(gallery.map(({ title, alt, description }) => ({ title, alt, description }))).toEqual([
      {
        title: 'Metal roof in Neptune Beach',
        alt: 'Grey standing-seam metal roof on a beach house',
        description: 'Worn shingles replaced with 24-gauge standing-seam metal.',
      },
      {
        title: 'Tile re-roof in St. Augustine',
        alt: 'Terracotta tile roof on a Spanish-style home',
        description: '',
      },
    ]);
    expect(hero.map((slide) => slide.caption)).toEqual([
      'Metal roof in Neptune Beach, Neptune Beach, FL',
      'Tile re-roof in St. Augustine, St. Augustine, FL',
    ]);
  });
});
