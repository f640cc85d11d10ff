import type { BankQuestion } from '../question-banks.ts';

/** OSHA 30-Hour Construction: the general rules of 29 CFR 1926 a roofing crew works under. */
export const osha30Questions: readonly BankQuestion[] = [
  {
    question:
      'Which part of Title 29 of the Code of Federal Regulations holds the OSHA construction standards?',
    options: ['Part 1910', 'Part 1904', 'Part 1926', 'Part 1915'],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926 is the construction standard; 1910 is general industry, 1904 is recordkeeping and 1915 is shipyards.',
  },
  {
    question:
      'At what height does OSHA require fall protection for a construction worker near an unprotected side or edge?',
    options: ['4 feet', '6 feet', '10 feet', '15 feet'],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.501(b)(1): fall protection is required at 6 feet or more above a lower level in construction.',
  },
  {
    question: 'Which of these is NOT one of OSHA’s construction "Focus Four" hazards?',
    options: ['Falls', 'Struck-by', 'Electrocution', 'Noise'],
    correctAnswer: 3,
    explanation:
      'The Focus Four are falls, struck-by, caught-in or -between, and electrocution; they cause most construction deaths.',
  },
  {
    question: 'How soon must the company report a work-related fatality to OSHA?',
    options: ['Within 8 hours', 'Within 24 hours', 'Within 72 hours', 'Within 7 days'],
    correctAnswer: 0,
    explanation:
      '29 CFR 1904.39(a)(1): a fatality must be reported to OSHA within 8 hours of learning of it.',
  },
  {
    question:
      'An in-patient hospitalization, an amputation or the loss of an eye must be reported to OSHA within:',
    options: ['8 hours', '48 hours', '24 hours', '5 working days'],
    correctAnswer: 2,
    explanation: '29 CFR 1904.39(a)(2): these serious injuries must be reported within 24 hours.',
  },
  {
    question: 'Where do you find a roofing adhesive’s hazards, the PPE it needs and its first aid?',
    options: [
      'On its Safety Data Sheet (SDS)',
      'On the delivery ticket',
      'On the OSHA 300 log',
      'In the manufacturer’s warranty',
    ],
    correctAnswer: 0,
    explanation:
      'The Hazard Communication standard (29 CFR 1910.1200, applied to construction by 1926.59) requires an SDS for every hazardous chemical, available to workers on the job.',
  },
  {
    question:
      'Temporary 120-volt, 15- and 20-amp outlets used for power tools on a job site must be protected by:',
    options: [
      'A surge-protector power strip',
      'A three-prong adapter',
      'Ground-fault circuit interrupters or an assured equipment grounding conductor program',
      'A heavier 12-gauge extension cord',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.404(b)(1): GFCIs (or an assured grounding program) protect workers from shocks through damaged cords and tools.',
  },
  {
    question:
      'For an overhead power line rated up to 50 kV, the minimum clearance OSHA’s table requires equipment to keep is:',
    options: ['3 feet', '6 feet', '20 feet', '10 feet'],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.1408 Table A sets 10 feet for lines up to 50 kV. Treat every line as energized and carry ladders flat near lines.',
  },
  {
    question: 'Under OSHA, a "competent person" is someone who:',
    options: [
      'Has at least five years in the trade',
      'Can identify existing and predictable hazards and is authorized to take prompt corrective measures',
      'Holds a state contractor license',
      'Works for OSHA as a compliance officer',
    ],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.32(f) defines the competent person by knowledge of the hazards plus the authority to fix them on the spot.',
  },
  {
    question:
      'When cutting concrete or clay roof tile with a handheld power saw, silica dust is controlled by:',
    options: [
      'Cutting dry and standing upwind',
      'Dry sweeping the dust as soon as the cut is done',
      'A saw with integrated water delivery that keeps the blade wet',
      'Wearing sunglasses',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1926.1153 Table 1 requires water delivered to the blade; past 4 hours a shift outdoors a respirator (APF 10) is added. Dry sweeping silica dust is not allowed.',
  },
  {
    question: 'Hard hats must be worn on a roofing job:',
    options: [
      'Only on commercial projects',
      'Only by the crew leader',
      'Only when an inspector is on site',
      'Wherever there is a danger of head injury from falling or flying objects or electrical shock',
    ],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.100(a): ground crews under roof edges and anyone near overhead loading need head protection.',
  },
  {
    question:
      'Where more than 5 gallons of flammable liquid or 5 pounds of flammable gas (such as a torch cylinder) is in use, a 10-B fire extinguisher must be within:',
    options: ['25 feet', '50 feet', '100 feet', '200 feet'],
    correctAnswer: 1,
    explanation:
      '29 CFR 1926.150(c)(1)(iv) requires an extinguisher rated at least 10-B within 50 feet.',
  },
  {
    question: 'How long must the OSHA 300 injury log be kept?',
    options: [
      '1 year',
      '3 years',
      '5 years after the end of the calendar year it covers',
      'Until the project ends',
    ],
    correctAnswer: 2,
    explanation:
      '29 CFR 1904.33 requires the 300 log, the 300A summary and the 301 forms to be kept for five years.',
  },
  {
    question: 'A worker who reports an injury or a safety hazard is protected from retaliation by:',
    options: [
      'Section 11(c) of the OSH Act',
      'The company handbook only',
      'Nothing, unless a union contract applies',
      'The building permit',
    ],
    correctAnswer: 0,
    explanation:
      'Section 11(c) of the Occupational Safety and Health Act forbids firing or punishing a worker for raising safety concerns or reporting injuries.',
  },
  {
    question:
      'A roofer on a July afternoon becomes confused, his skin is hot and he has stopped making sense. What do you do first?',
    options: [
      'Give him salt tablets and let him finish the course',
      'Call 911 and cool him immediately with water, ice and shade',
      'Drive him home so he can rest',
      'Have him drink an energy drink and slow down',
    ],
    correctAnswer: 1,
    explanation:
      'Confusion with hot skin signals heat stroke, a medical emergency. OSHA’s heat guidance: call 911 and cool the worker right away while waiting.',
  },
  {
    question: 'Who must inspect portable ladders, and when?',
    options: [
      'The ladder maker, once a year',
      'Nobody, if the ladder is fiberglass',
      'The homeowner, before work starts',
      'A competent person, periodically and after anything that could damage them',
    ],
    correctAnswer: 3,
    explanation:
      '29 CFR 1926.1053(b)(15): ladders are inspected by a competent person for visible defects periodically and after any occurrence that could affect safe use.',
  },
];
