import { defineMessages } from '../../i18n/catalogue.ts';

/** Track Your Estimate and the estimate parts the portals share (issue 24). */
export const messagesEnglish = {
  pageTitle: 'Track Your Estimate | {company}',
  heading: 'Track Your Estimate',
  intro:
    'Enter the estimate number from your confirmation to see the status of your roofing proposal.',
  formLabel: 'Find your estimate',
  hint: 'It starts with SFR- and was shown when you requested your quote.',
  looking: 'Looking up your estimate...',
  notFoundTitle: 'Estimate Not Found',
  notFoundMessage: 'Please check your estimate number and try again.',
  missingNumber: 'Please enter your estimate number to track your proposal.',
  numberRequired: 'Estimate Number Required',
  estimateNumber: 'Estimate number',
  search: 'Search',
  helpHeading: 'Need help?',
  helpText:
    'Lost your estimate number or have a question about your proposal? Our office is happy to help.',
  estimate: 'Estimate',
  created: 'Created {date}',
  nextStep: 'Next step: ',
  siteVisit: 'Site visit: ',
  siteVisitLabel: 'Site visit',
  visitToConfirm: 'we will call you to confirm the day and time',
  amount: 'Estimate amount',
  amountFollows: 'Your written estimate follows the inspection.',
  validFor: 'Valid for',
  veteranDiscount: 'Veteran discount {percent}%',
  seniorDiscount: 'Senior discount {percent}%',
  customer: 'Customer',
  name: 'Name',
  propertyAddress: 'Property address',
  phone: 'Phone',
  email: 'Email',
  project: 'Project',
  serviceType: 'Service type',
  propertyType: 'Property type',
  roofMaterial: 'Current roof material',
  roofAge: 'Roof age',
  roofAgeYears: '{years, plural, one {# year} other {# years}}',
  preferredDate: 'Preferred date',
  proposalNotes: 'Proposal notes',
  notesPending: 'Your project manager will add notes here once your roof has been inspected.',
  yourResponse: 'Your response',
  pending: 'Pending',
  notSpecified: 'Not specified',
  expiredTitle: 'Estimate Expired',
  expiredText:
    'This estimate has expired after {days} days. Please contact us for an updated quote.',
  lastDay: 'Last day',
  days: '{days, plural, one {# day} other {# days}}',
  answerBy: 'Answer by {date}',
  tooManyTitle: 'Too Many Requests',
  tooManyMessage: 'Too many requests. Please try again in a minute.',
  unavailableTitle: 'Service Unavailable',
  unavailableMessage:
    'Our estimate service is unavailable right now. Please try again in a few minutes, or call us at {phone}.',
  callUs: 'If you continue to have issues, please call us at <phone></phone>.',
  respondHeading: 'Respond to your estimate',
  acceptLabel: 'Accept estimate',
  acceptDescription: 'Go ahead: we will call you to schedule the work.',
  declineLabel: 'Decline estimate',
  declineDescription: 'Not right now. Thank you for considering us.',
  questionsLabel: 'I have questions',
  questionsDescription: 'Your project manager will get back to you.',
  answerAccepted: 'Accepted',
  answerDeclined: 'Declined',
  answerQuestions: 'Questions',
  answerChanges: 'Changes requested',
  notesOptional: 'Notes (optional)',
  notesPlaceholder: 'Anything you would like us to know',
  submitting: 'Submitting...',
  submit: 'Submit Response',
  submittedTitle: 'Response Submitted',
  submittedText: "Thank you! We've received your response and will contact you soon.",
  errorTitle: 'Error',
  submitFailed: 'Failed to submit response. Please try again.',
  responseRequired: 'Response Required',
  responseRequiredText: 'Please select your response to the estimate',
  confirmTitle: 'Accept estimate {number}?',
  confirmIntro: 'Please check the amount, the terms and what happens next before you confirm.',
  confirmAmount: 'Amount',
  confirmTerms: 'Terms',
  confirmTermsText:
    "The work described in your proposal, at this price. {years}-year workmanship warranty; materials carry their manufacturer's warranty (up to {materialYears} years). Nothing is charged today.",
  confirmNext: 'What happens next',
  confirmNextText:
    'We record your acceptance (date, address and browser) and e-mail you a receipt. Your roofing contract is then ready to read and sign in your portal. We call you within one business day to schedule the work. Changed your mind? Call {phone}.',
  goBack: 'Go back',
  accepting: 'Accepting...',
  acceptFor: 'Yes, accept for {price}',
  status: 'Status:',
};
export const messages = defineMessages(
  'tracker',
  messagesEnglish,
  () => import('./messages.es.ts'),
);

/**
 * A project's state in the customer's words, keyed by the stored status value (contracts'
 * `customerState` keeps the spec's English labels; these are their Spanish twins).
 */
export const stateMessagesEnglish = {
  quote_requested: 'Quote Requested',
  quote_requested_next: 'We will call you to book your free site visit.',
  site_visit_scheduled: 'Site Visit Scheduled',
  site_visit_scheduled_next:
    'Our inspector visits your roof; your written estimate follows the visit.',
  estimate_prepared: 'Estimate Ready',
  estimate_prepared_next:
    'Review your estimate and answer it: accept, decline, or ask us questions.',
  accepted: 'Accepted',
  accepted_next:
    'Your roofing contract is here in your portal to read, sign and keep; we will call you within one business day to schedule the work.',
  declined: 'Declined',
  declined_next: 'Nothing more to do. If your plans change, call us for an updated estimate.',
  need_revision: 'Changes Requested',
  need_revision_next: 'We are revising your estimate and will send you the new version.',
  in_progress: 'Work in Progress',
  in_progress_next: 'Our crew is working on your roof.',
  completed: 'Completed',
  completed_next: 'Your roof is finished; your warranty is in your client portal.',
  cancelled: 'Cancelled',
  cancelled_next: 'This project was cancelled. Call us if you would like to pick it up again.',
  expired: 'Estimate Expired',
  expired_next: 'The time to answer this estimate is over. Call us for an updated quote.',
  changes: 'Changes Requested',
  changes_next:
    'We are looking at the changes you asked for. Your estimate stays open: you can still accept it.',
  questions: 'Estimate Ready',
  questions_next:
    'We are answering your questions. Your estimate stays open: you can still accept it.',
  received: 'Received',
  received_next: 'We have your request.',
};
export const stateMessages = defineMessages(
  'customerState',
  stateMessagesEnglish,
  () => import('./state-messages.es.ts'),
);

/** The quote's option values (service, property, roof material) in the page's language. */
export const optionMessagesEnglish = {
  'new-roof': 'New Roof',
  'roof-replacement': 'Roof Replacement',
  'roof-repair': 'Roof Repair',
  inspection: 'Inspection',
  residential: 'Residential',
  commercial: 'Commercial',
  shingles: 'Shingles',
  tile: 'Tile',
  metal: 'Metal',
  flat: 'Flat',
  other: 'Other',
};
export const optionMessages = defineMessages(
  'quoteOptions',
  optionMessagesEnglish,
  () => import('./option-messages.es.ts'),
);
