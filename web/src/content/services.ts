import { PROMISES } from '@roofing/contracts';
import { localized } from '../i18n/content.ts';
import type { ServiceCard } from './types.ts';

/** The four service cards of the landing page (public-site §2). */
export const SERVICES: ServiceCard[] = [
  {
    title: 'Residential Roofing',
    description:
      'New roofs and full replacements in architectural shingle, concrete and clay tile, and ' +
      'standing-seam metal, built to the Florida Building Code for coastal wind and salt air.',
    features: [
      'Complete tear-off, deck re-nailing and secondary water barrier',
      'Shingle, tile and metal systems with Florida Product Approval',
      'Most homes completed in 1-3 days',
      'Permit, inspections and wind mitigation paperwork handled',
    ],
    hoverText: 'A roof built for hurricane season, salt air and the Florida sun.',
    gradient: 'from-navy-700 to-ocean-600',
    href: '/services/residential',
  },
  {
    title: 'Commercial Roofing',
    description:
      'TPO, EPDM, modified bitumen, coatings and metal for offices, retail, warehouses, medical ' +
      'buildings, schools and hotels, planned around your business hours.',
    features: [
      'Flat and low-slope roof systems',
      'Roof coatings to extend the life of sound roofs',
      'Ponding and drainage corrections',
      'Scheduled maintenance programs for property managers',
    ],
    hoverText: 'Keep the building dry and the doors open while we work.',
    gradient: 'from-slate-700 to-navy-900',
    href: '/services/commercial',
  },
  {
    title: 'Storm & Leak Repair',
    description:
      'Fast, lasting repairs for leaks, missing shingles, broken tiles and storm damage, with ' +
      '24/7 emergency tarping and dated photos of the damage.',
    features: [
      `Emergency response within ${PROMISES.emergencyResponse}, 24/7`,
      'Leak tracing at flashing, pipe boots and valleys',
      'Shingle, tile, metal and flat roof repairs',
      'Dated photos and itemized estimates for adjusters',
    ],
    hoverText: 'Water coming in? Call now: a crew can usually be there within hours.',
    gradient: 'from-coral-600 to-coral-700',
    href: '/services/repairs',
  },
  {
    title: 'Roof Cleaning & Inspection',
    description:
      'Soft-wash cleaning that removes algae streaks without harming the roof, and inspections ' +
      'from a free visual check to drone, thermal imaging and documented reports.',
    features: [
      'Free inspection for repair or replacement decisions',
      'Low-pressure soft wash for shingle, tile and metal',
      'Drone and thermal imaging inspections',
      'Pre-purchase, insurance and maintenance reports',
    ],
    hoverText: 'Know exactly what shape your roof is in, with photos to prove it.',
    gradient: 'from-ocean-600 to-emerald-700',
    href: '/services/inspections',
  },
];

/** The four cards with their Spanish twin (issue 24); the landing page reads them with useLocalized. */
export const SERVICES_CONTENT = localized<ServiceCard[]>(SERVICES, () =>
  import('./services.es.ts').then((module) => module.default),
);
