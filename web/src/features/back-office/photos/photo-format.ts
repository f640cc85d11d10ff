import {
  type JobPhoto,
  PHOTO_CATEGORIES,
  PHOTO_CATEGORY_LABELS,
  type PhotoCategory,
} from '@roofing/contracts';

/** A photo's name on screen and to a screen reader: its caption, else its category and number. */
export function photoLabel(photo: Pick<JobPhoto, 'id' | 'caption' | 'category'>): string {
  return photo.caption?.trim() || `${PHOTO_CATEGORY_LABELS[photo.category]} photo #${photo.id}`;
}

export interface PhotoGroup {
  category: PhotoCategory;
  label: string;
  photos: JobPhoto[];
}

/** The gallery's sections: the categories in their working order, only those with photos. */
export function groupByCategory(photos: readonly JobPhoto[]): PhotoGroup[] {
  return PHOTO_CATEGORIES.map((category) => ({
    category,
    label: PHOTO_CATEGORY_LABELS[category],
    photos: photos.filter((photo) => photo.category === category),
  })).filter((group) => group.photos.length > 0);
}

/** The chosen photos in the gallery's order (category, then as listed): the report's order. */
export function inGalleryOrder(photos: readonly JobPhoto[], chosen: ReadonlySet<number>): number[] {
  return groupByCategory(photos)
    .flatMap((group) => group.photos)
    .filter((photo) => chosen.has(photo.id))
    .map((photo) => photo.id);
}
