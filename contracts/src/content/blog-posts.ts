import { COMPANY, PROMISES } from '../company.ts';
import type { BlogPost } from './content-types.ts';
import { markup } from './text.ts';

/** The five built-in articles (public-site §3). Featured: 1, 2 and 5. */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 1,
    title: "Hurricane Season Roof Prep: A North Florida Homeowner's Checklist",
    excerpt:
      'Hurricane season runs from June 1 to November 30. Here is what to check on your roof, in ' +
      'your attic and in your insurance paperwork before a storm is named, what to do when one ' +
      'is forecast, and how to inspect safely once it has passed.',
    category: 'Safety',
    readTime: '10 min read',
    author: 'Carlos Rivera, Storm Response Manager',
    date: '2026-04-28',
    tags: ['hurricane season', 'storm preparation', 'wind mitigation', 'insurance', 'checklist'],
    featured: true,
    views: 2847,
    content: markup`
      ## Why the roof comes first

      The Atlantic hurricane season officially runs from **June 1 to November 30**, and North
      Florida has learned the hard way that the whole window matters. Matthew brushed the coast
      from St. Augustine to the Jacksonville beaches in October 2016, Irma brought record flooding
      to Jacksonville in September 2017, and Nicole pushed surge and beach erosion into St. Johns
      County as late as November 2022. A storm does not need to make landfall here to tear off
      shingles or drive rain sideways under flashing.

      When a roof fails in high wind it rarely fails all at once. Wind gets under the edge of the
      roof, lifts a few shingles or a section of flashing, and the opening lets rain reach the
      deck. From there water finds its way into insulation, ceilings and walls, and a few hundred
      dollars of missing shingles becomes a five-figure interior repair. Most of what follows is
      about keeping that first small failure from happening.

      ## Spring: the pre-season inspection

      The best time to find a weak spot is March through May, when roofers are not yet booked
      solid with storm calls and there is still time to fix what turns up. From the ground, with a
      pair of binoculars, look for:

      • Shingles that are lifted, creased, cracked or missing, especially along the eaves, rakes
      and ridge, where uplift forces are strongest
      • Bald patches where the protective granules have worn away, and heavy granule build-up in
      gutters or at downspout outlets
      • Cracked, slipped or broken tiles on tile roofs, and loose ridge or hip tiles
      • Flashing that has pulled away from walls, chimneys or dormers, and rusted or lifted metal
      drip edge
      • Vent pipe boots with cracked rubber collars, a very common leak source under Florida sun
      • Loose, rusted or missing fasteners on metal roofs, particularly close to the ocean
      • Tree limbs that overhang the roof or touch it when the wind blows

      Do not climb up to look. Falls from ladders and roofs injure far more homeowners every year
      than storms do. A professional inspection costs you nothing with us, and we photograph
      everything so you can see the same details we do.

      ## Look in the attic

      The attic tells you how the roof is attached to the house, and that connection is what keeps
      a roof in place in a hurricane. On a dry afternoon, with a flashlight, check for:

      • **Water stains or dark spots** on the underside of the decking, which point to slow leaks
      you may not see from inside the house
      • **Daylight** around vents, chimneys or along the ridge
      • **Roof-to-wall connections**: metal straps or clips tying the trusses or rafters to the
      top of the wall are far stronger than nails alone
      • **Gable-end bracing** on homes with tall gable walls, which are more prone to failure
      • **Deck nailing**: nails that miss the trusses (you will see their shiny tips beside the
      framing) or staples instead of nails weaken the deck attachment

      If you find problems, many of them can be corrected while the roof is being replaced, and
      some, such as adding hurricane clips, can be retrofitted from inside the attic.

      ## Know what your roof is worth to your insurer

      Florida law requires insurers to offer premium discounts for features that reduce wind
      damage, and the way you prove those features is a **wind mitigation inspection**, recorded
      on the state's uniform form (OIR-B1-1802). The inspector documents the roof covering and its
      permit date, how the roof deck is nailed, how the roof is tied to the walls, the roof shape
      (hip roofs score better than gables), whether there is a secondary water barrier, and how
      windows and doors are protected. A report is generally valid for five years as long as
      nothing material changes.

      If your last report predates a new roof, get an updated one: a roof replaced to current code
      can change several answers on the form at once. Keep a copy of your roofing permit and
      final inspection with it, because the inspector will ask for them.

      While you have the policy out, read the declarations page and note three things:

      • Your **hurricane deductible**, usually a percentage (often 2% to 10%) of your dwelling
      coverage rather than a flat amount. On a $400,000 home, 2% is $8,000.
      • Whether roof damage is paid at **replacement cost or actual cash value**, which some
      policies apply to older roofs
      • The **claim deadline**: under current Florida law a new or reopened claim generally has to
      be reported within one year of the date of loss, and a supplemental claim within 18 months

      ## Document before the storm

      Take a dated video walk-around of the outside of your house, including close-ups of the roof
      from every side you can safely see, and of every ceiling inside. Store it in the cloud, not
      only on your phone. Add photos of your roofing permit, invoices and warranty paperwork.
      Pre-storm evidence settles most of the arguments about whether damage is new.

      ## Trees, gutters and loose objects

      Live oaks, laurel oaks and pines are beautiful until a limb comes through the roof. Have a
      qualified arborist remove dead wood and limbs that overhang the house before the season,
      not after a watch is issued, when every tree service is booked. Clean the gutters and
      downspouts so heavy rain can drain away from the roof edge instead of backing up under it.
      Walk the yard for anything that could become a projectile: patio furniture, planters,
      grills, trampolines and loose pavers.

      ## When a storm is forecast: the 72-hour plan

      Once a storm is in the forecast cone, the time for roof work has passed; nobody should be on
      a roof in gusty conditions. Focus on what you can do safely from the ground:

      • Bring in or tie down everything in the yard and on the pool deck
      • Secure or remove satellite dishes and loose antennas if you can do it from the ground
      • Clear gutters one last time if you can reach them safely from a stable ladder on dry
      ground, and never in wind or rain
      • Move valuables and electronics away from exterior walls and away from ceilings that have
      leaked before
      • Photograph the roof and ceilings again so you have a record from the day before
      • Save our number, ${COMPANY.phone}, in your phone so you are not searching for it afterwards

      ## After the storm: safety first

      Wait until the storm has fully passed and local officials say it is safe to go out. Then:

      • Stay clear of downed power lines and anything touching them, including wet debris and
      metal gutters
      • Inspect from the ground with binoculars; do not climb onto a wet, possibly damaged roof
      • Look for missing shingles or tiles, exposed underlayment, lifted flashing, dented metal,
      and debris or limbs resting on the roof
      • Check ceilings and the attic for new stains, drips or sagging drywall
      • Photograph everything before anything is moved or cleaned up

      Your policy expects you to prevent further damage once it is safe, which usually means
      getting a temporary tarp on the roof quickly and keeping the receipts. Our crews respond to
      emergencies 24/7, typically within ${PROMISES.emergencyResponse}, and we document what we
      find with dated photos you can hand to your adjuster.

      ## Watch out for storm chasers

      After every major storm, out-of-town crews arrive with door-to-door pitches. Before you sign
      anything, confirm the contractor's Florida license on the state's DBPR license lookup, ask
      for a certificate of insurance, and be wary of anyone who pressures you to sign on the spot.
      Florida law prohibits contractors from offering to waive your deductible or giving gifts
      or rebates to get you to file a claim, so treat any such offer as a red flag. Our license
      number, ${COMPANY.license}, is printed on every estimate.

      ## The short version

      • **Spring**: professional inspection, repairs, tree trimming, an updated wind mitigation
      report
      • **Before a storm**: secure the yard, document the house, know your deductible
      • **After a storm**: stay safe, inspect from the ground, tarp quickly, call a licensed
      local roofer

      If you would like a free pre-season inspection, call us at ${COMPANY.phone} or request one
      through the quote form. We will get back to you within ${PROMISES.contactWithinHours} hours
      to set a time.
    `,
  },
  {
    id: 2,
    title: 'Metal vs. Shingle Roofing for Coastal Homes: An Honest Comparison',
    excerpt:
      'Metal and architectural shingles are the two most popular choices on the First Coast. We ' +
      'compare wind performance, salt-air corrosion, heat, noise, insurance and lifetime cost so ' +
      'you can decide which one fits your house and your plans.',
    category: 'Materials',
    readTime: '11 min read',
    author: 'Dana Whitfield, Senior Roofing Consultant',
    date: '2026-02-17',
    tags: ['metal roofing', 'shingles', 'coastal homes', 'salt air', 'roof cost'],
    featured: true,
    views: 1923,
    content: markup`
      ## Two good answers to the same question

      Walk any street in Atlantic Beach or Ponte Vedra and you will see both: dimensional asphalt
      shingles on most houses and standing-seam metal on a growing number of them. Both are
      legitimate choices for a coastal North Florida home when they are installed to the Florida
      Building Code. The right one depends on how close you are to the ocean, how long you plan to
      stay, your budget today and what your insurer and your HOA think. Here is how they compare.

      ## Wind performance

      Modern **architectural shingles** are tested for wind resistance, and the ones worth putting
      on a Florida house carry an ASTM D7158 Class H rating or an ASTM D3161 Class F rating. Many
      manufacturers warrant their shingles to 110 mph with standard installation and to 130 mph
      or more with extra nails and specific starter strips. Those upgraded installation details
      matter more than the brand: most shingle failures we see in storms start at the edges,
      where starter strips were missing or the nails were placed too high.

      **Standing-seam metal** panels lock together at raised seams and attach with concealed
      clips, so there are no exposed fasteners for the wind to work loose. Tested assemblies can
      resist very high uplift, and panels that stay on the roof also protect the deck beneath.
      The weak point of metal roofs is usually the trim: ridge, eave and rake details must be
      fastened as tested, not improvised on site.

      Either way, ask for the **Florida Product Approval number** of the system being installed.
      It tells you the product has been evaluated for Florida's wind requirements, and your
      building department will check it.

      ## Salt air and corrosion

      This is where coastal homes differ from inland ones. Salt spray carried on the sea breeze
      corrodes exposed steel, cheap fasteners and thin coatings, and it does so faster the closer
      you are to the surf.

      • **Aluminum** standing-seam panels do not rust and are the usual choice for oceanfront and
        near-oceanfront homes.
      • **Galvalume or painted steel** performs well a little further inland, but many
        manufacturers limit or exclude finish and corrosion warranties within a set distance of
        salt water. That distance varies by manufacturer, so we check the actual warranty for your
        address before we recommend a panel.
      • **Shingles** are not affected by salt in the same way, but their metal components are:
        drip edge, valley metal, vent flashing and nails. Near the beach we use stainless or
        hot-dipped galvanized fasteners and corrosion-resistant flashing.

      Rinsing salt film off a metal roof with a garden hose once or twice a year, and from the
      ground, noticeably extends the life of the finish within a block or two of the beach.

      ## Lifespan in Florida conditions

      Florida sun is hard on asphalt. Ultraviolet light and attic heat dry out the shingle, and
      afternoon storms wash away granules year after year. Realistically, a well-installed
      architectural shingle roof with good attic ventilation lasts roughly **15 to 25 years**
      here, often less on a poorly ventilated attic or a roof that faces the ocean.

      A properly installed standing-seam metal roof commonly lasts **40 years or more**, and the
      paint finishes used on quality panels (PVDF resins, often sold under the Kynar 500 name)
      hold their color for decades. If you expect to stay in the house for 20 years or longer,
      that difference matters.

      ## Heat and energy

      Metal roofs with light, reflective finishes bounce back much of the sunlight that a dark
      shingle absorbs, which keeps the attic cooler and can reduce cooling costs, especially when
      your air handler and ducts sit in the attic, as they do in most Florida homes. Reflective or
      "cool" shingles exist as well, but in practice the choice of color matters more than the
      material: a white or light gray roof of either kind runs cooler than a black one. Look for
      products rated by the Cool Roof Rating Council, which publishes tested reflectance values.

      ## Noise

      The most common worry about metal is noise in a summer downpour. On a house, metal panels
      are installed over a solid plywood deck and underlayment, with insulation below, so rain
      sounds much like it does on shingles. The loud "tin roof" sound comes from metal over open
      framing, as on a barn or a carport.

      ## Algae, appearance and repairs

      The black streaks on so many Florida roofs are an algae, and shingles give it plenty of
      texture to cling to. Algae-resistant shingles with copper-containing granules slow it down;
      metal roofs shed it much more easily. Shingles, however, are simpler to repair: a handful of
      storm-damaged shingles can usually be replaced in an afternoon, while a damaged metal panel
      may need to be replaced full length, and an exact color match years later is not
      guaranteed for either.

      Check your HOA rules before you fall in love with a color or profile. Many communities in
      St. Johns County specify approved materials and colors and require written approval before
      work begins.

      ## Insurance

      Insurers look at roof age, condition and the documentation on your wind mitigation report
      more than at material alone. A new roof of either type installed to the current code can
      improve your report. Some carriers treat metal roofs more favorably when setting the age
      at which they start asking questions, but rules vary between companies, so ask your agent
      for quotes on both options before you decide.

      ## Cost over the life of the roof

      Upfront, standing-seam metal typically costs roughly **two to three times** as much as
      architectural shingles for the same house, and aluminum costs more than steel. For a
      typical 2,000 square foot home, architectural shingles are usually the most budget-friendly
      way to get a code-compliant, high-wind roof, and our instant quote tool prices them at $550
      per roofing square as a starting point.

      Spread over its service life, though, metal can cost less per year, especially if the
      shingle roof would need replacing once or twice in the same period. The honest comparison
      depends on how long you will own the house:

      • **Selling within 10 years?** Architectural shingles usually make the most financial sense.
      • **Staying 20 years or more?** Metal often wins on cost per year and on hassle.
      • **Oceanfront or first row from the dunes?** Aluminum standing seam is worth a close look.
      • **Tight budget now?** Quality shingles with upgraded high-wind installation details,
        plus financing, may be the sensible middle ground.

      ## Myths worth retiring

      • **"Metal roofs attract lightning."** They do not. And if lightning does strike, a metal
        roof is non-combustible.
      • **"Metal roofs dent in every hailstorm."** Severe hail can dent metal, but hail large
        enough to do so is uncommon here; the realistic threat is wind-blown debris, which
        damages any roof.
      • **"You can put metal over old shingles and save the tear-off."** Florida's reroofing
        rules and the manufacturers' installation requirements make a full tear-off the right
        answer in almost every case: it is the only way to inspect and re-nail the deck and
        install a proper secondary water barrier.

      ## How we help you decide

      We will inspect the roof, measure it, check your distance from salt water and your HOA
      requirements, and price both options side by side in writing, usually within
      ${PROMISES.writtenEstimateWithinHours} hours of the visit. Call ${COMPANY.phone} or use the
      quote form to book a free consultation.
    `,
  },
  {
    id: 3,
    title: 'Florida Building Codes for Roofs: What Homeowners Need to Know',
    excerpt:
      'From the 25% repair rule that changed in 2022 to deck re-nailing, secondary water ' +
      'barriers and permits, here is a plain-English guide to the Florida Building Code as it ' +
      'applies to roofs in North Florida.',
    category: 'Building Codes',
    readTime: '12 min read',
    author: 'James Holloway, Permitting & Code Compliance Manager',
    date: '2026-03-10',
    tags: ['florida building code', '25 percent rule', 'permits', 'wind mitigation', 'reroofing'],
    featured: false,
    views: 1654,
    content: markup`
      ## One code for the whole state

      Since 2002, Florida has had a single statewide building code, the **Florida Building Code
      (FBC)**. It is based on the national model codes but amended heavily for hurricanes, and it
      is updated every three years. The current edition is the **8th edition (2023)**, which took
      effect on December 31, 2023. Cities and counties enforce it through their building
      departments, and roofing work is one of the areas they watch most closely.

      For a homeowner, the code shows up in four places: the permit, the materials, the way the
      roof is attached, and the rules about how much of a roof can be repaired.

      ## North Florida is not the High-Velocity Hurricane Zone

      You may have heard of the **High-Velocity Hurricane Zone (HVHZ)**. It applies only to
      Miami-Dade and Broward counties, which have their own, stricter testing and approval rules
      (the Miami-Dade Notice of Acceptance, or NOA). Northeast Florida is not in the HVHZ.

      That does not mean our requirements are light. Roofs here are designed for the wind speeds
      on the code's wind maps, which for most of our service area fall roughly between 120 and
      140 mph depending on the exact location and the type of building. Areas close to the coast
      may also fall within the **wind-borne debris region**, where stricter rules apply to
      windows, doors and some retrofits. Your building department can tell you which applies to
      your address, and we check it on every permit application.

      ## Products need Florida approval

      Every roofing product we install, from shingles and tiles to underlayment, metal panels and
      even skylights, must have a **Florida Product Approval** (or a local approval) showing it
      was evaluated for Florida's requirements. The approval also sets out how the product must be
      installed: fastener type, nail count, spacing and underlayment. Inspectors check the
      approval numbers against what is on the roof. If a contractor cannot tell you the approval
      number of the product they plan to use, that is a warning sign.

      ## What the code requires when a roof is replaced

      Replacing the roof covering on an existing single-family home triggers specific hurricane
      retrofits that were written into Florida's code after the 2004 and 2005 storm seasons:

      • **Deck attachment**: once the old roof is off, the plywood or board deck must be checked
        and, where it does not meet the required fastening, re-nailed. In practice this usually
        means adding ring-shank nails at closer spacing along every framing member.
      • **Secondary water barrier**: a second line of defense against water if the roof covering
        is blown off, typically either sealing the joints between deck sheets with
        self-adhering tape or covering the whole deck with a self-adhered underlayment.
      • **Roof-to-wall connections**: for homes in the wind-borne debris region above a certain
        insured or assessed value (the threshold is $300,000), the code may also require
        improving the connections between the roof framing and the walls, with the cost of that
        work capped at a percentage of the reroof.

      These requirements are one reason we tear every roof down to the deck. Installing a new
      covering over an old one hides the deck, makes proper re-nailing impossible and is not
      allowed in many situations anyway.

      ## The 25% rule, and what changed in 2022

      For years, Florida's code contained what roofers call the **25% rule**: if more than 25% of
      a roof (or a roof section) was repaired, replaced or recovered within any 12-month period,
      the entire roof or section had to be brought up to the current code, which in practice often
      meant replacing all of it. After a big storm, that rule turned many partial repairs into
      full roof replacements, and it became a major point of friction between homeowners,
      contractors and insurers.

      In 2022 the Legislature changed the rule through **Senate Bill 4-D**, which added a
      provision to section 553.844 of the Florida Statutes:

      • If the existing roof was built, repaired or replaced **in compliance with the 2007 Florida
        Building Code or any later edition**, and 25% or more of it is being repaired or
        replaced, **only the repaired or replaced portion** has to meet the current code.
      • The 2007 code took effect on March 1, 2009, so in practice a roof permitted and installed
        after that date generally qualifies. The permit record and final inspection are your
        proof.
      • Local governments may not adopt their own amendments to this exception.
      • Roofs installed under older codes are still subject to the traditional 25% rule.

      What this means for you: if your roof dates from roughly 2009 or later and a storm damages
      part of it, a proper repair of the damaged section may be all the code requires. Whether
      your insurer pays for a repair or a replacement is a separate question about the extent of
      the damage and the terms of your policy. If your roof predates the 2007 code, extensive
      damage is more likely to lead to full replacement.

      ## Permits, inspections and paperwork

      Replacing a roof in Florida requires a building permit, and many repairs do too. The
      process usually looks like this:

      • **Permit application**: the contractor applies with the product approvals and the scope
        of work. Only a licensed contractor or a qualified owner-builder can pull the permit.
      • **Notice of Commencement**: for most roof replacements, a Notice of Commencement is
        recorded with the county before work starts. It is part of Florida's Construction Lien
        Law and protects you against liens from unpaid suppliers or subcontractors.
      • **In-progress inspection**: many jurisdictions inspect the deck nailing and secondary
        water barrier before the roof covering goes on.
      • **Final inspection**: the inspector confirms the finished roof matches the permit and the
        product approvals, and the permit is closed.

      Keep the closed permit with your home records. Insurers, wind mitigation inspectors and
      future buyers will ask for it, and an open or missing permit can complicate a sale or a
      claim.

      ## Licensing: who may do the work

      Roofing in Florida must be done by a licensed roofing contractor, either a **certified**
      contractor (licensed statewide, with a license number beginning CCC) or a contractor
      registered with a particular local jurisdiction. You can look up any license on the state's
      DBPR licensing portal. Our certified roofing contractor license is **${COMPANY.license}**.

      Florida law also protects consumers in other ways. A contractor who takes a deposit of more
      than 10% of the contract price generally must apply for the permit within 30 days and start
      work within 90 days after the permit is issued. And contractors are prohibited from offering
      to waive insurance deductibles or giving rebates as an incentive to file a roof claim.

      ## Insurance and the code work together

      A roof installed to the current code is more than a legal box to tick. The features the
      code requires, especially deck nailing, the secondary water barrier and approved coverings,
      are exactly the items recorded on a **wind mitigation inspection**, and Florida insurers
      must offer discounts for them. After a new roof, an updated wind mitigation report is one of
      the quickest ways to recover part of what you spent.

      ## Historic districts and HOAs

      The building code is not the only rulebook. In St. Augustine's historic districts, exterior
      changes such as a new roof material or color may need approval from the city's Historic
      Architectural Review Board, and Fernandina Beach has a similar process for its historic
      district. Many neighborhoods in St. Johns County and the beaches also have HOA
      architectural rules. We help prepare the submissions, but allow time for them in your
      schedule.

      ## A homeowner's checklist

      • Confirm the contractor's license and insurance before you sign
      • Ask for the Florida Product Approval numbers of the roof system
      • Make sure the contract includes tear-off, deck re-nailing and the secondary water barrier
      • Ask how rotted decking will be priced if it is found
      • Get a copy of the permit and, at the end, the passed final inspection
      • Schedule an updated wind mitigation inspection and send it to your insurer

      Questions about your own roof? Call ${COMPANY.phone}. We are happy to look up your permit
      history and explain what the code means for your house.
    `,
  },
  {
    id: 4,
    title: 'Solar Integration: How to Add Solar Panels Without Compromising Your Roof',
    excerpt:
      'Solar and roofing are a 25-year partnership. Learn when to replace your roof first, how ' +
      'panels attach to shingle, tile and metal roofs, what Florida law says about HOAs, and how ' +
      'incentives changed for 2026.',
    category: 'Solar Integration',
    readTime: '9 min read',
    author: 'Priya Natarajan, Solar Integration Specialist',
    date: '2026-05-19',
    tags: ['solar panels', 'roof replacement', 'net metering', 'hoa', 'metal roofing'],
    featured: false,
    views: 1456,
    content: markup`
      ## Think of it as a 25-year partnership

      Solar panels are designed to produce power for 25 years or more. The roof under them has
      to last just as long, or the panels will have to come off part-way through their life.
      Removing and reinstalling a solar array so the roof can be replaced typically costs several
      thousand dollars, plus the electricity you do not produce while the system is down. Planning
      the roof and the solar together avoids paying for that twice.

      ## Step one: how much life does your roof have left?

      As a rule of thumb, if your roof has less than about 10 to 15 years of useful life left, it
      is usually cheaper to replace it before the panels go up. In Florida's climate that often
      means:

      • **Architectural shingles** older than about 10 years deserve a close inspection first
      • **Tile roofs** may have sound tiles but aging underlayment; the underlayment typically
        needs replacing at 20 to 25 years, and that job requires lifting the tiles, and the panels
      • **Metal roofs** in good condition are usually ready for solar at almost any age

      We inspect the roof before any solar design is finalized and tell you honestly whether it
      will outlast the panels.

      ## How panels attach to different roofs

      **Shingle roofs.** Racking rails sit on mounts that are bolted into the rafters or trusses,
      each with its own flashing that slides under the shingle above. Done correctly, the
      flashing sheds water around the penetration; done badly, with a blob of sealant in place of
      flashing, it is a leak waiting for the next summer storm.

      **Tile roofs.** Tile mounts need more care. The installer removes tiles, attaches a hook or
      a flashed mount to the framing, and then cuts or replaces tiles around it. Concrete and clay
      tiles break easily under foot traffic, so expect some replacement tiles in the budget and
      make sure someone on the crew knows tile.

      **Standing-seam metal roofs.** This is the best surface for solar. Clamps grip the raised
      seams, so there are no holes through the roof at all, and a 40-year metal roof easily
      outlasts the panels.

      **Low-slope and flat roofs.** Commercial and some residential flat roofs use tilted racks
      that are either attached through flashed penetrations or held down with ballast, depending
      on the roof membrane and the structure's capacity.

      ## Engineering for Florida wind

      A solar array is a set of sails bolted to your house. In Florida the array and its
      attachments must be designed for the local design wind speed, and permit drawings normally
      include engineering for the number and spacing of attachments. Panels near roof edges,
      corners and ridges see the highest uplift, which is why designers keep set-backs from those
      zones and why some layouts look less tidy than you might expect. Near the ocean, insist on
      stainless steel or similarly corrosion-resistant hardware.

      ## Orientation, shade and the oaks

      South-facing roof planes produce the most energy in Florida, but east- and west-facing
      planes still perform well at our latitude. Shade is the bigger enemy: a mature live oak can
      cut production sharply. In Gainesville, Orange Park and much of Jacksonville, the tree
      canopy often decides the layout more than the compass does. A good designer models shade
      across the year, not just on the day of the site visit.

      ## Your HOA cannot simply say no

      Florida's solar rights law (section 163.04 of the Florida Statutes) prevents deed
      restrictions and homeowners' associations from prohibiting solar collectors on your home.
      An association may decide where on the roof the panels go, within an orientation to the
      south or within 45 degrees east or west of due south, as long as its choice does not impair
      the system's effective operation. Submit the plans to your HOA anyway; it keeps the
      relationship smooth and the paperwork clean.

      ## Utilities and net metering

      Which utility serves your home matters. Northeast Florida is served by investor-owned
      utilities such as FPL, by municipal utilities such as JEA, Beaches Energy Services and
      Gainesville Regional Utilities, by Florida Public Utilities on Amelia Island, and by
      cooperatives such as Clay Electric. Each has its own interconnection process and its own
      rules for crediting the power you send back to the grid, and those rules change from time
      to time. Read the current net metering or buy-back policy of your utility before you size a
      system.

      ## Incentives in 2026: what changed

      The federal 30% Residential Clean Energy Credit that many homeowners used for solar ended
      for expenditures made after December 31, 2025, under the tax law passed in July 2025. If you
      are planning a system in 2026, do not count on that credit; ask a tax professional about
      your situation. Florida's own incentives are still in place: solar energy systems are
      exempt from state sales tax, and the added value of a residential renewable energy system
      is excluded from your property tax assessment.

      Without the federal credit, roof-mounted solar needs a clearer-eyed payback calculation. For
      some households it still makes sense, especially with high electricity use and a new roof.
      For others, improving attic ventilation, insulation and roof reflectivity delivers a faster
      return.

      ## Hurricanes and power outages

      A standard grid-tied system shuts off automatically when the grid goes down, to protect line
      workers. If you want power after a storm, you need a battery or a backup-capable inverter
      designed for that purpose. Before a hurricane, have the installer confirm the array is
      secure; after one, have both the panels and the roof around them inspected before you
      switch the system back on.

      ## Protecting your roof warranty

      Every hole in a roof is a potential leak, and every new penetration raises the question of
      who is responsible if it leaks. Roofing manufacturers may require approved mounting and
      flashing methods for their warranty to stay valid, and solar installers usually warrant
      only their own penetrations. The cleanest arrangement is one company coordinating both, or
      a clear written agreement between the roofer and the solar installer about flashing and
      responsibility.

      ## How we work with solar

      • We inspect the roof and give you an honest estimate of its remaining life
      • If replacement makes sense, we install a solar-ready roof, with blocking and flashing
        plans coordinated with your solar installer
      • On metal roofs, we recommend seam-clamp attachment with no penetrations
      • We handle remove-and-reinstall coordination when an existing array has to come off for a
        reroof

      Tell your insurance agent when panels are added, because they change your home's
      replacement cost. And if you are weighing solar against other roof upgrades, call us at
      ${COMPANY.phone}; we will help you compare the options without a sales pitch.
    `,
  },
  {
    id: 5,
    title: 'Leak Prevention 101: Stop Roof Leaks Before They Start',
    excerpt:
      'Most roof leaks start small, at flashing, pipe boots and valleys, long before a stain ' +
      'appears on the ceiling. Here is where to look, a seasonal maintenance calendar for North ' +
      'Florida, and what to do if water is already coming in.',
    category: 'Maintenance',
    readTime: '10 min read',
    author: 'Tom Kessler, Service & Maintenance Manager',
    date: '2026-01-20',
    tags: ['roof leaks', 'maintenance', 'flashing', 'gutters', 'algae'],
    featured: true,
    views: 2134,
    content: markup`
      ## Small leaks, big bills

      By the time a brown ring shows up on your ceiling, water has usually been getting in for a
      while. It has soaked the insulation, wetted the decking and possibly started mold in the
      attic. In North Florida's heat and humidity, damp wood and drywall turn into a mold problem
      fast. The good news is that most leaks start in a few predictable places, and most of them
      can be caught early.

      ## Where leaks actually start

      **Flashing.** Metal flashing seals the joints where the roof meets walls, chimneys, dormers
      and skylights. Sealant dries and cracks in the sun, and step flashing that was nailed
      incorrectly or never installed lets wind-driven rain in. Flashing is behind more leaks than
      shingles are.

      **Pipe boots.** Plumbing vents pass through the roof inside a rubber collar. Under Florida
      UV, those collars often crack long before the shingles wear out, sometimes within eight to
      ten years. A cracked boot leaks straight down the pipe and shows up as a stain near a
      bathroom or kitchen.

      **Valleys.** Valleys carry the water of two roof planes. Debris collects there, especially
      under oaks and pines, and holds moisture against the roof.

      **Exposed nails and nail pops.** Nails that back out as the deck expands and contracts lift
      the shingle above them and open a path for water.

      **Tile roof underlayment.** On tile roofs the tiles shed most of the water, but the
      underlayment beneath them is the real waterproofing. After 20 years or so it can become
      brittle, and broken or slipped tiles expose it to sun and rain.

      **Flat roof seams and drains.** On low-slope roofs, water that stands for more than about 48
      hours after rain, open seams and clogged drains are the usual suspects. Air-conditioning
      equipment on the roof adds penetrations and condensate lines to watch.

      ## Warning signs inside the house

      • Water stains, peeling paint or bubbling on ceilings and the upper parts of walls
      • A musty smell in closets or upstairs rooms
      • Damp or compressed insulation, dark stains on the decking, or rusty nail tips in the
        attic
      • Daylight visible through the roof boards
      • Higher cooling bills without an obvious reason, which can point to wet insulation

      Not every ceiling stain is the roof. In Florida, air-conditioning ducts and air handlers in
      hot attics often sweat, and clogged condensate lines overflow. Bathroom fans that vent into
      the attic instead of outside can soak the underside of the roof. A proper inspection tells
      the difference, so you don't pay for a roof repair that won't stop the drip.

      ## A seasonal calendar for North Florida

      ### Winter (December to February)

      • Clean gutters after the leaves are down
      • Check the attic on a cool, dry day, when stains are easier to see
      • Book any repairs now, while roofers' schedules are lighter

      ### Spring (March to May)

      • Have a professional inspection before hurricane season starts on June 1
      • Trim limbs that overhang the roof
      • Clear the pine pollen and oak debris that pile up in valleys and gutters

      ### Summer (June to August)

      • After heavy afternoon storms, look for new stains inside and debris on the roof
      • Make sure condensate lines and drains are flowing
      • Keep an eye on tropical forecasts and know your storm plan

      ### Fall (September to November)

      • After any named storm or strong cold front, check for lifted shingles and tiles from the
        ground
      • Clean gutters again once the fall leaves come down
      • Treat algae before winter if streaks have appeared

      ## Gutters and drainage

      Clogged gutters overflow behind the fascia, rot the roof edge and can push water under the
      first row of shingles. Clean them at least twice a year, more often under trees, and make
      sure downspouts discharge at least a few feet from the foundation. Gutter guards help under
      heavy tree cover but are not maintenance-free.

      ## Algae streaks: clean them the right way

      The black streaks on Florida roofs are mostly an algae that feeds on limestone filler in
      shingles. They are unsightly and, left for years, can hold moisture against the roof.
      **Never pressure wash a shingle roof**: high pressure strips the protective granules and
      can void the manufacturer's warranty. The industry-recommended method is a low-pressure
      soft wash with a diluted cleaning solution, rinsed carefully to protect plants. Zinc or
      copper strips near the ridge and algae-resistant shingles help slow regrowth.

      ## Ventilation and moisture

      A hot, poorly ventilated attic bakes shingles from below and traps moisture. Balanced
      ventilation, with intake at the soffits and exhaust at or near the ridge, keeps the deck
      drier and cooler and is usually a condition of the shingle warranty. Keep soffit vents
      clear of insulation and paint, and make sure bathroom and kitchen fans vent outdoors.

      ## What homeowners can and shouldn't do

      You can do a lot from the ground and from the attic: watch for the signs above, keep gutters
      clear from a stable ladder, and note stains early. Leave roof-top work to professionals.
      Walking on a roof can crack tiles and scuff shingles, and falls from roofs and ladders are a
      leading cause of serious home injuries. Never go up in wet or windy weather.

      ## If water is coming in right now

      • Put a bucket under the drip and move furniture and electronics out of the way
      • If a ceiling is bulging with water, keep people away from it. Turn off power to any
        light fixture in the wet area
      • Photograph the ceiling, the attic and anything damaged
      • Call a roofer for a temporary repair or tarp, and keep the receipts for your insurer

      Our emergency crews are available 24/7 and typically arrive within
      ${PROMISES.emergencyResponse}. Call ${COMPANY.phone}.

      ## Make it routine

      A yearly inspection costs far less than a single interior repair. Our maintenance plans
      include an annual inspection with photos, minor sealing and fastening, gutter and valley
      clearing, and priority scheduling after storms. For homes with solar, tile or flat roofs,
      routine checks are even more valuable, because problems are harder to see from the ground.
      Request a free inspection through the quote form and we will contact you within
      ${PROMISES.contactWithinHours} hours.
    `,
  },
];

/** The article a /blog/{id} parameter names, read as a number (public-site §2); else none. */
export function findBlogPost(idParam: string | undefined): BlogPost | undefined {
  if (idParam === undefined || idParam.trim() === '') return undefined;
  const id = Number(idParam);
  if (!Number.isInteger(id)) return undefined;
  return BLOG_POSTS.find((post) => post.id === id);
}
