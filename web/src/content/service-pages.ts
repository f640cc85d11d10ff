import {
  COMPANY,
  INSPECTION_STARTING_PRICES,
  INSPECTION_TYPES,
  type InspectionType as InspectionTypeValue,
  PROMISES,
  WARRANTY_TERMS_TEXT,
} from '@roofing/contracts';
import { localized } from '../i18n/content.ts';
import { prose } from './text.ts';
import type {
  CommercialServicePage,
  InspectionsServicePage,
  RepairsServicePage,
  ResidentialServicePage,
  ServicePageHref,
} from './types.ts';

/** Each service page's name: its hero eyebrow, its document title and its footer link. */
export const SERVICE_PAGE_NAMES = {
  '/services/residential': 'Residential Roofing',
  '/services/commercial': 'Commercial Roofing',
  '/services/repairs': 'Roof Repairs',
  '/services/inspections': 'Roof Inspections',
} as const satisfies Record<ServicePageHref, string>;

/** What each bookable inspection is (the types and prices themselves are one list, in contracts). */
const INSPECTION_DESCRIPTIONS: Record<InspectionTypeValue, string> = {
  'full-roof': prose`Our standard inspection: every slope, the flashing, penetrations, gutters and
    the attic, with dated photos and a written summary.`,
  repair: prose`For a repair or replacement decision: we trace the leak or damage to its source
    and give you honest options in writing.`,
  maintenance: prose`A yearly check of sealants, fasteners, flashing and gutters, with the small
    fixes to make before hurricane season.`,
  insurance: prose`The roof's age, condition and remaining life, and any storm damage, documented
    with dated photos for your insurer or adjuster.`,
  visual: prose`A documented walk-over and attic check of roofing, flashing, vents and gutters,
    with a written report.`,
  drone: prose`High-resolution aerial photos of steep, tall or fragile tile roofs without foot
    traffic on the roof.`,
  'thermal-imaging': prose`Infrared scanning that reveals trapped moisture and hidden leaks under
    the roof surface.`,
  'comprehensive-report': prose`Visual, drone and thermal findings combined in a detailed report
    with photos, remaining-life estimate and repair priorities.`,
};

const lowestSpecializedPrice = Math.min(
  ...INSPECTION_STARTING_PRICES.map((type) => type.startingPrice),
);

/** /services/residential (portal-and-back-office §2). */
export const RESIDENTIAL_PAGE: ResidentialServicePage = {
  hero: {
    eyebrow: SERVICE_PAGE_NAMES['/services/residential'],
    title: 'A New Roof Built for Coastal North Florida',
    subtitle: prose`Shingle, tile and metal roofs installed to the Florida Building Code, with a
      full tear-off, a re-nailed deck and a secondary water barrier on every replacement. Most homes
      are finished in 1-3 days.`,
  },
  cards: [
    {
      title: 'Architectural Shingle Roofs',
      description: prose`The most popular and budget-friendly choice for Florida homes. We install
        high-wind architectural shingles with the upgraded nailing and starter details that keep
        edges down in a storm.`,
      features: [
        'Class H or Class F wind-rated shingles',
        'Algae-resistant granules to fight black streaks',
        'Synthetic or self-adhered underlayment over a sealed deck',
        'Stainless or hot-dipped galvanized fasteners near the coast',
        'Typical Florida lifespan of about 15-25 years',
      ],
    },
    {
      title: 'Concrete & Clay Tile Roofs',
      description: prose`Tile gives Mediterranean and Spanish-style homes their character and lasts
        for decades. We install new tile roofs and relay existing tile over new underlayment when
        the old underlayment wears out.`,
      features: [
        'Concrete and clay tile in barrel, flat and S profiles',
        'Self-adhered underlayment, the real waterproofing under the tile',
        'Foam-adhesive or mechanical attachment per the product approval',
        'Framing checked before switching from shingles to tile',
        'Historic-district and HOA approvals prepared with you',
      ],
    },
    {
      title: 'Standing-Seam Metal Roofs',
      description: prose`The longest-lasting roof we install and the best surface for solar.
        Concealed clips, no exposed fasteners and panels chosen for your distance from salt water.`,
      features: [
        'Aluminum for oceanfront homes, coated steel further inland',
        'PVDF (Kynar-type) finishes that hold their color',
        'Reflective colors that keep the attic cooler',
        'Solar panels clamp to the seams with no roof penetrations',
        'Commonly lasts 40 years or more',
      ],
    },
  ],
  closing: {
    title: 'Ready for a Roof That Can Handle Hurricane Season?',
    text: prose`Book a free inspection and we'll measure your roof, photograph its condition and
      price the options side by side in writing within ${PROMISES.writtenEstimateWithinHours} hours.
      Veterans and seniors (65+) save ${COMPANY.discounts.veterans}%, financing is available, and
      every roof carries our warranty in writing: ${WARRANTY_TERMS_TEXT}.`,
  },
};

