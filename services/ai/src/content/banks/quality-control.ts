import type { BankQuestion } from '../question-banks.ts';

/** Quality Control: what a roof inspection checks before the final walk-through. */
export const qualityControlQuestions: readonly BankQuestion[] = [
  {
    question: 'The most common installation cause of laminated shingles blowing off is:',
    options: [
      'Using six nails instead of four',
      'Installing on a sunny day',
      'Nailing above the manufacturer’s nail line (high nailing)',
      'Using a starter strip',
    ],
    correctAnswer: 2,
    explanation:
      'High nails miss the double layer of the laminate and the course below; nails go in the marked nailing zone per the wrapper.',
  },
  {
    question: 'A properly driven shingle nail is:',
    options: [
      'Flush with the shingle surface, not cutting into it',
      'Sunk below the surface so it cannot back out',
      'Left 1/8 inch proud so the shingle can move',
      'Driven at an angle for extra grip',
    ],
    correctAnswer: 0,
    explanation:
      'Overdriven nails cut the mat and lose holding power; underdriven nails keep the tab above from sealing. Set the nailer depth on the job.',
  },
  {
    question: 'A typical metric-size architectural shingle is laid with an exposure of:',
    options: ['4 inches', '5 inches', '7 inches', '5 5/8 inches'],
    correctAnswer: 3,
    explanation:
      'Most metric laminated shingles use 5 5/8 inches (check the wrapper); uneven exposure shows as wavy courses and can leave nails exposed.',
  },
  {
    question: 'Starter strip at the eave is correct when:',
    options: [
      'Its sealant strip runs along the eave edge and it overhangs the drip edge by the manufacturer’s 1/4–3/4 inch',
      'It is left out on low-slope roofs',
      'It is a first course of full shingles with tabs facing down the roof',
      'It is set 2 inches back from the drip edge',
    ],
    correctAnswer: 0,
    explanation:
      'The starter seals the first course at the edge where wind lifts first; without it the first course has gaps under its cutouts.',
  },
  {
    question: 'In a closed-cut valley, no nail may be placed closer to the valley centerline than:',
    options: ['1 inch', '3 inches', '6 inches', '12 inches'],
    correctAnswer: 2,
    explanation:
      'Manufacturers keep nails 6 inches from the centerline; the cut side is trimmed 2 inches back and its top corner clipped so water stays in the valley.',
  },
  {
    question:
      'Where a roof-to-wall joint ends above a wall below (with siding continuing down), the inspector should see:',
    options: [
      'A bead of caulk',
      'Step flashing that simply ends at the eave',
      'Nothing special',
      'A kick-out (diverter) flashing turning water away from the wall and into the gutter',
    ],
    correctAnswer: 3,
    explanation:
      'Missing kick-out flashing sends roof water behind the siding and rots the wall; the code calls for it at these ends.',
  },
  {
    question: 'When should the rolling magnet be run over the yard, driveway and beds?',
    options: [
      'Only at final completion',
      'At the end of every work day and again at the final cleanup',
      'Only if the customer complains',
      'Only on the driveway',
    ],
    correctAnswer: 1,
    explanation:
      'Nails in a yard are a tire and foot hazard every night the job is open; a daily sweep plus a final sweep is our standard.',
  },
  {
    question:
      'New plywood or OSB sheathing panels should be installed with what gap at the ends and edges?',
    options: ['Tight, no gap', '1/8 inch', '1/2 inch', '1 inch'],
    correctAnswer: 1,
    explanation:
      'APA recommends 1/8-inch spacing so panels can swell in humid weather without buckling the roof.',
  },
  {
    question: 'Why should a ridge vent not be combined with a powered attic fan?',
    options: [
      'The fan can draw air and rain in through the ridge vent instead of from the soffits',
      'The fan makes the ridge vent noisy',
      'It is allowed and always better',
      'Ridge vents void fan warranties only',
    ],
    correctAnswer: 0,
    explanation:
      'Mixed exhaust short-circuits ventilation: intake should come from the soffits and leave at the ridge.',
  },
  {
    question: 'For a single layer of felt underlayment, horizontal (side) laps must be at least:',
    options: ['1 inch', '6 inches', '2 inches', '12 inches'],
    correctAnswer: 2,
    explanation:
      'Felt underlayment is lapped 2 inches at the sides and 4 inches at the ends, end laps offset 6 feet (FBC R905.1.1).',
  },
  {
    question: 'What photos must be in the job file before the roof is closed in?',
    options: [
      'Only the finished roof',
      'None; photos are optional',
      'A selfie of the crew',
      'Before, the deck (with any replaced sheathing), underlayment and flashing, and the finished roof',
    ],
    correctAnswer: 3,
    explanation:
      'Deck and flashing photos prove the hidden work, support change orders for replaced sheathing, and help with warranty and permit questions.',
  },
  {
    question: 'Old step flashing behind stucco is rusted through. QC should require:',
    options: [
      'Roof cement over the rust',
      'New step flashing and proper counterflashing, with the stucco repaired',
      'Leaving it, since it is behind the wall',
      'Painting it',
    ],
    correctAnswer: 1,
    explanation:
      'Flashing is replaced, not patched; a new roof with old failed flashing will leak at the wall.',
  },
  {
    question: 'On the final inspection, the attic is checked for:',
    options: [
      'Daylight through the deck, nails that missed rafters or split sheathing, and wet spots',
      'Nothing; attics are not part of the roof',
      'Only the insulation depth',
      'The homeowner’s stored belongings',
    ],
    correctAnswer: 0,
    explanation: 'The underside shows shiners, deck damage and leaks the top side hides.',
  },
  {
    question: 'Pipe boots and other penetrations pass QC when:',
    options: [
      'They are sealed with caulk only',
      'Old boots are reused if they look fine',
      'New flashings are woven in with the upper flange under the shingles above and the lower flange over the shingles below',
      'They are painted to match',
    ],
    correctAnswer: 2,
    explanation:
      'Water must always run over a lap, never into it; new boots go on every re-roof because rubber collars crack in Florida sun.',
  },
  {
    question: 'Exposed nail heads on the last ridge-cap piece should be:',
    options: ['Left as they are', 'Painted', 'Pulled out', 'Covered with a compatible sealant'],
    correctAnswer: 3,
    explanation:
      'Manufacturers call for sealing exposed fasteners on the last cap piece; unsealed nails rust and leak.',
  },
  {
    question: 'Before the crew leaves a finished job, the gutters are:',
    options: [
      'Cleared of shingle debris and loose granules, and downspouts checked',
      'Left for the homeowner',
      'Taken down',
      'Only checked if it rains',
    ],
    correctAnswer: 0,
    explanation:
      'Tear-off debris clogs gutters and downspouts; a clogged gutter overflows into fascia and soffit.',
  },
];
