import { EMERGENCY_CANCELLATION_NOTICE, INSURANCE_CLAIM_DISCLOSURES } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { renderDocument } from './templates.ts';
import { exampleData, plainText } from './test-helpers.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const contract = (data: Record<string, unknown>, preferences = {}) =>
  plainText(renderDocument('roofing-contract', data, preferences, NOW).html);

// Word for word from Florida Statutes s. 489.1425 and s. 501.031: the test holds the wording
// itself, so an edit to the template's constants cannot quietly change the law's text.
const RECOVERY_FUND =
  "PAYMENT, UP TO A LIMITED AMOUNT, MAY BE AVAILABLE FROM THE FLORIDA HOMEOWNERS' CONSTRUCTION RECOVERY FUND IF YOU LOSE MONEY ON A PROJECT PERFORMED UNDER CONTRACT, WHERE THE LOSS RESULTS FROM SPECIFIED VIOLATIONS OF FLORIDA LAW BY A STATE-LICENSED CONTRACTOR. FOR INFORMATION ABOUT THE RECOVERY FUND AND FILING A CLAIM, CONTACT THE FLORIDA CONSTRUCTION INDUSTRY LICENSING BOARD AT THE FOLLOWING TELEPHONE NUMBER AND ADDRESS:";
const THREE_DAY =
  'you may cancel this agreement by providing written notice to the seller in person, by telegram, or by mail. This notice must indicate that you do not want the goods or services and must be delivered or postmarked before midnight of the third business day after you sign this agreement.';

describe('the Florida roofing contract', () => {
  it('carries the recovery fund notice with the board’s address and phone', () => {
    const text = contract(exampleData('roofing-contract'));
    expect(text).toContain(RECOVERY_FUND);
    expect(text).toContain('2601 Blair Stone Road, Tallahassee, FL 32399-1039');
    expect(text).toContain('850.487.1395');
  });

  it('carries the 3-day right to cancel beside the signatures, and a cancellation form', () => {
    const text = contract(exampleData('roofing-contract'));
    expect(text).toContain("BUYER'S RIGHT TO CANCEL");
    expect(text).toContain(THREE_DAY);
    expect(text.indexOf(THREE_DAY)).toBeLessThan(text.indexOf('Owner signature'));
    expect(text).toContain('NOTICE OF CANCELLATION');
    expect(text).toContain('CHAPTER 558, FLORIDA STATUTES');
  });

  it('leaves the balance to fill in when the deposit is, and works it out when it is given', () => {
    const unknownDeposit = contract({ contractAmount: '14850' });
    expect(unknownDeposit).toMatch(
      /Balance, on completion and passed final inspection\s+Contract price/,
    );
    expect(contract({ contractAmount: '14850', depositAmount: '1485' })).toContain(
      'Balance, on completion and passed final inspection $13,365.00',
    );
  });

  it('adds the construction lien law notice above $2,500 only', () => {
    const lienLaw =
      "ACCORDING TO FLORIDA'S CONSTRUCTION LIEN LAW (SECTIONS 713.001-713.37, FLORIDA STATUTES)";
    expect(contract({ contractAmount: '18450.00' })).toContain(lienLaw);
    expect(contract({ contractAmount: 2500.01 })).toContain(lienLaw);
    expect(contract({ contractAmount: '2,500' })).not.toContain(lienLaw);
    expect(contract({ contractAmount: '1,875.00' })).not.toContain(lienLaw);
    // A blank contract filled in by hand may exceed it, so it keeps the notice.
    expect(contract({})).toContain(lienLaw);
  });

  it('leaves the Florida notices out when compliance text is switched off', () => {
    for (const preferences of [{ floridaCompliant: false }, { includeCompliance: false }]) {
      const text = contract(exampleData('roofing-contract'), preferences);
      expect(text).not.toContain('RECOVERY FUND');
      expect(text).not.toContain('third business day');
      expect(text).toContain('Signatures');
    }
  });

  it('works out the payment schedule and the warranty from what was typed', () => {
    const text = contract({
      clientName: 'Maria and David Alvarez',
      projectAddress: '418 Seagate Ave, Neptune Beach, FL 32266',
      contractAmount: '$18,450.00',
      depositAmount: '1845',
      startDate: '2026-11-23',
      warrantyYears: 10,
    });
    expect(text).toContain('Deposit, at signing $1,845.00');
    expect(text).toContain('passed final inspection $16,605.00');
    expect(text).toContain('Contract price $18,450.00');
    expect(text).toContain('November 23, 2026');
    expect(text).toContain('10 years');
    expect(text).toContain('418 Seagate Ave, Neptune Beach, FL 32266');
  });

  it('falls back to the standard workmanship warranty', () => {
    // SPEC-DECISIONS "Warranty terms": workmanship 10 years, materials 25 years.
    expect(contract({})).toContain('workmanship for 10 years');
    expect(contract({})).toContain("manufacturer's warranty for 25 years");
  });
});

