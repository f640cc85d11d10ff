import {
  INSTANT_QUOTE_NOT_FOUND_MESSAGE,
  ROOF_SIZE_TOO_SMALL_MESSAGE,
} from '@roofing/contracts/http/instant-quote';
import { defineMessages } from '../../i18n/catalogue.ts';

/** The instant quote page: New Quote, the roof tracer, the result and Track Quote (public-site §2, §4, §5). */
export const messagesEnglish = {
  documentTitle: 'Instant Roof Quote | {company}',
  heading: 'Instant Shingle Roof Quote',
  intro:
    'Trace your roof on the satellite view and get a replacement price in a minute: {price} per square for architectural shingles, installed to Florida Building Code. Questions? Call <a>{phone}</a>.',
  tabsLabel: 'Instant quote',
  newTab: 'New Quote',
  trackTab: 'Track Quote',
  generateNew: 'Generate New Quote',
  print: 'Print Quote',

  yourDetails: 'Your details',
  fullName: 'Full name',
  emailAddress: 'Email address',
  phoneNumber: 'Phone number',
  streetAddress: 'Street address',
  city: 'City',
  zipCode: 'ZIP code',
  generate: 'Generate Instant Quote',
  generating: 'Generating...',
  missingTitle: 'Missing Information',
  missingDescription: 'Please fill in all required fields.',
  invalidSizeTitle: 'Invalid Roof Size',
  invalidSizeDescription: ROOF_SIZE_TOO_SMALL_MESSAGE,
  generatedTitle: 'Quote Generated!',
  generatedDescription: 'Your instant quote {number} has been created.',
  failedTitle: 'Error',
  failedDescription: 'Failed to generate quote. Please try again.',

  roofSize: 'Roof size',
  loadingSatellite: 'Loading the satellite view...',
  satelliteUnavailable:
    'Satellite view is unavailable right now, so please enter your roof size by hand. Not sure? Call us and we will measure it with you.',
  toManual: 'Switch to Manual Entry',
  toSatellite: 'Try Eagle View Instead',
  manualLabel: 'Roof size (squares)',
  manualHint: 'One square is 100 sq ft of roof. A 2,000 sq ft home is about 20-25 squares.',

  addressRequiredTitle: 'Address Required',
  addressRequiredDescription: 'Please enter a property address to view in satellite mode.',
  satelliteIntro:
    'We will show your roof from above. Check the street address, city and ZIP above, then open the satellite view and click each corner of your roof.',
  finding: 'Finding your property...',
  viewSatellite: 'View in Satellite',
  addressNotFound:
    'We could not find that address on the map. Check the street, city and ZIP, or switch to manual entry.',
  lookupDown:
    'The map lookup is not answering right now. Please try again, or switch to manual entry.',
  showing:
    'Showing <b>{place}</b>. Click each corner of the roof in order, all the way around (porches and garages too).',
  mapLabel: 'Satellite view of {place}: click the corners of the roof',
  cornersTraced: 'Corners traced',
  footprint: 'Footprint',
  footprintValue: '{area} sq ft',
  atLeastThree: 'at least 3 corners',
  sizeWithPitch: 'Roof size with pitch',
  squaresValue: '{squares} squares',
  pitchLabel: 'Roof pitch (steepness)',
  pitchPlaceholder: 'Choose the pitch',
  pitchHint: 'Not sure? Most Florida homes are 4/12 to 6/12. We confirm it on site.',
  'pitch.flat': 'Flat or nearly flat (porches, additions)',
  'pitch.3/12': '3/12 – low slope (porch roofs, additions)',
  'pitch.4/12': '4/12 – low slope, easy to walk',
  'pitch.5/12': '5/12 – gentle slope',
  'pitch.6/12': '6/12 – typical Florida ranch home',
  'pitch.7/12': '7/12 – medium slope',
  'pitch.8/12': '8/12 – moderately steep',
  'pitch.9/12': '9/12 – steep to walk',
  'pitch.10/12': '10/12 – steep',
  'pitch.11/12': '11/12 – very steep',
  'pitch.12/12': '12/12 – very steep (45°)',
  reset: 'Reset',
  changeAddress: 'Change Address',
  addCorner: 'Add corner at the crosshair',
  keyboardHint: 'Keyboard: focus the map, move it with the arrow keys, then add a corner.',

  printHeader: 'Florida license {license}',
  instantQuote: 'Instant quote',
  expectedRange: 'Expected range {low} – {high}',
  detailsTitle: 'Quote details',
  estimateNumber: 'Estimate number',
  roofType: 'Roof type',
  'roofType.Shingle': 'Shingle',
  squares: '<n>{squares}</n> squares',
  pricePerSquare: 'Price per square',
  total: 'Total',
  measured: 'Measured',
  measuredValue: '{area} sq ft footprint × {factor} for a {pitch} pitch',
  confidence: 'Confidence',
  'confidence.high': 'High: a clean trace of a simple roof',
  'confidence.medium': 'Medium: the pitch or shape adds some uncertainty',
  'confidence.low': 'Low: we will measure on site before a firm price',
  reviewTitle: 'A roofing specialist will review this quote',
  reviewText:
    'Your roof needs a closer look before we confirm the price; we will call you within 24 hours.',
  'reason.large-roof': 'Over 60 squares: a large roof, measure it on site before quoting firmly',
  'reason.steep-pitch': 'Pitch 10/12 or steeper: steep-roof labor, staging and safety gear',
  'reason.many-faces': 'More than 6 roof faces: a cut-up roof with more valleys, hips and waste',
  'reason.self-intersecting-outline':
    'The traced outline crosses itself: the measured area may be wrong',
  'reason.overlapping-faces': 'Traced faces overlap: part of the roof may be counted twice',
  'reason.mixed-pitches':
    'Flat and sloped parts on one roof: two roofing systems, each priced on its own',
  'reason.tile-on-flat':
    'Tile on a flat part: the Florida Building Code allows tile only at 2½/12 or steeper, so that part needs a flat-roof membrane',
  'reason.tile-low-slope':
    'Tile on a 3/12 slope: allowed, but below 4/12 the code asks for a double underlayment',
  'reason.membrane-on-pitched-face':
    'A flat-roof membrane on a sloped part: we check which material each part of the roof gets',
  customerTitle: 'Customer information',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  property: 'Property',
  scope:
    'Shingle roof replacement including tear-off, synthetic underlayment, Florida Building Code nailing and ridge ventilation. A free on-site inspection confirms the price; decking repairs found during tear-off are quoted separately.',

  trackHeading: 'Track your instant quote',
  trackMissing: 'Please enter an estimate number to track.',
  trackButton: 'Track Quote',
  trackPlaceholder: 'IQ-123456-789',
  trackHint: 'It starts with IQ- and is in the e-mail we sent with your quote.',
  lookingUp: 'Looking up your quote...',
  notFound: INSTANT_QUOTE_NOT_FOUND_MESSAGE,
  lookupFailed: 'We could not look up your quote right now. Please try again in a moment.',
};
export const messages = defineMessages(
  'instantQuote',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
