import { COMPANY } from '@roofing/contracts';

/**
 * The body of the company safety manual: what our roofing crews do, with the rule behind each
 * item (29 CFR 1926 unless noted). Kept apart from the page so the safety manager can edit the
 * words without touching the layout. A cite is printed only when OSHA references are switched on.
 */
export interface ManualItem {
  text: string;
  cite?: string;
}

export interface ManualSection {
  title: string;
  intro?: string;
  items: readonly ManualItem[];
}

export const SAFETY_MANUAL_SECTIONS: readonly ManualSection[] = [
  {
    title: 'Responsibilities',
    items: [
      {
        text: 'Management provides the equipment, training and time to work safely, and never asks anyone to trade safety for speed.',
      },
      {
        text: 'The competent person named on the cover inspects the site, the fall protection and the ladders each day before work and has the authority to correct hazards on the spot.',
        cite: '1926.32(f)',
      },
      {
        text: 'Every worker has stop-work authority: anyone may stop a task they believe is unsafe, without penalty, until the crew leader resolves it.',
        cite: 'OSH Act 11(c)',
      },
    ],
  },
  {
    title: 'Fall protection plan',
    intro:
      'Falls are the leading cause of death in roofing. Fall protection is required at 6 feet above a lower level on every roof, new or re-roof.',
    items: [
      {
        text: 'Steep roofs (over 4 in 12): every worker is tied off with a full-body harness, shock-absorbing lanyard or self-retracting lifeline, and a roof anchor, or is protected by guardrails with toeboards or safety nets.',
        cite: '1926.501(b)(11)',
      },
      {
        text: 'Low-slope roofs (4 in 12 or less): guardrails, safety nets or personal fall arrest, or a warning line at least 6 feet from the edge combined with one of those or a safety monitor. A safety monitor alone is allowed only on roofs 50 feet wide or less.',
        cite: '1926.501(b)(10)',
      },
      {
        text: 'Anchors hold 5,000 pounds per worker attached, or are engineered by a qualified person with a safety factor of two. Install them per the maker, into framing, before stepping onto the slope.',
        cite: '1926.502(d)(15)',
      },
      {
        text: 'Rig lanyards so nobody can free fall more than 6 feet or reach the ground; body belts are never used for fall arrest.',
        cite: '1926.502(d)(16)',
      },
      {
        text: 'Guardrails: top rail 42 inches ± 3 inches, midrail about halfway, strong enough for 200 pounds.',
        cite: '1926.502(b)',
      },
      {
        text: 'Warning lines: flagged every 6 feet, rope 34 to 39 inches high; 10 feet back where mechanical equipment runs perpendicular to the edge.',
        cite: '1926.502(f)',
      },
      {
        text: 'Safety monitor: a competent person on the same roof, within sight and voice of the crew, with no other duties.',
        cite: '1926.502(h)',
      },
      {
        text: 'Skylights and roof openings are covered with secured covers marked "HOLE" or "COVER" that hold twice the load, or guarded.',
        cite: '1926.502(i)',
      },
      {
        text: 'Rescue plan: before anyone ties off, the crew knows how it will reach a worker hanging in a harness within minutes (ladder, lift, or 911). A harness or lanyard that arrested a fall is taken out of service.',
        cite: '1926.502(d)(19)–(20)',
      },
      {
        text: 'Inspect harnesses, lanyards, lifelines and anchors before each use; tag out anything cut, burned, frayed or with a deployed shock pack.',
      },
    ],
  },
  {
    title: 'Ladders and scaffolds',
    items: [
      {
        text: 'Extension ladders reach at least 3 feet above the eave, are tied off at the top, and stand at a 4-to-1 angle (1 foot out for every 4 feet up).',
        cite: '1926.1053(b)(1), (b)(5)',
      },
      {
        text: 'Keep three points of contact; hoist materials with a ladder hoist or rope, never carry bundles in one hand.',
        cite: 'Subpart X',
      },
      {
        text: 'Use fiberglass ladders near power lines and keep ladders and tools at least 10 feet from lines up to 50 kV.',
        cite: '1926.1408',
      },
      {
        text: 'A competent person inspects ladders and pump-jack or frame scaffolds before each shift; damaged ladders are tagged "Do Not Use".',
        cite: '1926.1053(b)(15); Subpart L',
      },
    ],
  },
  {
    title: 'Heat illness prevention (Florida summers)',
    intro:
      'North Florida roofs reach well over 140°F in July. Water. Rest. Shade. is the rule from May through October.',
    items: [
      {
        text: 'Water on every roof and truck: drink about a cup every 15 to 20 minutes, even when not thirsty.',
      },
      {
        text: 'Rest in shade at least 10 minutes every hour when the heat index is 91°F or more, and more often above 103°F. Start early and do tear-off in the cooler morning.',
      },
      {
        text: 'New and returning workers build up over 1 to 2 weeks, starting at no more than 20% of a normal day in the heat.',
      },
      {
        text: 'Work in pairs and watch each other. Heat exhaustion (heavy sweating, dizziness, nausea, headache): stop, shade, water, loosen clothing.',
      },
      {
        text: 'Heat stroke (confusion, slurred speech, collapse, hot skin): call 911, then cool the worker at once with water, ice and wet towels until help arrives.',
      },
    ],
  },
  {
    title: 'Lightning and weather stop-work rule',
    items: [
      {
        text: 'When thunder can be heard or lightning seen, everyone comes off the roof and takes shelter in a building or a hard-topped vehicle. Work resumes 30 minutes after the last thunder.',
      },
      {
        text: 'Stop handling shingle bundles, metal panels and membrane in gusty wind, and stop work on wet, dewy or frosty roofs until they are dry.',
      },
      {
        text: 'Hurricane season (June 1 to November 30): when a tropical storm or hurricane watch covers the area, secure or remove materials, dumpsters and loose debris and leave every roof watertight.',
      },
    ],
  },
  {
    title: 'Personal protective equipment',
    items: [
      {
        text: 'Hard hats for ground crew, anyone under roof edges and near hoisting.',
        cite: '1926.100',
      },
      {
        text: 'Safety glasses for nailing, cutting and tear-off; face shields for grinding.',
        cite: '1926.102',
      },
      {
        text: 'Soft-soled, slip-resistant boots; cut-resistant gloves for metal; hearing protection for saws and compressors.',
        cite: '1926.95; 1926.101',
      },
      { text: 'High-visibility vests when working near traffic or the street.' },
      {
        text: 'Wet-cut or vacuum-equipped saws for concrete and clay tile, with respirators as the silica table requires.',
        cite: '1926.1153',
      },
    ],
  },
  {
    title: 'Tools and electrical safety',
    items: [
      {
        text: 'All temporary power is protected by GFCIs; cords are inspected daily and removed from service if damaged.',
        cite: '1926.404(b)(1)',
      },
      {
        text: 'Nail guns are set to sequential (single-shot) trigger on the roof, disconnected when cleared or carried, and never pointed at anyone.',
      },
      {
        text: 'Guards stay on saws; blades are changed with the tool unplugged.',
        cite: '1926.300',
      },
      {
        text: 'Torch-applied roofing only by trained workers, with a charged extinguisher within reach and a fire watch after the torch is shut off.',
        cite: '1926.150–151',
      },
    ],
  },
  {
    title: 'Hazard communication for roofing materials',
    items: [
      {
        text: 'Safety Data Sheets for every product (primers, adhesives, sealants, coatings, spray foam) are kept in each truck; labels stay on containers.',
        cite: '1926.59; 1910.1200',
      },
      {
        text: 'Solvent-based primers and adhesives: no flames or smoking nearby, use with airflow, and keep lids on.',
      },
      {
        text: 'Stop and report suspect asbestos (old felts, cement shingles, mastics on pre-1980 homes) before disturbing it.',
        cite: '1926.1101',
      },
    ],
  },
  {
    title: 'Emergency action plan',
    items: [
      {
        text: 'For any emergency, call 911 first. Give the site address on the cover and send someone to the street to meet the responders.',
      },
      {
        text: `Then call the Safety Manager at ${COMPANY.safetyManager.phone}, and the office at ${COMPANY.phone}.`,
      },
      {
        text: 'Every truck carries a first-aid kit and a fire extinguisher; the crew leader knows the nearest hospital listed on the cover.',
      },
      {
        text: 'For a fall into a harness, carry out the rescue plan at once; keep the worker’s legs moving and never leave them hanging.',
      },
    ],
  },
  {
    title: 'Incident reporting',
    items: [
      {
        text: 'Report every injury, near miss and property damage to the crew leader immediately, and in writing to the Safety Manager before the end of the shift.',
      },
      {
        text: 'The company reports to OSHA a fatality within 8 hours, and an in-patient hospitalization, amputation or loss of an eye within 24 hours.',
        cite: '1904.39',
      },
      {
        text: 'Incidents are investigated for causes and corrective actions, not blame; reports are kept with the OSHA 300 log for five years.',
        cite: '1904.33',
      },
    ],
  },
];