describe('an insurance-funded or emergency roofing contract (s. 489.147)', () => {
  const base = {
    clientName: 'Maria Alvarez',
    projectAddress: '418 Seagate Ave, Neptune Beach, FL 32266',
    contractAmount: '18450.00',
  };
  const html = (data: Record<string, unknown>) =>
    renderDocument('roofing-contract', data, {}, NOW).html;
  // Word for word from s. 489.147(6)(b) (2024): held here too, so the constant cannot drift.
  const NOTICE_START =
    'You, the residential property owner, may cancel this contract without penalty or obligation within 10 days after the execution of the contract or by the official start date, whichever comes first';

  it('leaves the insurance terms and the emergency notice out of a contract paid by the owner', () => {
    const text = contract(base);
    for (const line of INSURANCE_CLAIM_DISCLOSURES) expect(text).not.toContain(line);
    expect(text).not.toContain(NOTICE_START);
    expect(text).not.toContain('Official start date');
  });

  it('carries the three disclosures and the deductible terms when paid from a claim', () => {
    const text = contract({ ...base, insuranceCarrier: 'Citizens', claimNumber: 'HO-118734' });
    for (const line of INSURANCE_CLAIM_DISCLOSURES) expect(text).toContain(line);
    expect(text).toContain('claim HO-118734 with Citizens');
    expect(text).toContain('The Owner is responsible for payment of the insurance deductible');
    expect(text).toContain('nothing in this agreement assigns post-loss insurance benefits');
    expect(text).not.toContain(NOTICE_START);
    expect(html({ ...base, insuranceCarrier: 'Citizens', claimNumber: 'HO-118734' })).toMatch(
      /class="statutory-12">The consumer is responsible for payment of any insurance deductible/,
    );
  });

  it('puts the emergency notice in 18-point bold last before the owner signs', () => {
    const data = {
      ...base,
      insuranceCarrier: 'Citizens',
      claimNumber: 'HO-118734',
      emergencyDeclaration: 'Executive Order 24-214 (Hurricane Milton)',
      officialStartDate: '2026-11-30',
      officialStartWork: 'Tear-off and new underlayment',
    };
    expect(EMERGENCY_CANCELLATION_NOTICE.startsWith(NOTICE_START)).toBe(true);
    const page = html(data);
    expect(page).toContain(`<p class="statutory-18">${NOTICE_START}`);
    expect(page).toContain('.statutory-18 { font-size: 18pt; font-weight: 700;');
    const text = contract(data);
    const notice = text.indexOf(NOTICE_START);
    expect(notice).toBeGreaterThan(text.indexOf(THREE_DAY));
    const afterNotice = text.slice(notice + EMERGENCY_CANCELLATION_NOTICE.length).trimStart();
    expect(afterNotice.startsWith('Owner')).toBe(true);
    expect(text).toContain('Official start date (s. 489.147(6)) November 30, 2026: Tear-off');
    expect(text).toContain('return receipt requested');
  });
});
