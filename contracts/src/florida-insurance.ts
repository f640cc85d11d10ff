/*
 * Florida's rules for a roofing contractor working insurance claims, as texts and numbers both
 * the server (contracts, e-mails) and the browser (the public site) use. Sources, versions and
 * how the product follows each rule: docs/florida-rules.md. The statutory wording is reproduced
 * word for word because the wording is the requirement; change it only from the official text.
 */

/**
 * Florida Statutes s. 489.147(1)(a)1.-3.: a written or electronic communication by a contractor
 * that encourages, instructs or induces a consumer to contact a contractor for the purpose of
 * making an insurance claim for roof damage must state these three things (else it is a
 * "prohibited advertisement", s. 489.147(2)(a)).
 */
export const INSURANCE_CLAIM_DISCLOSURES = [
  'The consumer is responsible for payment of any insurance deductible.',
  'It is insurance fraud punishable as a felony of the third degree for a contractor to knowingly or willfully, and with intent to injure, defraud, or deceive, pay, waive, or rebate all or part of an insurance deductible applicable to payment to the contractor for repairs to a property covered by a property insurance policy.',
  'It is insurance fraud punishable as a felony of the third degree to intentionally file an insurance claim containing any false, incomplete, or misleading information.',
] as const;

/** ...in a font size of at least 12 points and at least half the largest font in the communication. */
export const INSURANCE_DISCLOSURE_MIN_POINTS = 12;

/** The citation printed beside the disclosures. */
export const INSURANCE_DISCLOSURE_CITATION = 'Florida Statutes s. 489.147(1)(a)';

/**
 * Florida Statutes s. 489.147(6)(b) as created by CS/CS/HB 939 (2024 session, approved 2 May
 * 2024, in force 1 July 2024): the notice a contract to replace or repair a roof entered into during a declared
 * state of emergency carries, in bold type of not less than 18 points, immediately before the
 * space reserved for the residential property owner's signature. The 2025 amendment (HB 715 /
 * SB 1076) revises this notice: check its enrolled wording (docs/florida-rules.md, "Open item").
 */
export const EMERGENCY_CANCELLATION_NOTICE =
  'You, the residential property owner, may cancel this contract without penalty or obligation within 10 days after the execution of the contract or by the official start date, whichever comes first, because this contract was entered into during a declaration of a state of emergency by the Governor. The official start date is the date on which work that includes the installation of materials that will be included in the final work on the roof commences, a final permit has been issued, or a temporary repair to the roof covering or roof system has been made in compliance with the Florida Building Code.';

/** The notice's type size (bold), s. 489.147(6)(b). */
export const EMERGENCY_NOTICE_MIN_POINTS = 18;
