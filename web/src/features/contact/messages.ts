import { defineMessages } from '../../i18n/catalogue.ts';

/** The contact section and the Send us a Message form (public-site §2, §5, §8). */
export const messagesEnglish = {
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  serviceArea: 'Service area',
  serviceAreaValue: 'North Florida coast, {area}',
  hoursHeading: 'Business hours',
  'days.Mon-Fri': 'Mon-Fri',
  'days.Sat': 'Sat',
  'days.Emergency service': 'Emergency service',
  'hours.7AM-6PM': '7AM-6PM',
  'hours.8AM-4PM': '8AM-4PM',
  'hours.24/7': '24/7',
  followHeading: 'Follow us',
  newTab: ' (opens in a new tab)',

  formHeading: 'Send us a Message',
  name: 'Your name',
  phoneNumber: 'Phone number',
  emailAddress: 'Email address',
  subject: 'Subject',
  subjectPlaceholder: 'Choose a subject (optional)',
  'subject.quote': 'Quote',
  'subject.repair': 'Repair',
  'subject.inspection': 'Inspection',
  'subject.general': 'General',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sentTitle: 'Message Sent!',
  sentDescription: "Thank you for your message! We'll get back to you shortly.",
  failedTitle: 'Error',
  failedDescription: 'Failed to send message. Please try again.',
};
export const messages = defineMessages(
  'contact',
  messagesEnglish,
  () => import('./messages.es.ts'),
);
