import { defineMessages } from '../../i18n/catalogue.ts';

/** The free-quote wizard (public-site §2, §5). Option values sent to the API never translate. */
export const messagesEnglish = {
  'step.1': 'Project Details',
  'step.2': 'Contact Info',
  'step.3': 'Schedule',
  stepOf: 'Step {step} of {total}',
  requiredNote: 'Fields marked <mark>*</mark> are required.',
  previous: 'Previous',
  next: 'Next Step',
  submit: 'Submit Quote Request',
  submitting: 'Submitting...',
  stepsLabel: 'Quote request steps',
  stepNumber: 'Step {step}: ',
  completed: ' (completed)',
  incomplete: ' (incomplete)',

  sentTitle: 'Quote Request Submitted!',
  sentDescription:
    "Thank you for your quote request! We'll contact you within 24 hours to schedule your free consultation.",
  failedTitle: 'Error',
  failedDescription: 'Failed to submit quote request. Please try again.',
  refusedTitle: 'Please check your details',
  refusedDescription:
    'Some required information is missing or invalid. The marked fields need attention.',

  serviceType: 'Service type',
  serviceTypePlaceholder: 'Select a service',
  propertyType: 'Property type',
  propertyTypePlaceholder: 'Select a property type',
  currentRoofMaterial: 'Current roof material',
  currentRoofMaterialPlaceholder: 'Select a material (optional)',
  roofAge: 'Roof age (years)',
  roofAgePlaceholder: 'e.g. 15',
  projectDescription: 'Project description',
  projectDescriptionPlaceholder:
    "Tell us about leaks, storm damage, missing shingles, or what you'd like done.",
  veteran: "I'm a veteran or active military ({percent}% discount)",
  veteranNote: 'Our thank-you for your service.',
  senior: "I'm a senior, 65 or older ({percent}% discount)",
  seniorNote: 'Applied to your written estimate.',

  'option.new-roof': 'New Roof',
  'option.roof-replacement': 'Roof Replacement',
  'option.roof-repair': 'Roof Repair',
  'option.inspection': 'Inspection',
  'option.residential': 'Residential',
  'option.commercial': 'Commercial',
  'option.shingles': 'Shingles',
  'option.tile': 'Tile',
  'option.metal': 'Metal',
  'option.flat': 'Flat',
  'option.other': 'Other',
  'option.morning': 'Morning (8am-12pm)',
  'option.afternoon': 'Afternoon (12pm-5pm)',
  'option.evening': 'Evening (5pm-7pm)',

  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  streetAddress: 'Street address',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',

  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  anyTime: 'Any time',
  specialInstructions: 'Special instructions',
  specialInstructionsPlaceholder: 'Gate codes, pets, best way to reach you…',

  nextHeading: 'What happens next?',
  next1: 'We contact you within {hours} hours to confirm your appointment.',
  next2: 'A certified roofing inspector visits your property.',
  next3: 'You receive a detailed written estimate within {hours} hours.',
  next4: 'No obligation: the consultation is completely free.',

  receivedHeading: 'Request received',
  receivedNumber:
    'Your estimate number is <number>{estimateNumber}</number>. Keep it to follow your request online.',
  track: 'Track this estimate',
  another: 'Request another quote',
};
export const messages = defineMessages(
  'quoteWizard',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
