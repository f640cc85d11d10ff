export type SafetyReminders = readonly { title: string; text: string }[];

/** The standing reminders on the Safety Overview tab (portal §2): static text, not data. */
export const SAFETY_REMINDERS: SafetyReminders = [
  {
    title: 'Heat',
    text: 'Water, rest and shade: one quart of water an hour, breaks every hour above a heat index of 91 °F, heavy work early in the day.',
  },
  {
    title: 'Equipment inspection',
    text: 'Inspect harnesses, lanyards, anchors and ladders before each use; monthly inspections go in the Equipment Inspection Log.',
  },
  {
    title: 'Weather',
    text: 'Everyone off the roof when thunder is heard or gusts pass 35 mph. Before a named storm, dry-in every open roof and secure materials.',
  },
];

/**
 * The reminders in Spanish for crew members (issue 24), loaded only when a staff member chooses
 * Español on the Safety Overview (the back office itself stays in English).
 */
export const loadSpanishReminders = (): Promise<SafetyReminders> =>
  import('./safety-reminders.es.ts').then((module) => module.default);
