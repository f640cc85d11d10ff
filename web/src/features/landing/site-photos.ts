import type { PublicSitePhoto } from '@roofing/contracts';
import { useChosenSitePhotos } from '../../api/media.ts';
import { GALLERY_ITEMS } from '../../content/gallery.ts';
import { HERO_SLIDES } from '../../content/hero.ts';
import type { GalleryItem, HeroSlide } from '../../content/types.ts';

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
  return chosen.length > 0 ? chosen.map(toGalleryItem) : GALLERY_ITEMS;
}

/** The hero's slides: the photos staff chose for it, or the illustrations. */
export function useHeroSlides(): HeroSlide[] {
  const chosen = useChosenSitePhotos().data?.hero ?? [];
  return chosen.length > 0 ? chosen.map(toHeroSlide) : HERO_SLIDES;
}
