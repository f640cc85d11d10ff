import { localized } from '../i18n/content.ts';
import type { ServedPlace, ServedPlaceName } from './types.ts';

/** The ten communities we serve, in display order (public-site §3), with a line about each. */
export const SERVED_PLACES: ServedPlace[] = [
  {
    name: 'Jacksonville Beach',
    blurb:
      'Oceanfront wind and constant salt spray call for corrosion-resistant fasteners, flashing ' +
      'and metal, and high-wind installation details at every roof edge.',
  },
  {
    name: 'Neptune Beach',
    blurb:
      'Older beach cottages and newer two-story homes alike need roofs fastened for coastal ' +
      'wind, with salt-resistant metal components that will not rust out in a few years.',
  },
  {
    name: 'Atlantic Beach',
    blurb:
      'Tree-shaded streets close to the ocean mean salt air on one side and leaf-filled valleys ' +
      'and gutters on the other, so we plan for both.',
  },
  {
    name: 'Ponte Vedra Beach',
    blurb:
      'Tile and standing-seam metal roofs are common here, and most communities require HOA ' +
      'approval of material and color, which we help you prepare.',
  },
  {
    name: 'St. Augustine',
    blurb:
      'In the historic districts, roof changes may need design review, and clay barrel tile and ' +
      'period details call for a crew that knows how to repair and match them.',
  },
  {
    name: 'Fernandina Beach',
    blurb:
      'Amelia Island homes face Atlantic storms and salt air, and the historic downtown has its ' +
      'own design review for visible roof changes.',
  },
  {
    name: 'St. Johns County',
    blurb:
      'From Nocatee and World Golf Village to the beaches, fast-growing neighborhoods with HOA ' +
      'standards and roofs now reaching their first replacement.',
  },
  {
    name: 'Jacksonville',
    blurb:
      'Everything from mid-century ranch homes to new subdivisions and commercial flat roofs, ' +
      'with summer storms that test every pipe boot and flashing joint.',
  },
  {
    name: 'Gainesville',
    blurb:
      'A heavy oak and pine canopy drops limbs, leaves and moisture on roofs, so debris, algae ' +
      'and shade-damp shingles are the problems we see most.',
  },
  {
    name: 'Orange Park',
    blurb:
      'Along the St. Johns River, humid air and frequent afternoon thunderstorms make attic ' +
      'ventilation and well-sealed flashing especially important.',
  },
];

/** Coastal subset listed in the footer. */
export const FOOTER_COASTAL_AREAS: ServedPlaceName[] = [
  'Jacksonville Beach',
  'Neptune Beach',
  'Atlantic Beach',
  'Ponte Vedra Beach',
  'St. Augustine',
  'Fernandina Beach',
];

/** Image beside the service-area list and the zip-code checker. */
export const SERVICE_AREA_IMAGE = {
  src: '/media/service-areas/north-florida-coast.svg',
  alt: 'Map-style illustration of the North Florida coast from Fernandina Beach to St. Augustine',
} as const;

/** Communities we serve (public-site §3, served cities); names of SERVED_PLACES in order. */
export const SERVED_CITIES: readonly string[] = SERVED_PLACES.map((place) => place.name);

/** Services named in the footer (public-site §2, footer). */
export const FOOTER_SERVICES: readonly string[] = [
  'Residential roofing',
  'Commercial roofing',
  'Storm & leak repair',
  'Roof inspections',
];

const ENGLISH_AREAS = {
  SERVED_PLACES,
  SERVICE_AREA_IMAGE: SERVICE_AREA_IMAGE as { src: string; alt: string },
};
export type ServiceAreaCopy = typeof ENGLISH_AREAS;
/** The places' lines and the picture's description in the page's language (service-areas.es.ts). */
export const SERVICE_AREAS = localized<ServiceAreaCopy>(ENGLISH_AREAS, () =>
  import('./service-areas.es.ts').then((module) => module.default),
);
