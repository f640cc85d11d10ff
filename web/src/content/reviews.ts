import { localized } from '../i18n/content.ts';
import type { Review } from './types.ts';

/** The three fixed sample reviews of the landing-page carousel (public-site §2-§3). */
export const REVIEWS: Review[] = [
  {
    name: 'Linda M.',
    location: 'Ponte Vedra Beach',
    rating: 5,
    service: 'Standing-seam metal roof replacement',
    text:
      'Our old shingle roof was 19 years old and our insurer wanted it replaced. Shorefront ' +
      'walked us through aluminum versus steel for a house two blocks from the ocean, handled ' +
      'the HOA paperwork and finished in three days. They showed us photos of the re-nailed deck ' +
      'before the new roof went on, and our updated wind mitigation report lowered our premium.',
  },
  {
    name: 'Robert & Angela T.',
    location: 'Atlantic Beach',
    rating: 5,
    service: 'Emergency storm and leak repair',
    text:
      'Water was coming through the kitchen ceiling at 10 at night during a tropical storm. The ' +
      'crew had a tarp on within about three hours, came back two days later to rebuild the ' +
      'flashing around our chimney, and gave us dated photos and an itemized estimate for the ' +
      'adjuster. No pressure, no games with the deductible, just honest work.',
  },
  {
    name: 'Michael R.',
    location: 'St. Augustine',
    rating: 5,
    service: 'Roof inspection and tile repair',
    text:
      'As a veteran I appreciated the 10% discount, but what sold me was the honesty. Another ' +
      'company told us we needed a whole new tile roof. Shorefront did a drone and thermal ' +
      'inspection, found the leak was a failed valley and some slipped tiles, and repaired it ' +
      'for a fraction of the price. It has stayed dry through two hurricane seasons since.',
  },
];

/** The reviews in the page's language (Spanish: reviews.es.ts, marked as translated). */
export const LOCALIZED_REVIEWS = localized<Review[]>(REVIEWS, () =>
  import('./reviews.es.ts').then((module) => module.default),
);
