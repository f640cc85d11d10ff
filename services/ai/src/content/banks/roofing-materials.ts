import type { BankQuestion } from '../question-banks.ts';

/** Roofing Materials: products and the Florida Building Code, 8th Edition (2023) rules for them. */
export const roofingMaterialsQuestions: readonly BankQuestion[] = [
  {
    question:
      'An asphalt shingle labeled ASTM D7158 Class H is rated for a basic wind speed of up to:',
    options: ['90 mph', '110 mph', '130 mph', '150 mph'],
    correctAnswer: 3,
    explanation:
      'ASTM D7158 classes are D (90 mph), G (120 mph) and H (150 mph). Florida’s coast needs the class that matches the site’s design wind speed.',
  },
  {
    question: 'An ASTM D3161 Class F shingle has passed a fan-induced wind test at:',
    options: ['60 mph', '90 mph', '110 mph', '150 mph'],
    correctAnswer: 2,
    explanation: 'ASTM D3161 Class A is 60 mph, Class D 90 mph and Class F 110 mph.',
  },
  {
    question: 'Florida’s High-Velocity Hurricane Zone (HVHZ) covers:',
    options: [
      'Every coastal county',
      'Miami-Dade and Broward counties',
      'Duval, St. Johns and Nassau counties',
      'The whole Panhandle',
    ],
    correctAnswer: 1,
    explanation:
      'The Florida Building Code’s HVHZ is Miami-Dade and Broward; products used there need HVHZ approval (such as a Miami-Dade NOA). North Florida jobs are outside it.',
  },
  {
    question:
      'Which is one of the Florida Building Code’s accepted ways to seal the roof deck (secondary water barrier) under shingles?',
    options: [
      'Caulk over every sheathing joint',
      '4-inch self-adhered tape over every sheathing joint, with underlayment over the whole deck',
      'One layer of #15 felt with no tape',
      'Housewrap stapled to the deck',
    ],
    correctAnswer: 1,
    explanation:
      'Since the 7th Edition the FBC (R905.1.1) accepts a full self-adhered membrane, 4-inch self-adhered tape on joints plus underlayment, or two layers of underlayment lapped shingle-fashion.',
  },
  {
    question:
      'A Florida re-roof exposes plywood sheathing held only by smooth 6d nails. The Florida Building Code calls for re-nailing with:',
    options: [
      '8d ring-shank nails at 6 inches on center',
      'Roofing staples at 12 inches on center',
      'Drywall screws at 24 inches on center',
      'No change; existing nails are grandfathered',
    ],
    correctAnswer: 0,
    explanation:
      'The FBC Existing Building volume requires supplemental fastening of deficient deck attachment on site-built homes during re-roofing, with 8d ring-shank nails at 6 inches in the field.',
  },
  {
    question: 'Asphalt shingles may be installed on roof slopes as low as:',
    options: [
      '1 in 12',
      '4 in 12 only',
      '2 in 12, with double underlayment below 4 in 12',
      '6 in 12',
    ],
    correctAnswer: 2,
    explanation:
      'FBC R905.2.2: shingles need at least 2 in 12; from 2 in 12 up to 4 in 12 the underlayment must be doubled.',
  },
  {
    question: 'Roofing nails for asphalt shingles must penetrate the roof sheathing:',
    options: [
      '1/4 inch',
      '1/2 inch',
      '3/4 inch, or through the sheathing if it is thinner',
      '2 inches',
    ],
    correctAnswer: 2,
    explanation:
      'FBC R905.2.5: corrosion-resistant nails, 12-gauge shank, 3/8-inch head, at least 3/4 inch into the deck or through it.',
  },
  {
    question:
      'Laminated shingles on a North Florida coastal home are normally installed with how many nails per shingle?',
    options: ['2', '4', '8', '6'],
    correctAnswer: 3,
    explanation:
      'The code requires the manufacturer’s instructions (minimum 4); manufacturers’ high-wind application, which their wind warranties require, calls for 6.',
  },
  {
    question: 'Where does the Florida Building Code require drip edge on an asphalt-shingle roof?',
    options: [
      'At eaves and rake (gable) edges',
      'Only at the eaves',
      'Only where there are no gutters',
      'Nowhere; it is optional trim',
    ],
    correctAnswer: 0,
    explanation:
      'FBC R905.2.8.5: drip edge at eaves and rakes, pieces lapped at least 2 inches, extending at least 1/4 inch below the sheathing.',
  },
  {
    question:
      'Without the balanced-vent exception, an attic needs net free ventilation area of at least:',
    options: [
      '1/50 of the attic floor area',
      '1/150 of the attic floor area',
      '1/300 of the attic floor area',
      '1/600 of the attic floor area',
    ],
    correctAnswer: 1,
    explanation:
      'FBC R806.2: 1/150 of the vented space, reduced to 1/300 when intake and exhaust are balanced.',
  },
  {
    question:
      'A 1,800 sq ft attic has 40–50% of its vent area within 3 feet of the ridge and the rest at the soffits. The minimum net free area is:',
    options: ['6 sq ft', '12 sq ft', '3 sq ft', '18 sq ft'],
    correctAnswer: 0,
    explanation:
      'With balanced upper and lower vents, FBC R806.2 allows 1/300: 1,800 ÷ 300 = 6 sq ft (864 sq in), split between ridge and soffit.',
  },
  {
    question: '"#30 felt" underlayment is made to which standard?',
    options: ['ASTM D7158', 'ASTM D226 Type II', 'ASTM D3161', 'ASTM E108'],
    correctAnswer: 1,
    explanation:
      'ASTM D226 covers asphalt-saturated organic felt (Type I ≈ #15, Type II ≈ #30). D7158 and D3161 are shingle wind tests; E108 is the fire test.',
  },
  {
    question: 'On an exposed-fastener metal roof, a correctly driven screw has:',
    options: [
      'Its washer crushed flat and squeezed past the head',
      'Its head loosened a quarter turn so the panel can move',
      'No washer, with sealant on top instead',
      'Its sealing washer snug and slightly compressed, the screw square to the panel',
    ],
    correctAnswer: 3,
    explanation:
      'Overdriven screws split the washer and leak; underdriven ones do not seal. Screws go in the flat or rib per the panel’s approval and fastening schedule.',
  },
  {
    question:
      'Why are standing-seam metal panels held by concealed clips rather than screws through the panel?',
    options: [
      'Clips are cheaper than screws',
      'Clips let the panels expand and contract with heat without tearing or elongating holes',
      'Screws would void the paint warranty only',
      'Clips make the roof lighter',
    ],
    correctAnswer: 1,
    explanation:
      'A long panel moves noticeably in Florida sun; clips allow thermal movement, and their spacing comes from the product’s wind-uplift approval.',
  },
  {
    question: 'How are the seams of a TPO membrane joined?',
    options: [
      'With contact cement only',
      'With roofing nails through the lap',
      'Hot-air welded, then checked with a seam probe once cool',
      'With silicone caulk',
    ],
    correctAnswer: 2,
    explanation:
      'TPO is thermoplastic: a hot-air welder fuses the laps, and every seam is probed after it cools to find gaps.',
  },
  {
    question: 'EPDM (rubber) roof seams are normally made with:',
    options: [
      'Primer and seam (splice) tape',
      'Hot-air welding',
      'A propane torch',
      'Roofing cement',
    ],
    correctAnswer: 0,
    explanation:
      'EPDM is a thermoset and cannot be welded; seams are primed and joined with splice tape, then rolled.',
  },
  {
    question: 'Where a shingle roof meets a sidewall, the code-approved flashing is:',
    options: [
      'A bead of roofing cement along the wall',
      'One long piece of L-flashing nailed to the wall',
      'Step flashing, one piece per course, at least 4 by 4 inches, with siding or counterflashing over it',
      'Nothing, if the siding comes down to the shingles',
    ],
    correctAnswer: 2,
    explanation:
      'FBC R905.2.8.3: base (step) flashing at sidewalls, at least 4 inches high and 4 inches wide, one piece per shingle course.',
  },
];
