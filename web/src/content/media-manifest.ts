import type { MediaAsset } from './types.ts';

/**
 * Every image the content files reference. The files at these paths are generated SVG
 * placeholders; each description says what real photograph should replace it (same path and
 * aspect ratio, ideally exported to WebP/JPEG with the SVG kept as a fallback).
 */
export const MEDIA_MANIFEST: MediaAsset[] = [
  // Hero backgrounds (hero.ts), 16:9.
  {
    path: '/media/hero/jax-beach-sunrise-rooftops.svg',
    description:
      'Wide sunrise shot from a second-story vantage over beach-town rooftops in Jacksonville ' +
      'Beach, a mix of shingle and metal roofs in the foreground, the Atlantic on the horizon. ' +
      'Leave calm sky at the top for the headline.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/standing-seam-metal-crew.svg',
    description:
      'Our crew in harnesses and tie-offs installing light-gray aluminum standing-seam panels on ' +
      'a coastal home, photographed from a low angle against blue sky. Visible fall protection.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/st-augustine-tile-roofs.svg',
    description:
      'Terracotta clay barrel-tile roofs in historic St. Augustine, late-afternoon light, taken ' +
      'from a public vantage point; no identifiable people.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/architectural-shingle-home.svg',
    description:
      'A finished two-story coastal home with a new charcoal or weathered-wood architectural ' +
      'shingle roof, clean ridge vent and white drip edge, palms in the yard.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/storm-clouds-over-marsh.svg',
    description:
      'Dark storm clouds building over a North Florida salt marsh (Intracoastal or Guana area) ' +
      'with a row of homes in the distance; dramatic but not a disaster scene.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/drone-roof-inspection.svg',
    description:
      'Inspector in company shirt flying a drone from the driveway, drone in focus above a tile ' +
      'roof; tablet screen showing the live roof image.',
    width: 1920,
    height: 1080,
  },
  {
    path: '/media/hero/commercial-tpo-roof.svg',
    description:
      'Aerial view of a bright white TPO roof on a Jacksonville retail or office building with ' +
      'neat rooftop units and walkway pads, blue sky.',
    width: 1920,
    height: 1080,
  },

  // Gallery (gallery.ts), 16:10.
  {
    path: '/media/gallery/ponte-vedra-standing-seam-metal.svg',
    description:
      'Completed light-gray aluminum standing-seam roof on a Ponte Vedra Beach home two blocks ' +
      'from the ocean, seams catching the light, shot from the street or by drone.',
    width: 1600,
    height: 1000,
  },
  {
    path: '/media/gallery/st-augustine-clay-barrel-tile.svg',
    description:
      'Relaid clay barrel-tile roof on a historic St. Augustine home after underlayment ' +
      'replacement, close enough to show matched salvaged tiles.',
    width: 1600,
    height: 1000,
  },
  {
    path: '/media/gallery/atlantic-beach-architectural-shingles.svg',
    description:
      'New architectural shingle roof in Atlantic Beach with continuous ridge vent and new drip ' +
      'edge; ideally a before/after pair with the old algae-streaked roof.',
    width: 1600,
    height: 1000,
  },
  {
    path: '/media/gallery/jacksonville-tpo-commercial.svg',
    description:
      'Drone photo of the finished white TPO roof on a Jacksonville retail center, tapered ' +
      'insulation crickets visible around the drains.',
    width: 1600,
    height: 1000,
  },
  {
    path: '/media/gallery/neptune-beach-storm-repair.svg',
    description:
      'Storm repair in Neptune Beach: emergency blue tarp on the damaged ridge (before) and the ' +
      'matched-shingle permanent repair (after), shown side by side.',
    width: 1600,
    height: 1000,
  },

  // Service areas section (service-areas.ts), 4:3.
  {
    path: '/media/service-areas/north-florida-coast.svg',
    description:
      'Clean illustrated map of Northeast Florida from Fernandina Beach to St. Augustine and ' +
      'inland to Gainesville and Orange Park, with the ten served communities marked; or an ' +
      'aerial coastline photo of the Jacksonville beaches.',
    width: 1200,
    height: 900,
  },
];