/** /services/commercial (portal-and-back-office §2). */
export const COMMERCIAL_PAGE: CommercialServicePage = {
  hero: {
    eyebrow: SERVICE_PAGE_NAMES['/services/commercial'],
    title: 'Commercial Roofs That Keep Your Business Running',
    subtitle: prose`Flat and low-slope roof installation, replacement, restoration and maintenance
      for North Florida businesses, scheduled around your hours and documented for your property
      records.`,
  },
  cards: [
    {
      title: 'Flat Roof Systems',
      description: prose`Every flat roof starts with drainage. We assess the deck, insulation and
        drains with core samples, then recommend the system that fits the building, its rooftop
        equipment and your budget.`,
      features: [
        'Modified bitumen, single-ply membranes and roof coatings',
        'Tapered insulation and added drains to stop ponding',
        'Restoration coatings to extend the life of a sound roof',
        'Rooftop equipment curbs, walkways and penetrations detailed properly',
      ],
    },
    {
      title: 'TPO Roofing',
      description: prose`A white thermoplastic single-ply membrane with heat-welded seams. Its
        reflective surface helps keep the building cooler under the Florida sun.`,
      features: [
        'Heat-welded seams that are stronger than glued laps',
        'Highly reflective white surface',
        'Mechanically attached or fully adhered systems to meet wind design',
        'Manufacturer warranties available on qualifying systems',
      ],
    },
    {
      title: 'EPDM Roofing',
      description: prose`A proven synthetic rubber membrane that stays flexible through heat and
        temperature swings, making it a cost-effective choice for many low-slope buildings.`,
      features: [
        'Durable, flexible rubber membrane',
        'Fewer seams with large-width sheets',
        'Straightforward to repair and maintain',
        'Cost-effective over the life of the roof',
      ],
    },
  ],
  industriesTitle: 'Industries We Serve',
  industries: [
    {
      name: 'Office',
      text: 'Office buildings and professional parks, with work scheduled around tenants.',
    },
    {
      name: 'Retail',
      text: 'Shopping centers and storefronts, with entrances and parking kept open and safe.',
    },
    {
      name: 'Industrial',
      text: 'Warehouses and light industrial buildings with large low-slope roofs.',
    },
    {
      name: 'Healthcare',
      text: 'Medical offices and clinics, where leaks and noise must be kept to a minimum.',
    },
    {
      name: 'Educational',
      text: 'Schools and training centers, with major work planned for breaks and weekends.',
    },
    {
      name: 'Hospitality',
      text: 'Hotels and restaurants near the beaches, where salt air and guests both matter.',
    },
  ],
  closing: {
    title: 'Plan Your Next Commercial Roof Project',
    text: prose`Ask for a free roof assessment with photos and a written scope. We also offer
      scheduled maintenance programs for property managers. Call ${COMPANY.phone} or request a quote
      online.`,
  },
};

/** /services/repairs (portal-and-back-office §2). */
export const REPAIRS_PAGE: RepairsServicePage = {
  hero: {
    eyebrow: SERVICE_PAGE_NAMES['/services/repairs'],
    title: 'Fast, Lasting Roof Repairs',
    subtitle: prose`From a single cracked pipe boot to hurricane damage, we find the real source of
      the leak and fix it properly, with a written warranty on the repair.`,
  },
  emergencyBanner: {
    title: '24/7 Emergency Roof Repair',
    text: prose`Water coming in or storm damage? Call ${COMPANY.phone}. Crews are on call around the
      clock and typically arrive within ${PROMISES.emergencyResponse}.`,
  },
  cards: [
    {
      title: 'Leak Repairs',
      description: prose`Most leaks start at flashing, pipe boots, valleys or exposed nails, often
        far from where the stain appears. We trace the water path in the attic and on the roof
        before we repair anything.`,
      features: [
        'Leak tracing from the attic and the roof surface',
        'Flashing, pipe boot and skylight repairs',
        'Moisture checks with thermal imaging when needed',
        'Photos of the cause and of the finished repair',
      ],
    },
    {
      title: 'Storm Damage',
      description: prose`Wind, falling limbs and wind-driven rain damage roofs in ways that aren't
        always visible from the ground. We document everything for your insurance claim and repair
        it to the current code.`,
      features: [
        'Missing shingles, broken tiles and lifted metal',
        'Dated photos and an itemized estimate for your adjuster',
        'Repairs matched to your existing roof where possible',
        'Honest advice on repair versus replacement',
      ],
    },
    {
      title: 'Emergency Services',
      description: prose`When water is coming in, the first job is to stop it. We secure the roof
        with a temporary tarp or dry-in and come back for the permanent repair.`,
      features: [
        `On-site typically within ${PROMISES.emergencyResponse}, 24/7`,
        'Secured emergency tarping and board-up of openings',
        'Tree-removal coordination for fallen limbs',
        'Receipts and photos to support your claim',
      ],
    },
  ],
  commonProblems: [
    {
      title: 'Missing or Damaged Shingles',
      text: prose`Wind breaks the seal strips and lifts or tears shingles, especially at edges and
        ridges, exposing the underlayment to sun and rain.`,
    },
    {
      title: 'Failed Flashing',
      text: prose`Dried sealant and loose or missing step flashing at walls, chimneys and skylights
        are behind more leaks than the shingles themselves.`,
    },
    {
      title: 'Gutter Problems',
      text: prose`Clogged or sagging gutters overflow behind the fascia, rot the roof edge and push
        water under the first row of shingles.`,
    },
    {
      title: 'Cracked or Slipped Tiles',
      text: prose`Broken tiles expose the underlayment beneath, which is the real waterproofing on a
        tile roof and wears out at around 20-25 years.`,
    },
  ],
  process: [
    {
      step: 1,
      title: 'Emergency Call',
      text: prose`Call ${COMPANY.phone} any time. We ask a few questions, give safety advice and
        dispatch a crew.`,
    },
    {
      step: 2,
      title: 'Assessment',
      text: prose`We inspect the roof and attic, find the source of the problem, photograph it and
        give you a written price before any permanent work.`,
    },
    {
      step: 3,
      title: 'Repair',
      text: prose`We make the repair with materials matched to your roof and to the Florida Building
        Code, then clean up completely.`,
    },
    {
      step: 4,
      title: 'Warranty',
      text: prose`You receive photos of the finished work and a written workmanship warranty on the
        repair.`,
    },
  ],
  closing: {
    title: 'Stop the Leak Before It Spreads',
    text: prose`Small roof problems become ceiling, insulation and mold problems quickly in
      Florida's humidity. Request a free inspection or call now for emergency service.`,
  },
};

