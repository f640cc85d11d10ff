import { COMPANY, PROMISES, WARRANTY_TERMS_TEXT } from '../company.ts';
import type { FaqEntry } from './content-types.ts';
import { prose } from './text.ts';

const phone = COMPANY.phone;
const emergency = PROMISES.emergencyResponse;

/**
 * The FAQ chat's knowledge base (portal-and-back-office §2, §3, §5, §9): exactly 100 entries,
 * ids 1-100. The first 6 are the popular questions shown on the chat's welcome view.
 */
export const FAQ_ENTRIES: FaqEntry[] = [
  // --- Popular questions (welcome view) -----------------------------------------------------
  {
    id: 1,
    category: 'Cost',
    question: 'How much does a new roof cost?',
    answer: prose`It depends mostly on the roof's size, material, pitch and how much decking needs
      replacing. For architectural shingles our instant quote starts at $550 per square (100 sq ft),
      so a typical 2,000 sq ft North Florida home of about 20-25 squares comes to roughly
      $11,000-$14,000 before any rotten decking; metal and tile generally cost about 1.5 to 3 times
      as much. We inspect for free and send a written estimate within
      ${PROMISES.writtenEstimateWithinHours} hours, with 10% off for veterans and seniors (65+).`,
    keywords: ['cost', 'price', 'new', 'roof', 'estimate', 'much', 'replacement'],
  },
  {
    id: 2,
    category: 'Lifespan',
    question: 'How long does a roof last in Florida?',
    answer: prose`Florida's sun, heat, humidity and storms shorten roof life compared with national
      averages. As a rough guide, architectural shingles last about 15-25 years here, concrete and
      clay tile 30-50 years (though the underlayment beneath usually needs replacing at 20-25
      years), and standing-seam metal 40 years or more. Ventilation, installation quality and salt
      spray make a big difference, so a free inspection is the best way to know how much life yours
      has left.`,
    keywords: ['long', 'last', 'lifespan', 'years', 'florida', 'roof', 'age'],
  },
  {
    id: 3,
    category: 'Replacement',
    question: 'What are the signs I need a new roof?',
    answer: prose`Watch for curling, cracked or missing shingles, bald spots and lots of granules in
      the gutters, soft or sagging areas, leaks in more than one place, and stains or daylight in
      the attic. Age matters too: a shingle roof at 15-20 years in Florida is worth inspecting even
      if it looks fine from the street, and insurers start asking questions around then. We offer a
      free inspection with photos so you can see exactly what we see.`,
    keywords: ['signs', 'need', 'new', 'roof', 'replace', 'old', 'curling', 'granules'],
  },
  {
    id: 4,
    category: 'Insurance',
    question: 'Does homeowners insurance cover storm damage to my roof?',
    answer: prose`Most Florida policies cover sudden damage from wind, hail or falling trees, but
      not wear and tear or slow leaks, and hurricane losses carry a separate hurricane deductible,
      usually 2% to 10% of your dwelling coverage. Under current Florida law you generally have one
      year from the date of loss to report a new claim, so document damage promptly. We provide a
      free inspection with dated photos and a detailed repair estimate for your adjuster; Florida
      law does not allow contractors to negotiate the claim for you.`,
    keywords: ['insurance', 'cover', 'storm', 'damage', 'claim', 'deductible', 'hurricane'],
  },
  {
    id: 5,
    category: 'Installation',
    question: 'How long does roof installation take?',
    answer: prose`Most homes are completed in 1-3 days once work starts. Large, steep, tile or metal
      roofs take longer, and summer afternoon storms can pause work, because we never leave a deck
      open to the rain. Permits and material delivery usually add one to three weeks before the
      start date, and we give you the schedule in writing.`,
    keywords: ['long', 'installation', 'days', 'install', 'take', 'time', 'schedule'],
  },
  {
    id: 6,
    category: 'Payment',
    question: 'Do you offer financing?',
    answer: prose`Yes. Our partners offer promotional 0% APR plans on approved credit, fixed monthly
      installment loans, options for a wide range of credit profiles, and Florida PACE financing
      repaid through your property tax bill where your county participates. Checking your options
      with most partners uses a soft credit check that does not affect your score. See the Financing
      page or call ${phone}.`,
    keywords: ['financing', 'finance', 'loan', 'monthly', 'payments', 'credit', 'afford'],
  },

  // --- Installation -------------------------------------------------------------------------
  {
    id: 7,
    category: 'Installation',
    question: 'Do I need to be home during the installation?',
    answer: prose`No, but we ask for access to an exterior outlet and the driveway, and we walk the
      job with you at the start and the end. Please move cars out of the garage, bring in patio
      furniture and take fragile items off interior walls, because tear-off causes vibration. Keep
      pets indoors and away from the work area.`,
    keywords: ['home', 'during', 'installation', 'present', 'pets', 'prepare', 'driveway'],
  },
  {
    id: 8,
    category: 'Installation',
    question: 'Do you tear off the old roof or install over it?',
    answer: prose`We remove the old roof down to the deck on every replacement. Florida's code
      requires the deck to be checked and re-nailed and a secondary water barrier installed when a
      roof is replaced, which can't be done over old shingles, and a tear-off lets us find and
      replace rotten plywood. Roof-overs also hide problems and add weight.`,
    keywords: ['tear', 'off', 'over', 'overlay', 'layer', 'old', 'shingles', 'remove'],
  },
  {
    id: 9,
    category: 'Installation',
    question: 'What happens on installation day?',
    answer: prose`The crew arrives in the morning, protects landscaping, pool areas and walls with
      tarps, and strips the old roof. We inspect the deck, replace damaged sheets at the per-sheet
      price in your estimate, re-nail the deck, install the secondary water barrier and
      underlayment, then the new roof, flashing and vents. We finish with a magnetic sweep for nails
      and a walkthrough with you.`,
    keywords: ['installation', 'day', 'process', 'steps', 'crew', 'cleanup', 'nails'],
  },
  {
    id: 10,
    category: 'Installation',
    question: 'Will you replace my gutters, vents and flashing with the new roof?',
    answer: prose`Flashing, drip edge, pipe boots and roof vents are replaced as part of every full
      replacement, because reusing tired metal and rubber is a common cause of leaks. Gutters are
      separate: we remove and reinstall them if they're in good shape, or quote new seamless gutters
      if they're not. Everything is itemized in your written estimate.`,
    keywords: ['flashing', 'vents', 'gutters', 'included', 'replace', 'boots', 'drip'],
  },

  // --- Materials ----------------------------------------------------------------------------
  {
    id: 11,
    category: 'Materials',
    question: 'What roofing material is best near the ocean?',
    answer: prose`Within sight of the surf, aluminum standing-seam metal is hard to beat because it
      doesn't rust. Concrete tile and high-wind architectural shingles also perform well if they're
      installed with stainless or hot-dipped galvanized fasteners and corrosion-resistant flashing.
      Avoid bare or lightly coated steel, and check the manufacturer's warranty, since many limit
      coverage within a set distance of salt water.`,
    keywords: ['best', 'material', 'ocean', 'beach', 'salt', 'coastal', 'aluminum'],
  },
  {
    id: 12,
    category: 'Materials',
    question: 'Are architectural shingles better than 3-tab shingles?',
    answer: prose`Yes, for almost every Florida home. Architectural (dimensional) shingles are
      thicker, carry higher wind ratings, commonly Class H or Class F, and last noticeably longer in
      our sun. The price difference is small compared with the whole job, so we rarely recommend
      3-tab shingles.`,
    keywords: ['architectural', 'three', 'tab', 'shingles', 'dimensional', 'better'],
  },
  {
    id: 13,
    category: 'Materials',
    question: 'Should I choose tile or shingles?',
    answer: prose`Tile lasts much longer, suits Mediterranean and Spanish-style homes and stays
      cooler, but it costs more, is heavy enough that the framing must be checked, and its
      underlayment still needs replacing at around 20-25 years. Architectural shingles cost less
      upfront and are easy to repair. Your HOA rules, budget and how long you'll stay usually decide
      it.`,
    keywords: ['tile', 'shingles', 'choose', 'compare', 'concrete', 'clay', 'versus'],
  },
  {
    id: 14,
    category: 'Materials',
    question: 'Is a metal roof noisy when it rains?',
    answer: prose`Not on a house. We install metal over a solid plywood deck and underlayment, with
      attic insulation below, so rain sounds much like it does on shingles. The loud "tin roof"
      sound comes from metal over open framing, as on barns and carports.`,
    keywords: ['metal', 'noisy', 'noise', 'rain', 'loud', 'sound'],
  },
  {
    id: 15,
    category: 'Materials',
    question: 'Are impact-resistant shingles worth it in North Florida?',
    answer: prose`They can be. Large hail is less common here than in the Plains, but Class 4 (UL
      2218) impact-resistant shingles stand up better to wind-blown debris and are usually tougher
      overall. Ask your insurance agent whether your carrier gives a credit for them, and we'll
      price them next to standard architectural shingles so you can compare.`,
    keywords: ['impact', 'resistant', 'class', 'hail', 'shingles', 'debris'],
  },

  // --- Cost ---------------------------------------------------------------------------------
  {
    id: 16,
    category: 'Cost',
    question: 'Why do roofing quotes vary so much?',
    answer: prose`Usually because they don't cover the same work. Compare whether each quote
      includes full tear-off, deck re-nailing, the secondary water barrier, new flashing and vents,
      the permit, a price per sheet for rotten decking, the underlayment type and the warranty. The
      cheapest quote often leaves out items that come back later as change orders.`,
    keywords: ['quotes', 'vary', 'compare', 'cheap', 'different', 'prices', 'bids'],
  },
  {
    id: 17,
    category: 'Cost',
    question: 'Does the roof pitch or shape affect the price?',
    answer: prose`Yes. Steep roofs need extra safety equipment and slow the crew down, and roofs
      with many valleys, hips, dormers and skylights take more labor and more flashing. Two-story
      homes also take longer to load and clean up. Your estimate reflects your actual roof, measured
      on site.`,
    keywords: ['pitch', 'steep', 'shape', 'price', 'affect', 'story', 'valleys'],
  },
  {
    id: 18,
    category: 'Cost',
    question: 'Do you offer discounts for veterans and seniors?',
    answer: prose`Yes. Veterans and active military receive ${COMPANY.discounts.veterans}% off, and
      seniors aged 65 or older receive ${COMPANY.discounts.seniors}% off. Just tick the box when you
      request a quote or mention it when you call ${phone}, and the discount will appear on your
      written estimate.`,
    keywords: ['discount', 'veteran', 'military', 'senior', 'savings', 'deal'],
  },
  {
    id: 19,
    category: 'Cost',
    question: 'What if you find rotten wood once the old roof is off?',
    answer: prose`It's common on older Florida roofs, especially around leaks and roof edges. Your
      estimate lists a fixed price per sheet of decking and per foot of fascia, so there are no
      surprises. We photograph any damaged wood and show it to you before it's replaced.`,
    keywords: ['rotten', 'wood', 'decking', 'plywood', 'extra', 'hidden', 'fascia'],
  },

  // --- Payment ------------------------------------------------------------------------------
  {
    id: 20,
    category: 'Payment',
    question: 'Do I have to pay upfront?',
    answer: prose`No, we never ask for full payment in advance. A deposit at signing secures your
      materials and place in the schedule, and the balance is due when the job is finished and has
      passed final inspection. Florida law also protects you: a contractor who takes more than a 10%
      deposit must apply for the permit within 30 days and start work within 90 days after it is
      issued.`,
    keywords: ['deposit', 'upfront', 'pay', 'when', 'payment', 'schedule', 'balance'],
  },
  {
    id: 21,
    category: 'Payment',
    question: 'What payment methods do you accept?',
    answer: prose`We accept checks, major credit and debit cards, bank transfers and payment through
      our financing partners. If your insurer is paying part of the job, we can explain how
      mortgage-company endorsement of the insurance check usually works.`,
    keywords: ['payment', 'methods', 'card', 'check', 'accept', 'pay'],
  },
  {
    id: 22,
    category: 'Payment',
    question: 'How does PACE financing work?',
    answer: prose`PACE (Property Assessed Clean Energy) pays for qualifying wind-resistance and
      energy improvements, including many new roofs, and you repay it through an assessment on your
      property tax bill over a set number of years. Approval depends mainly on your property and
      payment history rather than your credit score. The lien stays with the property, and some
      mortgage lenders require it to be paid off when you sell or refinance, so read the terms
      carefully.`,
    keywords: ['pace', 'property', 'tax', 'assessment', 'financing', 'lien'],
  },

  // --- Maintenance --------------------------------------------------------------------------
  {
    id: 23,
    category: 'Maintenance',
    question: 'How often should my roof be inspected?',
    answer: prose`Once a year, ideally in spring before hurricane season starts on June 1, and again
      after any named storm or severe thunderstorm. Tile, flat and older roofs benefit most from
      regular checks because problems are hard to see from the ground. We call you back within
      ${PROMISES.contactWithinHours} hours to book an inspection.`,
    keywords: ['often', 'inspect', 'inspection', 'yearly', 'annual', 'check'],
  },
  {
    id: 24,
    category: 'Maintenance',
    question: 'Should I pressure wash my roof?',
    answer: prose`No. High pressure strips shingle granules, cracks tiles, forces water under
      flashing and can void your manufacturer's warranty. Roofs should be cleaned with a
      low-pressure soft wash using a diluted cleaning solution, which is how we clean them.`,
    keywords: ['pressure', 'wash', 'clean', 'cleaning', 'power', 'soft'],
  },
  {
    id: 25,
    category: 'Maintenance',
    question: 'What roof maintenance can I do myself?',
    answer: prose`From the ground and the attic: watch for missing shingles, stains and granules,
      keep gutters clear from a stable ladder, trim branches away from the roof and make sure
      bathroom fans vent outdoors. Leave anything on the roof itself to professionals, because
      walking on it can damage shingles and tiles and falls are a real risk.`,
    keywords: ['maintenance', 'myself', 'diy', 'homeowner', 'tips', 'upkeep'],
  },
  {
    id: 26,
    category: 'Maintenance',
    question: 'Do you offer roof maintenance plans?',
    answer: prose`Yes. Our plans include a yearly inspection with a photo report, minor sealing and
      fastening, clearing of valleys and gutters, and priority scheduling after storms. They suit
      tile, flat and older roofs in particular, and they help you keep warranty and insurance
      records in order.`,
    keywords: ['maintenance', 'plan', 'annual', 'program', 'priority', 'membership'],
  },

  // --- Replacement --------------------------------------------------------------------------
  {
    id: 27,
    category: 'Replacement',
    question: 'Should I repair or replace my roof?',
    answer: prose`Repair usually makes sense when the roof is less than about two-thirds through its
      expected life and the damage is localized. Replacement is the better value when the roof is
      near the end of its life, leaks are recurring in different places or repairs would cover a
      large area. We'll give you an honest recommendation and price both options when both are
      reasonable.`,
    keywords: ['repair', 'replace', 'decide', 'fix', 'worth', 'new'],
  },
  {
    id: 28,
    category: 'Replacement',
    question: 'Do I have to replace the whole roof if more than 25% is damaged?',
    answer: prose`Not necessarily anymore. Since a 2022 change to Florida law, if your roof was
      installed under the 2007 Florida Building Code or later (generally permitted after March 1,
      2009), only the repaired or replaced portion must meet the current code, even when 25% or more
      is involved. Older roofs are still subject to the traditional 25% rule, which can require the
      whole roof or section to be brought up to code.`,
    keywords: ['percent', 'rule', 'partial', 'whole', 'replace', 'code', 'damaged'],
  },
  {
    id: 29,
    category: 'Replacement',
    question: 'Can I change from shingles to tile or metal when I replace my roof?',
    answer: prose`Usually yes. Metal is lighter than shingles, so it rarely needs structural work.
      Tile is much heavier, so the framing must be checked and sometimes an engineer's letter is
      needed. Check HOA approval and, in historic districts, design review before you commit.`,
    keywords: ['change', 'switch', 'material', 'tile', 'metal', 'shingles', 'upgrade'],
  },

  // --- Emergency ----------------------------------------------------------------------------
  {
    id: 30,
    category: 'Emergency',
    question: 'My roof is leaking right now. What should I do?',
    answer: prose`Put a bucket under the drip, move electronics and furniture away, and keep
      everyone clear of any bulging ceiling; switch off power to light fixtures in the wet area.
      Take photos, don't climb onto the roof, and call us at ${phone}. Our emergency crews are
      available 24/7 and typically arrive within ${emergency}.`,
    keywords: [
      'leaking',
      'now',
      'emergency',
      'water',
      'dripping',
      'urgent',
      'help',
      'storm',
      'rain',
    ],
  },
  {
    id: 31,
    category: 'Emergency',
    question: 'Do you offer emergency tarping?',
    answer: prose`Yes. After storm damage or a fallen limb we install a secured temporary tarp to
      stop further water damage until a permanent repair can be made. Insurers expect you to prevent
      further damage, so keep our invoice and photos for your claim.`,
    keywords: ['tarp', 'tarping', 'emergency', 'temporary', 'cover', 'board', 'wind', 'blew off'],
  },
  {
    id: 32,
    category: 'Emergency',
    question: 'How quickly can you respond to an emergency?',
    answer: prose`Our emergency line is answered 24/7, and a crew typically arrives within
      ${emergency}. After a widespread hurricane, response times depend on road conditions and
      safety, and we prioritize active leaks, fallen trees and homes with vulnerable occupants. Call
      ${phone}.`,
    keywords: ['quickly', 'fast', 'emergency', 'response', 'hours', 'night', 'weekend'],
  },

  // --- Lifespan -----------------------------------------------------------------------------
  {
    id: 33,
    category: 'Lifespan',
    question: 'How long does the underlayment under a tile roof last?',
    answer: prose`The tiles themselves can last 50 years, but the underlayment that actually keeps
      water out typically lasts about 20-25 years in Florida. Leaks on an older tile roof usually
      mean the underlayment is failing, and the fix is to lift the tiles, replace the underlayment
      and reinstall sound tiles with replacements for broken ones.`,
    keywords: ['tile', 'underlayment', 'last', 'lifespan', 'years', 'relay'],
  },
  {
    id: 34,
    category: 'Lifespan',
    question: 'What shortens roof life on the coast?',
    answer: prose`Salt spray corrodes fasteners and metal, intense UV dries out asphalt, and
      humidity feeds algae. A poorly ventilated attic bakes shingles from below, and overhanging
      trees drop debris that holds moisture. Good ventilation, corrosion-resistant materials and
      yearly inspections make the biggest difference.`,
    keywords: ['shorten', 'life', 'coast', 'salt', 'sun', 'humidity', 'wear'],
  },
  {
    id: 35,
    category: 'Lifespan',
    question: 'How can I make my roof last longer?',
    answer: prose`Keep gutters and valleys clear, trim overhanging trees, make sure the attic is
      well ventilated, treat algae with a soft wash rather than pressure washing, and fix small
      problems such as cracked pipe boots right away. A yearly professional inspection catches the
      rest.`,
    keywords: ['last', 'longer', 'extend', 'life', 'protect', 'care'],
  },

  // --- Warranty -----------------------------------------------------------------------------
  {
    id: 36,
    category: 'Warranty',
    question: 'What warranties do you offer?',
    answer: prose`Every roof we install carries our warranty: ${WARRANTY_TERMS_TEXT}. Repairs
      carry a written workmanship warranty on the area we repaired. All terms are in writing with
      your contract, and you receive a warranty certificate when the job is complete.`,
    keywords: ['warranty', 'guarantee', 'workmanship', 'manufacturer', 'coverage', 'years'],
  },
  {
    id: 37,
    category: 'Warranty',
    question: 'What can void a roof warranty?',
    answer: prose`Common causes are pressure washing, unapproved repairs or penetrations (for
      example a satellite dish or solar mounts installed without proper flashing), poor attic
      ventilation and not registering the manufacturer's warranty. Call us before anyone else works
      on your roof and we'll tell you how to keep coverage intact.`,
    keywords: ['void', 'warranty', 'cancel', 'invalid', 'lose', 'coverage'],
  },
  {
    id: 38,
    category: 'Warranty',
    question: 'Does my roof warranty transfer if I sell my home?',
    answer: prose`Many manufacturer warranties can be transferred to the next owner, often once and
      within a set time after the sale, and sometimes with a registration form. The transfer terms
      of our workmanship warranty are written in your contract. A transferable warranty and a closed
      permit are real selling points.`,
    keywords: ['transfer', 'warranty', 'sell', 'buyer', 'new', 'owner'],
  },
  {
    id: 39,
    category: 'Warranty',
    question: 'Do roof repairs come with a warranty?',
    answer: prose`Yes. Repairs come with a written workmanship warranty on the area we repaired, and
      the coverage is stated on your invoice. We can't warrant parts of an old roof we didn't touch,
      so we'll tell you honestly if the rest of the roof is near the end of its life.`,
    keywords: ['repair', 'warranty', 'guarantee', 'fix', 'covered'],
  },

  // --- Insurance ----------------------------------------------------------------------------
  {
    id: 40,
    category: 'Insurance',
    question: 'What is a wind mitigation inspection?',
    answer: prose`It's an inspection recorded on Florida's uniform mitigation form (OIR-B1-1802)
      that documents your roof covering, deck nailing, roof-to-wall connections, roof shape,
      secondary water barrier and opening protection. Florida insurers must offer discounts for
      these features, and a report is generally valid for five years. After a new roof, an updated
      report often lowers the wind portion of your premium.`,
    keywords: ['wind', 'mitigation', 'inspection', 'discount', 'premium', 'form'],
  },
  {
    id: 41,
    category: 'Insurance',
    question: 'Can my insurer drop me because of my roof age?',
    answer: prose`Florida law says an insurer may not refuse to issue or renew a homeowners policy
      solely because the roof is less than 15 years old. For roofs 15 years or older, you can have
      the roof inspected, and if it has at least five years of useful life left the insurer can't
      refuse coverage based on age alone. Insurers can still act on actual condition, so fix visible
      problems first.`,
    keywords: ['insurer', 'drop', 'roof', 'age', 'renew', 'cancel', 'years'],
  },
  {
    id: 42,
    category: 'Insurance',
    question: 'Should I file a claim for minor roof damage?',
    answer: prose`Compare the repair cost with your deductible first; for hurricane damage that
      deductible is often several thousand dollars. If the repair costs less, paying it yourself may
      avoid a claim on your record. A free inspection and written estimate from us gives you the
      numbers to decide.`,
    keywords: ['file', 'claim', 'minor', 'small', 'deductible', 'worth'],
  },
  {
    id: 43,
    category: 'Insurance',
    question: 'What is a 4-point inspection?',
    answer: prose`Insurers often ask for one on older homes. It covers four systems: the roof,
      electrical, plumbing and heating/air conditioning. For the roof, it records material, age,
      condition and any signs of leaks, and a roof near the end of its life can make coverage hard
      to get. We can inspect and repair the roof before your inspector visits.`,
    keywords: ['four', 'point', 'inspection', 'insurance', 'older', 'home'],
  },
  {
    id: 44,
    category: 'Insurance',
    question: 'Will a new roof lower my insurance premium?',
    answer: prose`Often, yes. A new roof built to the current Florida code usually improves several
      items on your wind mitigation report, and a younger roof is easier to insure. Get an updated
      wind mitigation inspection after the final inspection and send it to your agent.`,
    keywords: ['lower', 'insurance', 'premium', 'new', 'roof', 'savings'],
  },

  // --- Gutters ------------------------------------------------------------------------------
  {
    id: 45,
    category: 'Gutters',
    question: 'Do Florida homes need gutters?',
    answer: prose`Many Florida homes don't have them, but gutters protect doors, walkways and
      landscaping from summer downpours and keep water away from the foundation, especially on homes
      with little overhang or sandy, erosion-prone soil. Where gutters would clog constantly under
      heavy tree cover, we'll discuss guards or other drainage options.`,
    keywords: ['gutters', 'need', 'florida', 'rain', 'foundation', 'downspouts'],
  },
  {
    id: 46,
    category: 'Gutters',
    question: 'What size gutters should I get?',
    answer: prose`For most Florida homes we recommend 6-inch seamless aluminum K-style gutters with
      3x4-inch downspouts. They handle our intense summer downpours better than 5-inch gutters and
      clog less often. Seamless gutters are formed on site, so there are fewer joints to leak.`,
    keywords: ['gutter', 'size', 'seamless', 'aluminum', 'inch', 'downspout'],
  },
  {
    id: 47,
    category: 'Accessories',
    question: 'Are gutter guards worth it?',
    answer: prose`Under oaks and pines, usually yes: good guards keep leaves and needles out so the
      gutters don't overflow and rot the fascia. They aren't maintenance-free, since pollen and fine
      debris still build up on top, so plan a light cleaning at least once a year instead of twice.
      We install rigid micro-mesh guards that don't lift the first row of shingles.`,
    keywords: ['gutter', 'guards', 'leaves', 'screens', 'mesh', 'clogged'],
  },

  // --- Ventilation --------------------------------------------------------------------------
  {
    id: 48,
    category: 'Ventilation',
    question: 'Why does attic ventilation matter in Florida?',
    answer: prose`A hot, stagnant attic bakes shingles from below, traps humid air that condenses on
      the deck and makes your air conditioner work harder. Balanced ventilation, with intake at the
      soffits and exhaust near the ridge, keeps the deck drier and cooler. Shingle manufacturers
      also require proper ventilation for full warranty coverage.`,
    keywords: ['attic', 'ventilation', 'vent', 'heat', 'moisture', 'hot'],
  },
  {
    id: 49,
    category: 'Ventilation',
    question: 'Ridge vents, box vents or attic fans: which is best?',
    answer: prose`For most homes, a continuous ridge vent paired with clear soffit intake is the
      most effective and least leak-prone. Mixing exhaust types, such as a ridge vent with a powered
      fan or gable vents, can short-circuit the airflow. We size ventilation to your attic so intake
      and exhaust are balanced.`,
    keywords: ['ridge', 'vent', 'fan', 'box', 'turbine', 'soffit', 'exhaust'],
  },
  {
    id: 50,
    category: 'Ventilation',
    question: 'Is spray foam insulation under the roof deck a good idea?',
    answer: prose`It can make the attic cooler and more efficient, but it has trade-offs. Foam
      applied to the underside of the deck hides the deck nailing and leaks, which can complicate
      wind mitigation inspections, future repairs and some shingle warranties. Talk to us and your
      insurance agent before you foam the deck.`,
    keywords: ['spray', 'foam', 'insulation', 'unvented', 'attic', 'deck'],
  },

  // --- Repair -------------------------------------------------------------------------------
  {
    id: 51,
    category: 'Repair',
    question: 'Can you replace just a few missing shingles?',
    answer: prose`Yes. Small shingle repairs are routine, and we match color and style as closely as
      possible. If your shingle has been discontinued, we'll show you the closest match before we
      start, and we re-seal the surrounding shingles so the repair holds in the wind.`,
    keywords: ['missing', 'shingles', 'few', 'replace', 'patch', 'repair', 'blown'],
  },
  {
    id: 52,
    category: 'Repair',
    question: 'How much does a typical roof repair cost?',
    answer: prose`Small repairs such as a pipe boot, a few shingles or a flashing reseal often cost
      a few hundred dollars; larger repairs involving decking, valleys or tile underlayment cost
      more. We inspect for free and give you a written price before any work starts.`,
    keywords: ['repair', 'cost', 'price', 'fix', 'small', 'leak'],
  },
  {
    id: 53,
    category: 'Repair',
    question: 'Can you fix a leak around my chimney or skylight?',
    answer: prose`Yes. These leaks almost always come from failed flashing or dried-out sealant
      rather than the chimney or skylight itself. The lasting fix is new step and counter-flashing
      or a new flashing kit, not more caulk.`,
    keywords: ['chimney', 'skylight', 'leak', 'flashing', 'around', 'seal'],
  },
  {
    id: 54,
    category: 'Repair',
    question: 'Can you repair a tile roof?',
    answer: prose`Yes. We replace cracked and slipped concrete and clay tiles, re-secure loose hip
      and ridge tiles, and repair the underlayment beneath. We keep a range of common profiles on
      hand, and for older or discontinued tiles we source salvaged matches.`,
    keywords: ['tile', 'repair', 'cracked', 'broken', 'slipped', 'concrete', 'clay'],
  },

  // --- Legal --------------------------------------------------------------------------------
  {
    id: 55,
    category: 'Legal',
    question: 'Do I need a permit for roof work?',
    answer: prose`A roof replacement in Florida always needs a building permit, and many repairs do
      too. We pull and close every permit for the work we do, and you receive a copy. A closed
      permit matters for insurance, wind mitigation credits and selling your home.`,
    keywords: ['permit', 'need', 'building', 'department', 'legal', 'required'],
  },
  {
    id: 56,
    category: 'Legal',
    question: 'How do I check that a roofer is licensed?',
    answer: prose`Look the contractor up on the Florida DBPR license portal: statewide certified
      roofing contractors have numbers starting with CCC. Also ask for certificates of liability and
      workers' compensation insurance. Our license number is ${COMPANY.license}.`,
    keywords: ['license', 'licensed', 'check', 'verify', 'contractor', 'insured'],
  },
  {
    id: 57,
    category: 'Legal',
    question: 'What is a Notice of Commencement?',
    answer: prose`It's a form recorded with the county before most larger jobs start, as part of
      Florida's Construction Lien Law. Together with lien releases from suppliers when you pay, it
      protects you from having to pay twice if a contractor fails to pay the people who supplied the
      job. We prepare it with you and explain each step.`,
    keywords: ['notice', 'commencement', 'lien', 'law', 'release', 'form'],
  },
  {
    id: 58,
    category: 'Legal',
    question: 'Can a roofer offer to pay or waive my insurance deductible?',
    answer: prose`No. Florida law prohibits contractors from offering to waive deductibles or giving
      rebates or gifts to get you to file a roof claim, and doing so can also be insurance fraud.
      Treat any such offer as a red flag.`,
    keywords: ['deductible', 'waive', 'pay', 'illegal', 'fraud', 'rebate'],
  },

  // --- Components ---------------------------------------------------------------------------
  {
    id: 59,
    category: 'Components',
    question: 'What is a secondary water barrier?',
    answer: prose`It's a second line of defense that keeps rain out if the roof covering is blown
      off, either self-adhering tape over every deck seam or a self-adhered membrane over the whole
      deck. Florida's code requires one when a home's roof is replaced, and it earns credit on your
      wind mitigation report.`,
    keywords: ['secondary', 'water', 'barrier', 'swb', 'tape', 'membrane'],
  },
  {
    id: 60,
    category: 'Components',
    question: 'What is roof underlayment?',
    answer: prose`Underlayment is the layer between the deck and the roofing material. Modern
      synthetic and self-adhered underlayments resist tearing and moisture far better than old felt
      paper, and on tile roofs the underlayment is the main waterproofing.`,
    keywords: ['underlayment', 'felt', 'synthetic', 'layer', 'peel', 'stick'],
  },
  {
    id: 61,
    category: 'Components',
    question: 'What are flashing and drip edge?',
    answer: prose`Flashing is metal that seals the joints where the roof meets walls, chimneys,
      valleys and penetrations. Drip edge is the metal strip along the roof edges that directs water
      into the gutter and protects the fascia. Both are replaced with every new roof.`,
    keywords: ['flashing', 'drip', 'edge', 'metal', 'fascia', 'valley'],
  },

  // --- Services -----------------------------------------------------------------------------
  {
    id: 62,
    category: 'Services',
    question: 'What roofing services do you offer?',
    answer: prose`We handle residential roofing (shingle, tile and metal), commercial roofing (TPO,
      EPDM and other flat roof systems), storm and leak repair with 24/7 emergency service, and roof
      cleaning and inspections, including drone, thermal imaging and documented reports. Not sure
      which one you need? Call ${phone} and we'll point you in the right direction.`,
    keywords: ['services', 'offer', 'residential', 'commercial', 'repair', 'inspection'],
  },
  {
    id: 63,
    category: 'Services',
    question: 'What areas do you serve?',
    answer: prose`We serve Jacksonville Beach, Neptune Beach, Atlantic Beach, Ponte Vedra Beach, St.
      Augustine, Fernandina Beach, St. Johns County, Jacksonville, Gainesville and Orange Park.
      Enter your zip code in the service-area checker on our home page, or call ${phone}.`,
    keywords: ['areas', 'serve', 'location', 'zip', 'jacksonville', 'augustine', 'beach'],
  },
  {
    id: 64,
    category: 'Services',
    question: 'Do you clean roofs?',
    answer: prose`Yes. We remove algae streaks, moss and lichen with a low-pressure soft wash that
      is safe for shingles, tile and metal, and we protect your plants while we work. A cleaning
      visit includes a quick condition check so small problems get noticed.`,
    keywords: ['clean', 'cleaning', 'algae', 'moss', 'wash', 'streaks'],
  },

  // --- Safety -------------------------------------------------------------------------------
  {
    id: 65,
    category: 'Safety',
    question: 'Is it safe to go on my roof to check for damage?',
    answer: prose`We strongly advise against it. Falls from ladders and roofs cause serious injuries
      every year, and wet, damaged or tile roofs are especially dangerous. Inspect from the ground
      with binoculars and let us do the rest; our inspections are free.`,
    keywords: ['safe', 'climb', 'ladder', 'walk', 'roof', 'fall'],
  },
  {
    id: 66,
    category: 'Safety',
    question: 'How do you keep my family and property safe during the job?',
    answer: prose`Our crews use fall protection and follow OSHA rules, mark off the work area, cover
      landscaping and pool areas, and run magnetic sweeps for nails every day. Please keep children
      and pets away from the drip line while we work.`,
    keywords: ['safety', 'family', 'kids', 'pets', 'nails', 'osha', 'protect'],
  },
  {
    id: 67,
    category: 'Safety',
    question: 'What should I avoid after a storm?',
    answer: prose`Stay away from downed power lines and anything touching them, including wet debris
      and metal gutters. Don't climb onto the roof or use a chainsaw on limbs resting on the house,
      and keep away from sagging ceilings. Call us for a safe inspection and emergency tarping.`,
    keywords: ['storm', 'after', 'danger', 'power', 'lines', 'avoid'],
  },

  // --- Design -------------------------------------------------------------------------------
  {
    id: 68,
    category: 'Design',
    question: 'What roof color is best for the Florida heat?',
    answer: prose`Light colors such as white, light gray and tan reflect more sunlight and keep the
      attic cooler, which helps when your ductwork is up there. Products rated by the Cool Roof
      Rating Council list their tested reflectance. Check your HOA's approved color list before you
      choose.`,
    keywords: ['color', 'colour', 'heat', 'light', 'white', 'cool', 'hoa'],
  },
  {
    id: 69,
    category: 'Design',
    question: 'Can I see what a new roof will look like on my house?',
    answer: prose`Yes. We bring full-size samples to your home so you can judge them in real
      daylight, and we can show you photos of finished roofs in your neighborhood. Many
      manufacturers also offer online visualizers where you upload a photo of your house.`,
    keywords: ['look', 'design', 'samples', 'visualize', 'preview', 'style'],
  },

  // --- Solar --------------------------------------------------------------------------------
  {
    id: 70,
    category: 'Solar',
    question: 'Should I replace my roof before installing solar panels?',
    answer: prose`If your roof has less than about 10-15 years of life left, usually yes. Panels
      last 25 years or more, and removing and reinstalling them for a later reroof typically costs
      several thousand dollars. We inspect the roof first and tell you honestly whether it will
      outlast the panels.`,
    keywords: ['solar', 'panels', 'replace', 'before', 'install', 'roof'],
  },
  {
    id: 71,
    category: 'Solar',
    question: 'Will solar panels make my roof leak?',
    answer: prose`Not if the mounts are properly flashed into the framing. Leaks come from mounts
      sealed with caulk instead of flashing or from cracked tiles. Standing-seam metal roofs avoid
      the issue entirely because panels clamp to the seams without any holes.`,
    keywords: ['solar', 'leak', 'panels', 'mounts', 'penetration', 'flashing'],
  },
  {
    id: 72,
    category: 'Solar',
    question: 'Can my HOA stop me from installing solar panels?',
    answer: prose`No. Florida law (section 163.04 of the Florida Statutes) prevents HOAs and deed
      restrictions from prohibiting solar collectors. An association may specify where on the roof
      they go, within 45 degrees east or west of due south, as long as that doesn't impair the
      system's performance.`,
    keywords: ['hoa', 'solar', 'panels', 'association', 'allowed', 'law'],
  },

  // --- Timing -------------------------------------------------------------------------------
  {
    id: 73,
    category: 'Timing',
    question: 'When is the best time to replace a roof in North Florida?',
    answer: prose`Late fall through spring is ideal: drier weather, fewer afternoon storms and
      shorter waits than after a hurricane. Aim to be finished before hurricane season starts on
      June 1. That said, we install year-round, and a roof that is failing shouldn't wait for the
      perfect season.`,
    keywords: ['best', 'time', 'season', 'when', 'schedule', 'year'],
  },
  {
    id: 74,
    category: 'Timing',
    question: 'How soon can you start my project?',
    answer: prose`We call you back within ${PROMISES.contactWithinHours} hours of your request and
      send a written estimate within ${PROMISES.writtenEstimateWithinHours} hours of the inspection.
      Once you sign, most jobs start within one to three weeks, depending on the permit, materials
      and weather; after a major storm demand can stretch that.`,
    keywords: ['soon', 'start', 'schedule', 'wait', 'available', 'when'],
  },
  {
    id: 75,
    category: 'Timing',
    question: 'How long does a roofing permit take?',
    answer: prose`It depends on the jurisdiction and the time of year: from a few days to a couple
      of weeks, and longer after major storms. We submit applications quickly and keep you
      updated.`,
    keywords: ['permit', 'long', 'approval', 'wait', 'days', 'county'],
  },

  // --- Green --------------------------------------------------------------------------------
  {
    id: 76,
    category: 'Green',
    question: 'Do you offer eco-friendly roofing options?',
    answer: prose`Yes. Light-colored cool roofs reduce heat gain, metal roofing contains recycled
      content and is recyclable at the end of its long life, and solar-ready installations make
      adding panels later easier. The greenest roof is often simply the one that lasts longest.`,
    keywords: ['eco', 'green', 'friendly', 'sustainable', 'environment', 'recycled'],
  },
  {
    id: 77,
    category: 'Green',
    question: 'What happens to my old roofing materials?',
    answer: prose`Tear-off goes into a roll-off container that we haul away. Metal flashing and old
      metal roofing go to recyclers, and we recycle other materials where local facilities accept
      them. Your yard is cleaned and swept with magnets before we leave.`,
    keywords: ['old', 'materials', 'disposal', 'recycle', 'dumpster', 'debris'],
  },

  // --- Problems -----------------------------------------------------------------------------
  {
    id: 78,
    category: 'Problems',
    question: 'What are the black streaks on my roof?',
    answer: prose`Mostly an airborne algae (Gloeocapsa magma) that thrives in Florida humidity and
      feeds on limestone filler in shingles. It's mainly cosmetic at first, but over years it holds
      moisture. A soft wash removes it, and zinc or copper strips and algae-resistant shingles slow
      regrowth.`,
    keywords: ['black', 'streaks', 'algae', 'stains', 'dark', 'mold'],
  },
  {
    id: 79,
    category: 'Problems',
    question: 'Why are my shingles curling or blistering?',
    answer: prose`The usual causes are age, an overheated attic from poor ventilation, moisture
      trapped under the roof, or a manufacturing defect. Curling shingles catch the wind and are
      likely to tear off in a storm, so have them inspected before hurricane season.`,
    keywords: ['curling', 'blistering', 'shingles', 'cupping', 'bubbles', 'lifting'],
  },
  {
    id: 80,
    category: 'Problems',
    question: 'My ceiling is stained but the roof looks fine. What else could it be?',
    answer: prose`In Florida, it's often not the roof: air-conditioning ducts and air handlers in
      hot attics sweat, condensate lines clog and overflow, and bathroom fans sometimes vent into
      the attic. Plumbing leaks from above can also show up on ceilings. Our inspection checks the
      attic so you don't pay for a roof repair that won't stop the drip.`,
    keywords: ['ceiling', 'stain', 'leak', 'condensation', 'air', 'conditioning'],
  },
  {
    id: 81,
    category: 'Problems',
    question: 'What are nail pops?',
    answer: prose`Nail pops happen when nails back out of the deck as the wood expands and
      contracts, lifting the shingle above them. They can tear through and let water in, so they
      should be reset or replaced and sealed before they turn into leaks.`,
    keywords: ['nail', 'pops', 'nails', 'raised', 'bumps', 'backing'],
  },

  // --- Commercial ---------------------------------------------------------------------------
  {
    id: 82,
    category: 'Commercial',
    question: 'Do you work on commercial buildings?',
    answer: prose`Yes. We install, repair and maintain roofs on offices, retail centers, warehouses,
      medical buildings, schools and hotels, including TPO, EPDM, modified bitumen, coatings and
      metal. We also set up scheduled maintenance programs for property managers.`,
    keywords: ['commercial', 'business', 'building', 'warehouse', 'office', 'property'],
  },
  {
    id: 83,
    category: 'Commercial',
    question: 'What is the best flat roof for a commercial building in Florida?',
    answer: prose`White single-ply membranes such as TPO are popular for their reflectivity and
      heat-welded seams, EPDM is durable and cost-effective, and roof coatings can add years to a
      sound existing roof. The right choice depends on the deck, drainage, rooftop traffic and
      budget, and we compare options after a core-sample inspection.`,
    keywords: ['flat', 'roof', 'tpo', 'epdm', 'membrane', 'commercial', 'coating'],
  },
  {
    id: 84,
    category: 'Commercial',
    question: 'Can my business stay open while you work?',
    answer: prose`In almost all cases, yes. We plan staging, crane lifts and noisy work around your
      hours, keep entrances and parking safe, and can work early mornings, evenings or weekends when
      needed.`,
    keywords: ['business', 'open', 'disruption', 'hours', 'tenants', 'customers'],
  },

  // --- Storm Damage -------------------------------------------------------------------------
  {
    id: 85,
    category: 'Storm Damage',
    question: 'How do I know if a storm damaged my roof?',
    answer: prose`From the ground, look for missing or lifted shingles, broken tiles, bent flashing,
      dented metal, granules washed into gutters and debris on the roof. Inside, check ceilings and
      the attic for new stains. Some damage, such as broken shingle seals, isn't visible from the
      ground, so a free inspection after a named storm is worth it.`,
    keywords: ['storm', 'damage', 'wind', 'check', 'hurricane', 'signs'],
  },
  {
    id: 86,
    category: 'Storm Damage',
    question: 'A tree fell on my roof. What should I do?',
    answer: prose`Get everyone out of the affected rooms and stay away from sagging ceilings and any
      power lines. Don't try to remove the tree yourself. Call your insurer and call us at ${phone}:
      we coordinate tree removal, tarp the opening and document the damage.`,
    keywords: ['tree', 'fell', 'fallen', 'limb', 'branch', 'hole'],
  },
  {
    id: 87,
    category: 'Storm Damage',
    question: 'How do I avoid storm-chaser roofing scams?',
    answer: prose`Be cautious with door-to-door crews who show up after a storm. Verify the Florida
      license and insurance, insist on a written contract with a local address, never pay in full
      upfront, and walk away from anyone who offers to cover your deductible or pressures you to
      sign that day.`,
    keywords: ['scam', 'storm', 'chaser', 'door', 'fraud', 'avoid'],
  },
  {
    id: 88,
    category: 'Storm Damage',
    question: 'Can hurricane damage show up weeks later?',
    answer: prose`Yes. High wind can break the seal strips between shingles without tearing them
      off, and those loose shingles fail in the next storm. Slow leaks can take weeks to stain a
      ceiling. Because new claims generally must be reported within one year of the loss, get an
      inspection soon after any hurricane.`,
    keywords: ['hurricane', 'later', 'hidden', 'delayed', 'damage', 'weeks'],
  },

  // --- Energy -------------------------------------------------------------------------------
  {
    id: 89,
    category: 'Energy',
    question: 'Can a new roof lower my energy bills?',
    answer: prose`It can. A reflective, light-colored roof, balanced attic ventilation and a radiant
      barrier together reduce the heat that reaches your ducts and living space, which matters in
      Florida, where most air handlers sit in the attic. Savings vary by home, so we focus on the
      upgrades with the best return for yours.`,
    keywords: ['energy', 'bills', 'lower', 'cooling', 'efficient', 'electric'],
  },
  {
    id: 90,
    category: 'Energy',
    question: 'What is a radiant barrier and is it worth it?',
    answer: prose`A radiant barrier is a reflective foil layer, often laminated to the roof decking,
      that reduces the heat radiating into the attic. In Florida's climate it can lower attic
      temperatures noticeably, and it's easiest and cheapest to add when the roof is replaced.`,
    keywords: ['radiant', 'barrier', 'foil', 'attic', 'heat', 'insulation'],
  },

  // --- Specialty ----------------------------------------------------------------------------
  {
    id: 91,
    category: 'Specialty',
    question: 'Do you work on historic homes in St. Augustine?',
    answer: prose`Yes. Homes in St. Augustine's historic districts often need approval from the
      city's Historic Architectural Review Board before the roof material or color changes, and
      Fernandina Beach has a similar process. We help prepare the submission and install materials
      that respect the home's character while meeting today's code.`,
    keywords: ['historic', 'augustine', 'district', 'old', 'review', 'fernandina'],
  },
  {
    id: 92,
    category: 'Specialty',
    question: 'Do you install standing-seam metal roofs?',
    answer: prose`Yes. We install standing-seam systems in aluminum and coated steel with concealed
      clips and Florida-approved trim details, choosing aluminum close to the ocean. Metal is also
      the best roof for solar, since panels clamp to the seams without penetrations.`,
    keywords: ['standing', 'seam', 'metal', 'install', 'aluminum', 'panels'],
  },

  // --- Drainage -----------------------------------------------------------------------------
  {
    id: 93,
    category: 'Drainage',
    question: 'Why does water pond on my flat roof?',
    answer: prose`Ponding comes from sagging decks, clogged drains or scuppers, or insulation that
      has compressed. Water standing more than about 48 hours after rain speeds up membrane aging
      and finds any weak seam. Tapered insulation, added drains or crickets usually solve it.`,
    keywords: ['ponding', 'water', 'flat', 'standing', 'drain', 'puddles'],
  },
  {
    id: 94,
    category: 'Drainage',
    question: 'Where should my downspouts drain?',
    answer: prose`At least 4-6 feet away from the foundation, onto a splash block, extension or
      underground drain that slopes away from the house. In sandy coastal soil, concentrated runoff
      near the slab can cause erosion and settlement, and water pooling by doors invites leaks.`,
    keywords: ['downspouts', 'drain', 'water', 'foundation', 'runoff', 'erosion'],
  },

  // --- Decorative ---------------------------------------------------------------------------
  {
    id: 95,
    category: 'Decorative',
    question: 'Can I get the look of tile without the weight?',
    answer: prose`Yes. Stone-coated steel and metal panels formed in barrel-tile and shake profiles
      give a Mediterranean look at a fraction of tile's weight, with strong wind performance.
      They're a good option when the framing can't carry tile or the HOA requires a tile
      appearance.`,
    keywords: ['tile', 'look', 'lightweight', 'stone', 'coated', 'barrel', 'style'],
  },
  {
    id: 96,
    category: 'Decorative',
    question: 'Do you install decorative accents like copper or cupolas?',
    answer: prose`Yes. We install copper or painted-metal accent roofs over bay windows and porches,
      cupolas, decorative ridge caps and custom trim. Accent details are flashed and fastened to the
      same wind standards as the main roof.`,
    keywords: ['decorative', 'copper', 'cupola', 'accent', 'trim', 'custom'],
  },

  // --- Standards ----------------------------------------------------------------------------
  {
    id: 97,
    category: 'Standards',
    question: 'Is North Florida in the High-Velocity Hurricane Zone?',
    answer: prose`No. The High-Velocity Hurricane Zone applies only to Miami-Dade and Broward
      counties. Northeast Florida roofs are designed to the Florida Building Code's wind maps for
      their location, and homes close to the coast may fall in the wind-borne debris region with
      stricter requirements. We check the requirements for your address on every permit.`,
    keywords: ['hvhz', 'velocity', 'hurricane', 'zone', 'wind', 'code', 'north'],
  },
  {
    id: 98,
    category: 'Standards',
    question: 'What does Florida Product Approval mean?',
    answer: prose`Roofing products used in Florida must carry a Florida Product Approval (or a local
      approval) showing they were evaluated for the state's wind and water requirements. The
      approval also specifies how they must be installed. Building inspectors check the approval
      numbers against what's on your roof.`,
    keywords: ['product', 'approval', 'florida', 'approved', 'tested', 'standard'],
  },

  // --- Technology ---------------------------------------------------------------------------
  {
    id: 99,
    category: 'Technology',
    question: 'Do you use drones and thermal imaging for inspections?',
    answer: prose`Yes. Drones photograph steep, tall or fragile tile roofs without anyone walking on
      them, and thermal imaging can reveal trapped moisture under the roof surface that isn't
      visible yet. Drone inspections start at $250 and thermal imaging at $300; our standard
      inspection for repair or replacement decisions is free.`,
    keywords: ['drone', 'thermal', 'imaging', 'infrared', 'technology', 'inspection'],
  },

  // --- Service and Accessories --------------------------------------------------------------
  {
    id: 100,
    category: 'Service',
    question: 'How quickly will you contact me after I request an inspection?',
    answer: prose`We call you back within ${PROMISES.contactWithinHours} hours to confirm a time, a
      certified inspector visits, and you receive a written estimate within
      ${PROMISES.writtenEstimateWithinHours} hours of the visit. There's no obligation. You can
      follow your estimate online with its estimate number, and estimates remain valid for
      ${PROMISES.estimateValidityDays} days.`,
    keywords: ['contact', 'callback', 'hear', 'back', 'inspection', 'request', 'estimate'],
  },
];
