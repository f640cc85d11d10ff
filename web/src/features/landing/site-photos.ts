import type { PublicSitePhoto } from '@roofing/contracts';
import { useChosenSitePhotos } from '../../api/media.ts';
import { GALLERY } from '../../content/gallery.ts';
import { HERO } from '../../content/hero.ts';
import type { GalleryItem, HeroSlide } from '../../content/types.ts';
import { useLocalized } from '../../i18n/content.ts';

const toGalleryItem = (photo: PublicSitePhoto): GalleryItem => ({
  id: photo.id,
  type: 'image',
  src: photo.image.src,
  srcset: photo.image.srcset,
  width: photo.image.width,
  height: photo.image.height,
  alt: photo.altText,
  title: photo.title,
  description: photo.description ?? '',
  location: photo.location,
  year: photo.year,
  ...(photo.before ? { before: { src: photo.before.src, srcset: photo.before.srcset } } : {}),
});

const toHeroSlide = (photo: PublicSitePhoto): HeroSlide => ({
  src: photo.image.src,
  srcset: photo.image.srcset,
  alt: photo.altText,
  caption: `${photo.title}, ${photo.location}`,
});

/** The gallery: the photos staff chose, or the illustrations while none are (or cannot load). */
export function useGalleryItems(): GalleryItem[] {
  const chosen = useChosenSitePhotos().data?.gallery ?? [];
  const illustrations = useLocalized(GALLERY);
  return chosen.length > 0 ? chosen.map(toGalleryItem) : illustrations;
}

/** The hero's slides: the photos staff chose for it, or the illustrations. */
export function useHeroSlides(): HeroSlide[] {
  const chosen = useChosenSitePhotos().data?.hero ?? [];
  const illustrations = useLocalized(HERO).HERO_SLIDES;
  return chosen.length > 0 ? chosen.map(toHeroSlide) : illustrations;
}