/** /services/inspections (portal-and-back-office §2, §9 starting prices). */
export const INSPECTIONS_PAGE: InspectionsServicePage = {
  hero: {
    eyebrow: SERVICE_PAGE_NAMES['/services/inspections'],
    title: 'Know Exactly What Shape Your Roof Is In',
    subtitle: prose`Thorough, photo-documented inspections by a certified inspector, whether you're
      buying a home, filing a claim or planning ahead for hurricane season. We call you back within
      ${PROMISES.contactWithinHours} hours to schedule.`,
  },
  cards: [
    {
      title: 'Pre-Purchase Inspections',
      description: prose`Roof replacement is one of the biggest surprises a buyer can face. Know the
        roof's condition, age and remaining life before you close.`,
      features: [
        'Estimated remaining life of the roof',
        'Permit history and roof age check',
        'Repair and replacement cost ranges for negotiation',
        'Report ready for your agent and insurer',
      ],
    },
    {
      title: 'Insurance Claims',
      description: prose`After a storm, a clear record of the damage helps your claim move forward.
        We document what we find and estimate the repair; the claim itself stays between you and
        your insurer.`,
      features: [
        'Dated photos of every damaged area',
        'Itemized repair or replacement estimate',
        'Meet your adjuster on site if you wish',
        'Roof condition documentation for older-roof insurance questions',
      ],
    },
    {
      title: 'Maintenance Plans',
      description: prose`A yearly inspection catches small problems before they become leaks, and
        keeps your warranty and insurance records in order.`,
      features: [
        'Annual inspection with a photo report',
        'Minor sealing and fastening included',
        'Valley and gutter clearing',
        'Priority scheduling after storms',
      ],
    },
  ],
  inspectionTypes: INSPECTION_TYPES.map((type) => ({
    value: type.value,
    name: type.label,
    startingPrice: type.startingPrice,
    description: INSPECTION_DESCRIPTIONS[type.value],
  })),
  includedTitle: 'Every Inspection Includes',
  included: [
    'Roof covering condition: shingles, tiles, metal or membrane',
    'Flashing at walls, chimneys, skylights and valleys',
    'Pipe boots, vents and other roof penetrations',
    'Gutters, drip edge, fascia and drainage',
    'Attic check for leaks, ventilation and deck condition',
    'Signs of storm, wind or impact damage',
    'Dated photos of every finding',
    'Written summary with recommended next steps',
  ],
  closing: {
    title: 'Schedule Your Roof Inspection',
    text: prose`Our standard inspection is free, whatever it is for; specialized inspections and
      reports start at $${lowestSpecializedPrice}. Call ${COMPANY.phone} or book online.`,
  },
};

/** The four pages' content and their names, as one value with a Spanish twin (issue 24). */
export interface ServicePagesContent {
  names: Record<ServicePageHref, string>;
  residential: ResidentialServicePage;
  commercial: CommercialServicePage;
  repairs: RepairsServicePage;
  inspections: InspectionsServicePage;
}

export const SERVICE_PAGES_CONTENT = localized<ServicePagesContent>(
  {
    names: SERVICE_PAGE_NAMES,
    residential: RESIDENTIAL_PAGE,
    commercial: COMMERCIAL_PAGE,
    repairs: REPAIRS_PAGE,
    inspections: INSPECTIONS_PAGE,
  },
  () => import('./service-pages.es.ts').then((module) => module.default),
);
