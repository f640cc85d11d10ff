import { localized } from '../i18n/content.ts';
import type { GalleryItem } from './types.ts';

/**
 * The five fixed gallery items (public-site §2-§3). All are images for now: the SVGs under
 * /media/gallery/ are placeholders until real project photos are supplied (see
 * media-manifest.ts). The type field stays so video items can be added later.
 */
export const GALLERY_ITEMS: GalleryItem[] = [
  {
    id: 1,
    type: 'image',
    src: '/media/gallery/ponte-vedra-standing-seam-metal.svg',
    title: 'Standing-Seam Aluminum Roof',
    description:
      'Full tear-off of a 20-year-old shingle roof, deck re-nailed and sealed, then a ' +
      'light-gray aluminum standing-seam roof with concealed clips, chosen for its resistance to ' +
      'salt spray two blocks from the ocean.',
    location: 'Ponte Vedra Beach, FL',
    year: 2025,
  },
  {
    id: 2,
    type: 'image',
    src: '/media/gallery/st-augustine-clay-barrel-tile.svg',
    title: 'Historic Clay Barrel Tile Restoration',
    description:
      'Tiles lifted, new self-adhered underlayment installed and sound clay tiles relaid with ' +
      'matched salvaged replacements, with the color and profile approved for the historic ' +
      'district.',
    location: 'St. Augustine, FL',
    year: 2024,
  },
  {
    id: 3,
    type: 'image',
    src: '/media/gallery/atlantic-beach-architectural-shingles.svg',
    title: 'High-Wind Architectural Shingle Replacement',
    description:
      'Class H architectural shingles with algae-resistant granules, a full secondary water ' +
      'barrier, new drip edge and a continuous ridge vent, completed in two days.',
    location: 'Atlantic Beach, FL',
    year: 2025,
  },
  {
    id: 4,
    type: 'image',
    src: '/media/gallery/jacksonville-tpo-commercial.svg',
    title: 'Commercial TPO Roof',
    description:
      'A white TPO membrane with heat-welded seams over tapered insulation on a retail center, ' +
      'fixing chronic ponding while every store stayed open.',
    location: 'Jacksonville, FL',
    year: 2024,
  },
  {
    id: 5,
    type: 'image',
    src: '/media/gallery/neptune-beach-storm-repair.svg',
    title: 'Storm Damage Repair',
    description:
      'Emergency tarp the same night after a tropical storm tore off ridge and edge shingles, ' +
      'followed by a permanent repair with matched shingles and new flashing, documented for the ' +
      "homeowner's insurance claim.",
    location: 'Neptune Beach, FL',
    year: 2025,
  },
];

/** The gallery's items in the page's language (Spanish: gallery.es.ts). */
export const GALLERY = localized<GalleryItem[]>(GALLERY_ITEMS, () =>
  import('./gallery.es.ts').then((module) => module.default),
);
