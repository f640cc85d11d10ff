import type { BankQuestion } from '../question-banks.ts';

/** Fall Protection: 29 CFR 1926 Subpart M as it applies to roofing, plus ladders and scaffolds. */
export const fallProtectionQuestions: readonly BankQuestion[] = [
  {
    question: 'OSHA defines a "low-slope roof" as a roof with a slope of:',
    options: ['2 in 12 or less', '4 in 12 or less', '6 in 12 or less', '8 in 12 or less'],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.500(b): a low-slope roof has a slope less than or equal to 4 in 12; steeper is a steep roof.',
  },
  {
    question:
      'The top rail of a guardrail system must be at what height above the walking surface?',
    options: [
      '36 inches ± 2 inches',
      '39 inches ± 1 inch',
      '42 inches ± 3 inches',
      '48 inches ± 3 inches',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.502(b)(1): 42 inches plus or minus 3 inches; a midrail goes about halfway, near 21 inches.',
  },
  {
    question:
      'A guardrail’s top rail must withstand a force, applied within 2 inches of its top edge, of at least:',
    options: ['200 pounds', '100 pounds', '150 pounds', '300 pounds'],
    correctAnswer: 0,
    explanation: '29 CFR 1926.502(b)(3): 200 pounds outward or downward without failing.',
  },
  {
    question:
      'An anchorage for a personal fall arrest system that is not engineered by a qualified person must support, per worker attached:',
    options: ['1,800 pounds', '3,000 pounds', '3,600 pounds', '5,000 pounds'],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.502(d)(15): 5,000 pounds per employee attached, or a safety factor of two designed under a qualified person.',
  },
  {
    question: 'On a low-slope roof, a warning line must be set back from the roof edge at least:',
    options: ['6 feet', '3 feet', '10 feet', '15 feet'],
    correctAnswer: 0,
    explanation:
      '29 CFR 1926.502(f)(1)(i): 6 feet from the edge; where mechanical equipment is used, 10 feet perpendicular to its direction of travel.',
  },
  {
    question: 'The rope of a warning line must be flagged and, at its lowest point, be between:',
    options: [
      '24 and 30 inches high',
      '30 and 34 inches high',
      '34 and 39 inches high',
      '42 and 45 inches high',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.502(f)(2): flagged at least every 6 feet with high-visibility material, 34 to 39 inches above the surface.',
  },
  {
    question: 'Which of these is a requirement for a safety monitor?',
    options: [
      'Watch from the ground so the whole roof is in view',
      'Also run the material hoist to save labor',
      'Be a competent person on the same roof surface, in sight of the crew and close enough to warn them by voice',
      'Check on the crew every 30 minutes',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.502(h)(1): the monitor is a competent person on the same surface, within sight and voice, with no other duties that take attention away.',
  },
  {
    question:
      'On a low-slope roof, a safety monitoring system ALONE (no warning line) is allowed when the roof is:',
    options: [
      'Under 20 feet high',
      '50 feet wide or less',
      'Any size, if the crew agrees',
      'Less than 100 feet long',
    ],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.501(b)(10): on roofs 50 feet or less in width a safety monitor alone is permitted.',
  },
  {
    question:
      'On a steep roof (steeper than 4 in 12) with edges 6 feet or more above a lower level, which is acceptable?',
    options: [
      'A warning line system',
      'A safety monitor alone',
      'Caution tape 6 feet from the eave',
      'A personal fall arrest system',
    ],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.501(b)(11): steep roofs need guardrails with toeboards, safety nets, or personal fall arrest systems.',
  },
  {
    question:
      'A personal fall arrest system must be rigged so that a worker can free fall no more than:',
    options: ['6 feet', '2 feet', '4 feet', '10 feet'],
    correctAnswer: 0,
    explanation:
      '29 CFR 1926.502(d)(16)(iii): no more than 6 feet of free fall, and never contact with a lower level.',
  },
  {
    question: 'With a full-body harness, the maximum arresting force on the worker may not exceed:',
    options: ['900 pounds', '1,800 pounds', '3,600 pounds', '5,000 pounds'],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.502(d)(16)(ii): 1,800 pounds; shock-absorbing lanyards or SRLs keep it below that.',
  },
  {
    question: 'Which may NOT be used as part of a personal fall arrest system?',
    options: [
      'A full-body harness',
      'A self-retracting lifeline',
      'A shock-absorbing lanyard',
      'A body belt',
    ],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.502(d): body belts have not been allowed for fall arrest since January 1, 1998; they may only be used in positioning.',
  },
  {
    question: 'A skylight on a roof you are working on must be:',
    options: [
      'Marked with spray paint',
      'Covered with a cover that holds twice the load and is secured and marked "HOLE" or "COVER", or guarded',
      'Avoided by walking around it',
      'Left alone because it is made of plastic',
    ],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.501(b)(4) and 1926.502(i): covers support twice the weight of workers, equipment and materials, are secured and marked.',
  },
  {
    question: 'Before anyone ties off, the employer must have:',
    options: [
      'A plan for the prompt rescue of a worker hanging in a harness',
      'A signed waiver from each worker',
      'A second ladder on the other side of the house',
      'Permission from the homeowner',
    ],
    correctAnswer: 0,
    explanation:
      '29 CFR 1926.502(d)(20): prompt rescue is required; suspension in a harness can cause suspension trauma within minutes.',
  },
  {
    question:
      'A portable ladder used to reach a roof must extend above the landing (the eave) at least:',
    options: ['1 foot', '2 feet', '3 feet', '5 feet'],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.1053(b)(1): side rails extend at least 3 feet above the upper landing, or the ladder is secured with a grab device.',
  },
  {
    question:
      'An extension ladder reaching a 20-foot eave should have its feet about how far from the wall?',
    options: ['2 feet', '10 feet', '8 feet', '5 feet'],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.1053(b)(5)(i): the 4-to-1 ratio puts the base one quarter of the working length out, 5 feet for 20 feet.',
  },
  {
    question: 'Working from a pump-jack or frame scaffold is governed by which OSHA subpart?',
    options: ['Subpart M', 'Subpart X', 'Subpart P', 'Subpart L'],
    correctAnswer: 3,
    explanation:
      'Subpart L (1926.450–454) covers scaffolds, Subpart X ladders and stairways, Subpart M fall protection, Subpart P excavations.',
  },
  {
    question: 'What record proves a worker was trained in fall protection?',
    options: [
      'A written certification with the worker’s name, the training date and the trainer’s or employer’s signature',
      'A verbal statement from the foreman',
      'The worker’s pay stub',
      'A photo of the crew on the roof',
    ],
    correctAnswer: 0,
    explanation:
      '29 CFR 1926.503(b): the employer keeps a written certification record; retraining is required when changes or gaps in knowledge appear.',
  },
];
