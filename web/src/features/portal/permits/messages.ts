import { defineMessages } from '../../../i18n/catalogue.ts';

/** The portal's permit and inspections (issue 24). */
export const messagesEnglish = {
  heading: 'Permit and inspections',
  permitNumber: ' · Permit ',
  loading: 'Loading your permit...',
  loadError: 'Your permit could not be loaded.',
  tryAgain: 'Try again',
  none: 'Your permit has not been applied for yet. Once your contract is signed we apply to your building department, and you can follow each step here: the permit being issued, then the roof inspections.',
  timeline: 'Permit timeline',
  step_applied: 'Permit applied for',
  step_issued: 'Permit issued',
  'step_dry-in-passed': 'Dry-in inspection passed',
  'step_final-passed': 'Final inspection passed',
  done: ' (done)',
  inspections: 'Inspections',
  inspectorNoted: 'The inspector noted: ',
  clockHeading: 'Your dates under Florida law',
  clockIntro:
    'Your deposit was more than {percent}% of the price, so Florida law (s. 489.126) sets these dates for us:',
  scheduledFor: 'Inspection scheduled for {date}',
  nextStep: 'Next step',
  nextBook: 'Next step: we will book the inspection',
  dryIn: 'Roof dry-in inspection',
  final: 'Final roof inspection',
  inspection: 'Inspection',
  passed: 'Passed on {date}.',
  failed:
    'Did not pass on {date}. We fix what the inspector asked for and book a re-inspection; you do not need to do anything.',
  cancelled: 'Cancelled. We will book a new day.',
  scheduled: 'Scheduled for {date}. Our crew meets the inspector at your property.',
  applyBy: 'We must apply for your permit by {date}.',
  applyByDone: 'We must apply for your permit by {date}. We applied on {appliedOn}.',
  startBy: 'Work must start by {date}.',
  startWithin:
    'Work must start within {days} days of the permit being issued; we will show the date here once it is.',
};

export const messages = defineMessages(
  'portal.permit',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
