import { INSPECTION_STARTING_PRICES, SERVED_PLACE_NAMES } from '@roofing/contracts';
import { FINANCING_PARTNER_NAMES } from '@roofing/contracts/content/company-facts';
import { describe, expect, it } from 'vitest';
import { FINANCING_PARTNERS } from '../../../web/src/content/financing-partners.ts';
import { SERVED_CITIES } from '../../../web/src/content/service-areas.ts';
import { INSPECTIONS_PAGE } from '../../../web/src/content/service-pages.ts';

/**
 * The assistant tells homeowners what the web pages show: the served places and inspection prices
 * both read from contracts, the financing partners' names are repeated (a service must not import
 * web/). This fails the moment a page and the assistant would say different things.
 */
describe('company facts the assistant repeats from the web pages', () => {
  it('names the same served places', () => {
    expect([...SERVED_PLACE_NAMES]).toEqual([...SERVED_CITIES]);
  });

  it('names the same financing partners', () => {
    expect([...FINANCING_PARTNER_NAMES]).toEqual(FINANCING_PARTNERS.map((partner) => partner.name));
  });

  it('quotes the same inspection prices', () => {
    expect(
      INSPECTION_STARTING_PRICES.map(({ name, startingPrice }) => ({ name, startingPrice })),
    ).toEqual(
      INSPECTIONS_PAGE.inspectionTypes
        .filter((type) => type.startingPrice > 0)
        .map(({ name, startingPrice }) => ({ name, startingPrice })),
    );
  });
});
