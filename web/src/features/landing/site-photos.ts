import type { PublicSitePhoto } from '@roofing/contracts';
import type { Locale } from '@roofing/contracts/locale';
import { useChosenSitePhotos } from '../../api/media.ts';
import { GALLERY } from '../../content/gallery.ts';
import { HERO } from '../../content/hero.ts';
import type { GalleryItem, HeroSlide } from '../../content/types.ts';
import { useLocalized } from '../../i18n/content.ts';
import { useLocale } from '../../i18n/locale-context.ts';

/**
 * A photo's captions in the page's language: in Spanish, each Spanish caption staff gave, else
 * the English one (an upload may have none). The location is a place name in either language.
 */
export function captionsIn(photo: PublicSitePhoto, locale: Locale) {
  const spanish = locale === 'es';
  return {
    title: (spanish && photo.titleEs) || photo.title,
    altText: (spanish && photo.altTextEs) || photo.altText,
    description: (spanish && photo.descriptionEs) || photo.description,
  };
}

const toGalleryItem = (photo: PublicSitePhoto, locale: Locale): GalleryItem => {
  const captions = captionsIn(photo, locale);
  return {
    id: photo.id,
    type: 'image',
    src: photo.image.src,
    srcset: photo.image.srcset,
    width: photo.image.width,
    height: photo.image.height,
    alt: captions.altText,
    title: captions.title,
    description: captions.description ?? '',
    location: photo.location,
    year: photo.year,
    ...(photo.before ? { before: { src: photo.before.src, srcset: photo.before.srcset } } : {}),
  };
};

const toHeroSlide = (photo: PublicSitePhoto, locale: Locale): HeroSlide => {
  const captions = captionsIn(photo, locale);
  return {
    src: photo.image.src,
    srcset: photo.image.srcset,
    alt: captions.altText,
    caption: `${captions.title}, ${photo.location}`,
  };
};

/** The gallery: the photos staff chose, or the illustrations while none are (or cannot load). */
export function useGalleryItems(): GalleryItem[] {
  const chosen = useChosenSitePhotos().data?.gallery ?? [];
  const locale = useLocale();
  const illustrations = useLocalized(GALLERY);
  return chosen.length > 0 ? chosen.map((photo) => toGalleryItem(photo, locale)) : illustrations;
}

/** The hero's slides: the photos staff chose for it, or the illustrations. */
export function useHeroSlides(): HeroSlide[] {
  const chosen = useChosenSitePhotos().data?.hero ?? [];
  const locale = useLocale();
  const illustrations = useLocalized(HERO).HERO_SLIDES;
  return chosen.length > 0 ? chosen.map((photo) => toHeroSlide(photo, locale)) : illustrations;
}
