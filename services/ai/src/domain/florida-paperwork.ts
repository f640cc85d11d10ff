import { COMPANY, type DocumentType, PROMISES, WARRANTY_YEARS } from '@roofing/contracts';

/**
 * What the document assistant knows offline: the paperwork a Florida roofing contractor deals
 * with, the deadlines that cost money when missed, and which of our seven documents to make.
 * General guidance for the office, with the statute to look up; not legal advice.
 */
export interface PaperworkTopic {
  id: string;
  /** Words in a question that mean this topic. */
  pattern: RegExp;
  answer: string;
  suggestions: DocumentType[];
}

export const PAPERWORK_TOPICS: readonly PaperworkTopic[] = [
  {
    id: 'which-document',
    pattern:
      /which (document|form|paper)|what (document|form|paper)|in what order|workflow|difference between/,
    answer: `The usual order for a roofing job:
- **Estimate** after the inspection: scope, materials, squares, price, valid ${PROMISES.estimateValidityDays} days.
- **Roofing contract** once the homeowner says yes: it carries the Florida notices (right to cancel, lien law, recovery fund).
- **Invoice** for the deposit and each progress payment, each paired with a **conditional lien waiver**.
- **Unconditional lien waiver** only after a payment has cleared; the final one with the final invoice.
- **Warranty certificate** at completion, once paid in full.
- **Profit & loss statement** monthly or quarterly for the office, and the **safety manual** for every crew member.`,
    suggestions: ['estimate', 'roofing-contract', 'invoice', 'lien-waiver', 'warranty'],
  },
  {
    id: 'notice-to-owner',
    pattern: /notice to owner|\bnto\b|subcontractor|supplier/,
    answer: `A **Notice to Owner** (s. 713.06, Florida Statutes) is served by those without a direct contract with the owner (subcontractors, material suppliers) **within 45 days of first furnishing** labor or materials, or they lose their lien rights. As the contractor in direct contract with the homeowner we need none, but before each payment the owner may ask us for lien releases from everyone who served one on them.`,
    suggestions: ['lien-waiver'],
  },
  {
    id: 'claim-of-lien',
    pattern:
      /claim of lien|file a lien|record a lien|lien deadline|not (been )?paid|unpaid|won'?t pay|collect/,
    answer: `To secure an unpaid balance, record a **Claim of Lien** (s. 713.08) with the clerk of the county where the property is **within 90 days after final furnishing** of labor or materials, and serve a copy on the owner within 15 days of recording. Serve the **Contractor's Final Payment Affidavit** (s. 713.06(3)(d)) at least 5 days before suing to enforce it, and sue within 1 year of recording (s. 713.22). Keep the dated delivery tickets and photos that prove the last day of work.`,
    suggestions: ['invoice', 'lien-waiver'],
  },
  {
    id: 'lien-waiver',
    pattern: /waiver|release of lien|lien release|conditional|unconditional/,
    answer: `Florida's statutory waiver forms are in s. 713.20: **progress payment** (s. 713.20(4)) and **final payment** (s. 713.20(5)). Hand over a **conditional** waiver with the invoice: it takes effect only when the payment clears. Sign an **unconditional** waiver only once the funds are in the bank, because it gives up the lien right at once. A waiver can never cover work not yet paid for.`,
    suggestions: ['lien-waiver'],
  },
  {
    id: 'right-to-cancel',
    pattern: /cancel|rescind|three.?day|3.?day|cooling.?off/,
    answer: `A contract signed at the homeowner's house is a **home solicitation sale** (ss. 501.021-501.055): the buyer may cancel **until midnight of the third business day after signing**. The contract must print the statutory notice and come with a cancellation form, and any payment is refunded within 10 days of a cancellation. Do not start work or order special materials before the three days have passed. Our roofing contract prints the notice and the form.`,
    suggestions: ['roofing-contract'],
  },
  {
    id: 'recovery-fund',
    pattern: /recovery fund|cilb|licensing board|construction industry/,
    answer: `Residential contracts over $2,500 must include the **Florida Homeowners' Construction Recovery Fund** notice in capital letters, with the Construction Industry Licensing Board's address and phone (s. 489.1425). The same threshold applies to the **construction lien law** disclosure (s. 713.015). Our roofing contract prints both, with our license number ${COMPANY.license}.`,
    suggestions: ['roofing-contract'],
  },
  {
    id: 'contract',
    pattern: /contract|agreement|sign(ed|ing)? up/,
    answer: `A Florida residential roofing contract should carry: our license number (${COMPANY.license}); scope, materials and price; payment schedule; start and completion estimates; the **3-day right to cancel** when signed at home (s. 501.031); the **lien law notice** (s. 713.015) and the **recovery fund notice** (s. 489.1425) above $2,500; the **chapter 558** construction-defect notice; and our ${WARRANTY_YEARS}-year workmanship warranty. A deposit above 10% obliges us to apply for the permit within 30 days and start within 90 days of it (s. 489.126).`,
    suggestions: ['roofing-contract'],
  },
  {
    id: 'deposit-invoice',
    pattern: /deposit|invoice|bill|payment|progress payment|balance/,
    answer: `Invoices name the contract or estimate number, the line items, what was already paid and the balance due. A **deposit above 10%** of the price means applying for the permit within 30 days and starting work within 90 days after the permit is issued, unless the homeowner agreed otherwise in writing (s. 489.126). Pair every progress invoice with a conditional lien waiver, and issue the unconditional one when the payment clears.`,
    suggestions: ['invoice', 'lien-waiver'],
  },
  {
    id: 'notice-of-commencement',
    pattern: /notice of commencement|\bnoc\b|permit/,
    answer: `The owner records a **Notice of Commencement** (s. 713.13) with the county clerk before the first inspection when the job is over $2,500, and a copy is posted at the job site; the building department asks for it with the permit. It expires after 1 year unless it says otherwise. Payments made before it is recorded, or after it expires, are improper payments that can leave the owner paying twice.`,
    suggestions: ['roofing-contract'],
  },
  {
    id: 'osha',
    pattern:
      /osha|safety|injur|incident|accident|fall protection|toolbox|training record|\b30[01]a?\b/,
    answer: `OSHA paperwork for a roofing crew:
- **Form 300 log** and **Form 301 incident report** within 7 calendar days of a recordable injury; the **300A summary** posted from February 1 to April 30 (employers with 10 or fewer employees all year are exempt from the logs, not from reporting).
- Report a **fatality within 8 hours**; an in-patient hospitalization, amputation or loss of an eye **within 24 hours** (29 CFR 1904.39).
- **Fall protection training certification** for every roofer (29 CFR 1926.503) and a written **fall protection plan** where guardrails, nets or harnesses are infeasible (1926.502(k)).
- A written **hazard communication** program with safety data sheets, and signed toolbox-talk sheets. Our safety manual covers these; incidents are reported to the safety manager at ${COMPANY.safetyManager.phone}.`,
    suggestions: ['safety-manual'],
  },
  {
    id: 'warranty',
    pattern: /warrant/,
    answer: `Issue the **warranty certificate** at completion once the job is paid in full: our ${WARRANTY_YEARS}-year workmanship warranty runs from the completion date. Register the manufacturer's warranty within its registration window and put the registration number on the certificate; a transfer to a new owner follows the terms written there.`,
    suggestions: ['warranty'],
  },
  {
    id: 'estimate',
    pattern: /estimate|quote|bid|proposal/,
    answer: `An estimate names the roof system, squares and pitch, line items or a price per square, exclusions, and the 10% veteran and senior discounts where they apply. It is valid ${PROMISES.estimateValidityDays} days, and we promise it in writing within ${PROMISES.writtenEstimateWithinHours} hours of the inspection.`,
    suggestions: ['estimate'],
  },
  {
    id: 'profit-loss',
    pattern: /profit|loss|p ?& ?l|financial|revenue|expense|margin/,
    answer: `The **profit & loss statement** sets revenue by source against materials, field labor, subcontractors, dumpsters and permits (the job costs) and the operating expenses, giving gross and net margin for the period. Run it monthly in hurricane season, when emergency work changes the mix fast.`,
    suggestions: ['profit-loss'],
  },
];

export const PAPERWORK_HELP = `I can help with Florida contractor paperwork: which document to use when, lien law deadlines (notice to owner, claim of lien), lien waivers, the 3-day right to cancel, the recovery fund and lien law notices, deposits and invoices, the notice of commencement, warranties and OSHA records. I can also generate any of our seven documents: safety manual, roofing contract, lien waiver, invoice, estimate, warranty certificate, profit & loss statement.`;
