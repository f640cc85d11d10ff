import {
  INSTANT_QUOTE_NOT_FOUND_MESSAGE,
  ROOF_SIZE_TOO_SMALL_MESSAGE,
} from '@roofing/contracts/http/instant-quote';
import { defineMessages } from '../../i18n/catalogue.ts';

/** The instant quote page: New Quote, the roof tracer, the result and Track Quote (public-site §2, §4, §5). */
export const messagesEnglish = {
  documentTitle: 'Instant Roof Quote | {company}',
  heading: 'Instant Roof Quote',
  intro:
    'Get a replacement price in a minute from the size of your roof: {price} per square for architectural shingles, or choose tile, standing-seam metal or a flat-roof membrane at the prices shown with the material, all installed to Florida Building Code. Questions? Call <a>{phone}</a>.',
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
  satelliteFailed:
    'The satellite pictures did not load here (you may be offline, something may be blocking them, or there are no pictures of this area), so please enter your roof size by hand. Not sure? Call us and we will measure it with you.',
  hiddenRoof: 'My roof is hidden by trees or the picture is old',
  toManual: 'Switch to Manual Entry',
  toSatellite: 'Try Eagle View Instead',
  manualLabel: 'Roof size (squares)',
  manualHint:
    'One square is 100 sq ft of roof; we price whole squares (22.6 becomes 23). A 2,000 sq ft home is about 20-25 squares.',

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
    'Showing <b>{place}</b>. Trace the roof one face at a time, corner by corner: a part with a pitch of its own (a porch, a garage, an addition) is a face of its own.',
  mapLabel: 'Satellite view of {place}: click the corners of the roof',
  footprint: 'Footprint',
  footprintValue: '{area} sq ft',
  atLeastThree: 'at least 3 corners',
  sizeWithPitch: 'Roof size with pitch',
  squaresValue: '{squares} squares',
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

  keyboardHint:
    'Keyboard: focus the map and move it with the arrow keys (Shift moves further); corners go where the crosshair is. Ctrl+Z undoes, Ctrl+Y redoes.',
  imageryCaptured: 'Imagery captured {date}',
  finishFace: 'Finish face {face}',
  addFace: 'Add another roof face',
  undo: 'Undo',
  redo: 'Redo',
  tracingHint:
    'Tracing face {face}: click each of its corners in order, all the way around, then click its first corner again (or "Finish face {face}").',
  editHint:
    'Drag a corner to move it, click the small dot halfway along an edge to add a corner there, right-click a corner to remove it. A part of the roof with another pitch is a face of its own: "Add another roof face".',
  noFaceHint: 'No roof face is traced. Add one to start.',
  facesHeading: 'Roof faces',
  faceName: 'Face {face}',
  faceSelected: '(selected)',
  faceAreaValue: '{plan} sq ft footprint · {surface} sq ft of roof',
  faceCorners:
    '{corners, plural, one {# corner} other {# corners}} so far (at least 3 make a face)',
  facePitch: 'Pitch',
  facePitchLabel: 'Pitch of face {face}',
  selectFace: 'Select face {face}',
  deleteFace: 'Delete face {face}',
  cornersHeading: 'Corners of face {face}',
  noCornerChosen:
    '{corners, plural, one {# corner} other {# corners}}. Choose one with "Next corner" to move, add or remove corners without dragging.',
  cornerChosen: 'Corner {corner} of {corners} is chosen: ringed in yellow, under the crosshair.',
  previousCorner: 'Previous corner',
  nextCorner: 'Next corner',
  moveCorner: 'Move corner to the crosshair',
  insertCorner: 'Add a corner after it',
  removeCorner: 'Remove corner',
  facesTraced: 'Roof faces traced',
  announceFace: 'Face {face}: {area} sq ft of roof at {pitch}.',
  announceTotal: 'Total: {squares} squares.',
  flatPitch: 'flat',

  materialLegend: 'Roof material',
  materialHint: 'Installed price per square (100 sq ft of roof), as of today.',
  'material.shingle': 'Architectural shingle',
  'material.tile': 'Tile (concrete or clay)',
  'material.metal': 'Metal (standing seam)',
  'material.flat': 'Flat roof (TPO or modified bitumen)',
  materialPrice: '{price} per square',
  materialOnlyShingle:
    'Today’s prices for tile, metal and flat roofs could not be loaded, so this quote is for shingles. Call us for the others.',

  printHeader: 'Florida license {license}',
  instantQuote: 'Instant quote',
  expectedRange: 'Expected range {low} – {high}',
  detailsTitle: 'Quote details',
  estimateNumber: 'Estimate number',
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
  material: 'Roof material',
  facesResult: 'Roof faces',
  faceResultValue: 'Face {face}: {plan} sq ft footprint at {pitch}, {surface} sq ft of roof',
  totalSquares: 'Total roof size: {squares} squares',
  imageryDate: 'Imagery captured',
  priceSince: '{price} (price in effect since {date})',
  'scope.tile':
    'Tile roof replacement including tear-off, a sealed underlayment, tile set to the Florida Building Code’s high-wind rules with new flashings and ridge. A free on-site inspection confirms the price; decking repairs found during tear-off are quoted separately.',
  'scope.metal':
    'Standing-seam metal roof replacement including tear-off, a high-temperature underlayment, concealed-fastener panels to Florida Building Code wind ratings, trim and ridge vent. A free on-site inspection confirms the price; decking repairs found during tear-off are quoted separately.',
  'scope.flat':
    'Flat roof replacement (TPO membrane or modified bitumen) including tear-off, cover board, edge metal and drains kept clear. A free on-site inspection confirms the price; decking repairs found during tear-off are quoted separately.',
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
