import { defineMessages } from '../catalogue.ts';

/**
 * The English field messages of the public forms' contract schemas and of the server (which
 * answers with the same schemas), and their Spanish (issue 24). `pattern.*` entries are built
 * from a field's label (`{label} is required`); `label.*` are the labels those schemas use (the
 * Spanish with its article, as it reads inside a sentence); the rest are whole messages.
 * `fieldErrorIn` (field-errors.ts) matches a message against the English and answers the Spanish.
 */
export const messagesEnglish = {
  'pattern.required': '{label} is required',
  'pattern.tooLong': '{label} must be at most {max} characters',
  'pattern.invisible':
    '{label} contains invisible characters (zero-width spaces, direction marks or line separators): please type it again',
  'pattern.disallowed': '{label} contains characters that are not allowed',
  'pattern.oneOf': '{label} must be one of: {values}',
  'pattern.notADate': '{label} must be a date (YYYY-MM-DD)',
  'pattern.notARealDate': '{label} must be a real calendar date (that day does not exist)',
  'pattern.inThePast': '{label} cannot be in the past',

  'label.firstName': 'First name',
  'label.lastName': 'Last name',
  'label.name': 'Name',
  'label.phone': 'Phone',
  'label.phoneNumber': 'Phone number',
  'label.email': 'Email',
  'label.streetAddress': 'Street address',
  'label.city': 'City',
  'label.state': 'State',
  'label.zipCode': 'ZIP code',
  'label.serviceType': 'Service type',
  'label.propertyType': 'Property type',
  'label.currentRoofMaterial': 'Current roof material',
  'label.projectDescription': 'Project description',
  'label.preferredDate': 'Preferred date',
  'label.preferredTime': 'Preferred time',
  'label.specialInstructions': 'Special instructions',
  'label.subject': 'Subject',
  'label.message': 'Message',
  'label.facilityAddress': 'Facility address',
  'label.additionalDetails': 'Additional details',
  'label.propertyAddress': 'Property address',
  'label.inspectionType': 'Inspection type',
  'label.urgencyLevel': 'Urgency level',
  'label.description': 'Description',
  'label.estimateNumber': 'Estimate number',

  validEmail: 'Enter a valid e-mail address',
  validEmailRequired: 'Valid email is required',
  emailTooLong: 'Email must be at most 254 characters',
  phoneDigits: 'Enter a phone number with at least 7 digits',
  zipFormat: 'Enter a 5-digit ZIP code',
  zipFormatExample: 'Enter a 5-digit ZIP code, like 32250',
  stateCode: 'Use the 2-letter state code',
  roofAgeNumber: 'Roof age must be a number of years',
  roofAgeWhole: 'Roof age must be a whole number of years',
  roofAgeNegative: 'Roof age cannot be negative',
  roofAgeMax: 'Roof age must be at most 150 years',
  textUpdates: 'Text me updates must be true or false',
  roofSizeNumber: 'Roof size must be a number of squares',
  roofSizeTooSmall: 'Roof size must be at least 1 square.',
  roofSizeTooLarge: 'Roof size must be at most 1,000 squares',
  roofSizeRequired: 'Roof size is required: enter it in squares or trace the roof',
  traceThreePoints: 'Trace the roof with at least 3 points',
  outlineTooManyPoints: 'An outline can have at most 200 points',
  traceOneFace: 'Trace at least one roof face',
  traceTooManyFaces: 'Trace at most 40 roof faces',
  traceTooManyPoints: 'Trace the roof with at most 1000 points in all',
  oneOutline: 'Send either one outline or a list of outlines',
};
export const messages = defineMessages(
  'fieldErrors',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
