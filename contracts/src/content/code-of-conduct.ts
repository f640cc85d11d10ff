import type { Locale } from '../locale.ts';
import { CODE_OF_CONDUCT_SECTIONS_ES } from './code-of-conduct.es.ts';

export { CODE_OF_CONDUCT_SECTIONS_ES };

/**
 * The company's code of conduct. Every employee signs the version in force; publishing a new
 * version (raise CODE_OF_CONDUCT_VERSION) means everyone signs again: older signatures stop
 * counting as current.
 */
export const CODE_OF_CONDUCT_VERSION = '1.0';
export const CODE_OF_CONDUCT_EFFECTIVE = '2026-01-05';

export interface CodeOfConductSection {
  id: string;
  title: string;
  body: string;
}

export const CODE_OF_CONDUCT_SECTIONS: readonly CodeOfConductSection[] = [
  {
    id: 'safety-first',
    title: 'Safety comes before schedule',
    body: 'Nobody works at height without fall protection that is inspected and tied off. Any crew member may stop work for a safety concern, and no one will be disciplined for doing so. Report every injury and near miss the same day.',
  },
  {
    id: 'honesty',
    title: 'Honesty with homeowners and insurers',
    body: 'We document roof damage as we find it, with dated photos. We never create, exaggerate or hide damage, never waive or rebate an insurance deductible, and never promise an outcome on a claim. Estimates say what we will install, in writing.',
  },
  {
    id: 'respect-on-site',
    title: 'Respect on the job site',
    body: 'Treat homeowners, neighbors, inspectors and each other with courtesy. No profanity within earshot of customers, no music that carries, and no smoking on the property. Park so that driveways, mailboxes and fire hydrants stay clear.',
  },
  {
    id: 'drug-alcohol-free',
    title: 'Drug- and alcohol-free workplace',
    body: 'Coming to work, driving a company vehicle or operating equipment under the influence of alcohol, cannabis or impairing drugs is not allowed. Prescription medicine that warns against operating machinery must be reported to your supervisor before the shift.',
  },
  {
    id: 'harassment',
    title: 'No harassment or discrimination',
    body: 'We do not tolerate harassment, threats, or discrimination based on race, color, religion, sex, pregnancy, national origin, age, disability, genetic information, veteran status or sexual orientation. Report it to any manager or the office; retaliation is itself a violation.',
  },
  {
    id: 'property-care',
    title: "Care for the customer's property",
    body: 'Protect landscaping, pools, vehicles and siding with tarps and plywood. Run the magnetic sweeper over the yard and driveway at the end of every day. Damage we cause is reported to the project manager the same day, never hidden.',
  },
  {
    id: 'licensing-permits',
    title: 'Florida licensing, permits and code',
    body: 'Work is performed under the company’s Florida roofing contractor license, with a permit pulled before tear-off where one is required. Installations follow the Florida Building Code and the manufacturer’s instructions, including nailing patterns and secondary water barriers.',
  },
  {
    id: 'reporting',
    title: 'Reporting concerns',
    body: 'If you see something unsafe, dishonest or against this code, tell your foreman, the Safety Manager or the office. You can also write to the owner directly. Reports are handled confidentially and in good faith reports are never punished.',
  },
];

/**
 * The code in the language the employee reads and signs it in (issue 24: OSHA expects training
 * in a language the worker understands). Same ids in both, so acknowledging is language-free.
 */
export function codeOfConductSections(language: Locale): readonly CodeOfConductSection[] {
  return language === 'es' ? CODE_OF_CONDUCT_SECTIONS_ES : CODE_OF_CONDUCT_SECTIONS;
}
