// The printable pages of this content (React components rendered to HTML) live beside it.
export { courseHandoutHtml, documentHtml } from './safety-pages.tsx';

/**
 * The Safety Policies tab's documents (five policies, five quick-reference forms) and the
 * training courses' handouts, as printable HTML pages with the company's header.
 */
export interface SafetyDocumentContent {
  slug: string;
  title: string;
  kind: 'policy' | 'form';
  summary: string;
  sections: Array<{ heading: string; items: string[] }>;
  /** Forms: the blanks to fill in. */
  fields?: string[];
}

export const SAFETY_DOCUMENTS: SafetyDocumentContent[] = [
  {
    slug: 'fall-protection-program',
    title: 'Fall Protection Program',
    kind: 'policy',
    summary:
      'Every roof we work on is at least one story up. Falls are the leading cause of death in roofing; this program applies on every job, every day, with no exceptions for "quick" tasks.',
    sections: [
      {
        heading: 'When protection is required',
        items: [
          'Any work 6 feet or more above a lower level (OSHA 1926.501(b)(10), (b)(11)).',
          'Low-slope roofs: warning lines at least 6 feet from the edge plus a safety monitor, or personal fall arrest.',
          'Steep-slope roofs (over 4:12): personal fall arrest for everyone on the roof.',
        ],
      },
      {
        heading: 'Equipment',
        items: [
          'Full-body harness, shock-absorbing lanyard or self-retracting lifeline, and an anchor rated for 5,000 lb per worker.',
          'Inspect harness, lanyard and anchor before each use; tag out anything cut, burned, frayed or that has arrested a fall.',
          'Install roof anchors before tear-off begins and leave them until dry-in is complete.',
        ],
      },
      {
        heading: 'Holes, skylights and edges',
        items: [
          'Cover skylights and openings with covers that hold twice the intended load, marked "HOLE" or "COVER".',
          'Guardrails or arrest systems at leading edges of decking work.',
        ],
      },
      {
        heading: 'Rescue',
        items: [
          'A worker suspended in a harness must be rescued within 15 minutes; the foreman keeps a rescue plan and ladder ready at the eave.',
          'Call 911 for any fall with injury, then the Safety Manager.',
        ],
      },
    ],
  },
  {
    slug: 'heat-illness-prevention',
    title: 'Heat Illness Prevention',
    kind: 'policy',
    summary:
      'Roof surfaces in Northeast Florida reach 150 °F in summer. Water, rest and shade are part of the job, and new or returning workers acclimatize before full shifts.',
    sections: [
      {
        heading: 'Water, rest, shade',
        items: [
          'Cool drinking water on every job: at least one quart per worker per hour.',
          'Shade for breaks within reach of the work area.',
          'Heat index 91–103 °F: 10-minute break every hour. Above 103 °F: 15 minutes every hour and heavy work moved to early morning.',
        ],
      },
      {
        heading: 'Acclimatization',
        items: [
          'New and returning workers start at 20% of a normal shift on day one and build up over a week.',
          'Work in pairs; watch each other for warning signs.',
        ],
      },
      {
        heading: 'Warning signs and response',
        items: [
          'Heat exhaustion: heavy sweating, dizziness, nausea, cramps. Move to shade, cool down, sip water, notify the foreman.',
          'Heat stroke: confusion, slurred speech, hot dry skin, collapse. Call 911, cool the worker with water and ice at once.',
        ],
      },
    ],
  },
  {
    slug: 'ladder-scaffold-safety',
    title: 'Ladder & Scaffold Safety',
    kind: 'policy',
    summary: 'Most of our falls start on a ladder, not the roof. Set up right every time.',
    sections: [
      {
        heading: 'Extension ladders',
        items: [
          'Set at a 4:1 angle (1 foot out for every 4 feet up).',
          'Extend 3 feet above the eave and tie off at the top.',
          'Firm, level footing; never on loose sand or pavers without a leveler.',
          'Three points of contact; carry materials with a hoist or ladder lift, not in your hands.',
        ],
      },
      {
        heading: 'Inspection',
        items: [
          'Inspect before each use: rails, rungs, feet, locks and ropes.',
          'Fiberglass ladders near power lines; keep 10 feet from overhead lines.',
          'Tag and remove damaged ladders from the job.',
        ],
      },
      {
        heading: 'Scaffolds and pump jacks',
        items: [
          'Erected by a trained person on a firm base, fully planked, with guardrails above 10 feet.',
          'Inspected by the foreman at the start of each shift.',
        ],
      },
    ],
  },
  {
    slug: 'severe-weather-work-stoppage',
    title: 'Hurricane & Severe Weather Work Stoppage',
    kind: 'policy',
    summary:
      'Weather changes fast on the coast. The foreman stops roof work when any of these conditions is met, and nobody is pressured to keep working.',
    sections: [
      {
        heading: 'Stop work when',
        items: [
          'Lightning within 10 miles or thunder is heard: everyone off the roof and into vehicles; wait 30 minutes after the last thunder.',
          'Sustained wind above 25 mph or gusts above 35 mph.',
          'Rain makes the deck slippery; underlayment must not be installed wet.',
        ],
      },
      {
        heading: 'Before a named storm',
        items: [
          'Secure or remove all loose materials, bundles and debris from roofs and yards 48 hours before tropical-storm winds.',
          'Dry-in any open roof: no job is left with exposed decking.',
          'Trailers, dumpsters and ladders tied down or moved.',
        ],
      },
      {
        heading: 'After a storm',
        items: [
          'No roof access until power lines are checked and the structure is inspected.',
          'Watch for weakened decking, debris and displaced tiles; use fall protection even on emergency tarping.',
        ],
      },
    ],
  },
  {
    slug: 'ppe-policy',
    title: 'Personal Protective Equipment (PPE) Policy',
    kind: 'policy',
    summary:
      'The company provides PPE at no cost. Wearing it is a condition of being on the job site.',
    sections: [
      {
        heading: 'Always',
        items: [
          'Hard hat when working below roof edges or where materials are hoisted.',
          'Safety glasses for tear-off, nailing and cutting.',
          'Work boots with slip-resistant soles; no sneakers on steep slopes.',
        ],
      },
      {
        heading: 'Task specific',
        items: [
          'Hearing protection when using compressors, saws or near generators.',
          'Cut-resistant gloves for metal panels and flashing.',
          'N95 respirator when cutting tile or fiber-cement (silica) with wet methods unavailable.',
        ],
      },
      {
        heading: 'Care',
        items: [
          'Replace damaged PPE at once; ask the office for replacements.',
          'Hard hats replaced after any impact or every five years.',
        ],
      },
    ],
  },
  {
    slug: 'incident-report-form',
    title: 'Incident Report Form',
    kind: 'form',
    summary:
      'Complete the same day for any injury, property damage or vehicle accident. Also enter it under Incident Reports in the back office.',
    sections: [
      {
        heading: 'Remember',
        items: [
          'Get first aid or call 911 first.',
          'Photograph the scene before anything is moved, if it is safe.',
          "Write down witnesses' names and phone numbers.",
        ],
      },
    ],
    fields: [
      'Date and time',
      'Job site address',
      'Employee involved and employee ID',
      'What happened (step by step)',
      'Injury and body part',
      'Treatment given / required',
      'Witnesses',
      'Immediate actions taken',
      'Reported by and date',
    ],
  },
  {
    slug: 'near-miss-report',
    title: 'Near Miss Report',
    kind: 'form',
    summary:
      'A near miss is a warning we get for free. Report it so the next one does not hurt anyone. No blame, no discipline for reporting.',
    sections: [
      {
        heading: 'Examples',
        items: [
          'A bundle slid off the roof edge and landed where someone had been standing.',
          'A ladder kicked out while nobody was on it.',
          'A harness anchor pulled loose during set-up.',
        ],
      },
    ],
    fields: [
      'Date and time',
      'Job site',
      'What almost happened',
      'Why it happened',
      'What would prevent it',
      'Your name (optional)',
    ],
  },
  {
    slug: 'daily-job-site-checklist',
    title: 'Daily Job Site Safety Checklist',
    kind: 'form',
    summary: 'The foreman completes this before work starts each day and keeps it in the truck.',
    sections: [
      {
        heading: 'Check',
        items: [
          'Weather and heat index checked; work plan adjusted.',
          'Anchors installed and inspected; harnesses and lanyards inspected.',
          'Ladders set at 4:1, tied off, extending 3 feet above the eave.',
          'Skylights and openings covered and marked.',
          'Power lines identified; 10-foot clearance kept.',
          'Water, shade and first-aid kit on site.',
          'Debris chute or dumpster placed; ground area below roped off.',
          "Magnetic sweep of the yard and driveway done at day's end.",
        ],
      },
    ],
    fields: ['Job site', 'Date', 'Foreman', 'Crew on site', 'Issues found and fixed'],
  },
  {
    slug: 'toolbox-talk-sign-in',
    title: 'Toolbox Talk Sign-in Sheet',
    kind: 'form',
    summary:
      'Weekly 15-minute safety talk, Monday morning before the first job. Every attendee signs.',
    sections: [
      {
        heading: 'Suggested topics',
        items: [
          'Harness inspection and anchor placement.',
          'Heat stress: water, rest, shade.',
          'Ladder set-up and the 4:1 rule.',
          'Hurricane season: securing materials.',
          'Power line awareness.',
        ],
      },
    ],
    fields: ['Date', 'Topic', 'Presenter', 'Attendees (print name and sign)'],
  },
  {
    slug: 'equipment-inspection-log',
    title: 'Equipment Inspection Log',
    kind: 'form',
    summary:
      'Monthly inspection of fall protection equipment, ladders and power tools. Damaged equipment is tagged "DO NOT USE" and returned to the shop.',
    sections: [
      {
        heading: 'Inspect',
        items: [
          'Harnesses: webbing, stitching, D-rings, buckles, labels legible.',
          'Lanyards and SRLs: hooks lock, no cuts or burns, SRL retracts fully.',
          'Ladders: rails, rungs, feet, locks, rope and pulley.',
          'Nail guns and saws: guards, cords, hoses, trigger safeties.',
        ],
      },
    ],
    fields: [
      'Item and serial number',
      'Inspected by',
      'Date',
      'Condition (OK / repair / remove)',
      'Notes',
    ],
  },
];

export interface CourseContent {
  slug: string;
  title: string;
  category: string;
  description: string;
  duration: string;
  required: boolean;
  frequency: 'Annual' | 'Bi-annual';
  lastUpdated: string;
  handout: Array<{ heading: string; items: string[] }>;
}

export const TRAINING_COURSES: CourseContent[] = [
  {
    slug: 'osha-30-refresher',
    title: 'OSHA 30-Hour Construction Refresher',
    category: 'Compliance',
    description:
      "The annual refresher of the OSHA 30 essentials for roofing: the Focus Four hazards, competent persons, and workers' rights.",
    duration: '4 hours',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-01-15',
    handout: [
      {
        heading: 'The Focus Four',
        items: [
          'Falls (the leading cause of construction deaths).',
          'Struck-by: falling bundles, tools, vehicles.',
          'Caught-in/between: trenches, equipment.',
          'Electrocution: overhead lines, damaged cords.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'A workplace free of recognized hazards.',
          'Training in a language you understand.',
          'To report injuries and hazards without retaliation.',
        ],
      },
    ],
  },
  {
    slug: 'fall-protection',
    title: 'Fall Protection Training',
    category: 'Fall Safety',
    description:
      'Harness fit, anchor placement, lanyard selection, inspection and rescue planning for steep- and low-slope roofs.',
    duration: '8 hours',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-02-03',
    handout: [
      {
        heading: 'Harness fit',
        items: [
          'Chest strap at mid-chest; leg straps snug (flat hand fits under).',
          'D-ring between the shoulder blades.',
        ],
      },
      {
        heading: 'Anchors and lanyards',
        items: [
          'Anchors rated 5,000 lb per worker, installed into rafters/trusses, not just decking.',
          'Keep the anchor above the D-ring; limit free fall to 6 feet.',
          'Calculate clearance: lanyard + deceleration + height + 3 feet.',
        ],
      },
      {
        heading: 'Rescue',
        items: ['Suspension trauma can start within minutes; rescue within 15 minutes.'],
      },
    ],
  },
  {
    slug: 'heat-stress',
    title: 'Heat Stress Prevention',
    category: 'Health',
    description:
      'Recognizing and preventing heat exhaustion and heat stroke on Florida roofs; water-rest-shade and acclimatization.',
    duration: '1 hour',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-04-01',
    handout: [
      {
        heading: 'Water, rest, shade',
        items: [
          'One quart of water per hour, before you feel thirsty.',
          'Breaks in the shade scheduled by heat index.',
        ],
      },
      {
        heading: 'Know the signs',
        items: [
          'Heat exhaustion: sweating, dizziness, nausea: cool down and report.',
          'Heat stroke: confusion, hot dry skin: call 911 and cool immediately.',
        ],
      },
    ],
  },
  {
    slug: 'ladder-safety',
    title: 'Ladder Safety',
    category: 'Fall Safety',
    description:
      'Choosing, inspecting, setting up and climbing extension ladders; ladder hoists and power line clearance.',
    duration: '1 hour',
    required: true,
    frequency: 'Bi-annual',
    lastUpdated: '2026-03-10',
    handout: [
      {
        heading: 'Set-up',
        items: [
          '4:1 angle, 3 feet above the eave, tied off at the top.',
          'Level footing; never on a truck bed or loose sand.',
        ],
      },
      {
        heading: 'Climbing',
        items: [
          'Face the ladder, three points of contact, one person at a time.',
          'Hoist materials; do not carry bundles up the ladder.',
        ],
      },
    ],
  },
  {
    slug: 'first-aid-cpr',
    title: 'First Aid / CPR / AED',
    category: 'Emergency',
    description:
      'Certification course with an instructor: bleeding control, burns, heat illness, CPR and AED use.',
    duration: '4 hours',
    required: false,
    frequency: 'Annual',
    lastUpdated: '2025-12-01',
    handout: [
      {
        heading: 'Check, call, care',
        items: [
          'Make sure the scene is safe.',
          'Call 911 and send someone for the AED and first-aid kit.',
          'Give care until help arrives.',
        ],
      },
      {
        heading: 'CPR',
        items: [
          'Push hard and fast in the center of the chest: 100–120 per minute, 2 inches deep.',
          'Use the AED as soon as it arrives; follow its voice prompts.',
        ],
      },
    ],
  },
  {
    slug: 'hurricane-preparedness',
    title: 'Hurricane Preparedness',
    category: 'Weather',
    description:
      'Securing job sites before a named storm, safe emergency tarping after one, and our stop-work rules.',
    duration: '2 hours',
    required: true,
    frequency: 'Annual',
    lastUpdated: '2026-05-20',
    handout: [
      {
        heading: 'Before landfall',
        items: [
          'Dry-in every open roof; remove loose bundles and debris 48 hours ahead.',
          'Tie down or move trailers, dumpsters and ladders.',
        ],
      },
      {
        heading: 'After the storm',
        items: [
          'Check for downed lines before any ladder goes up.',
          'Tarp with fall protection: damaged decking can give way.',
          "Photograph damage before tarping for the homeowner's claim.",
        ],
      },
    ],
  },
];
