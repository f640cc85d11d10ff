import {
  ClaimInputSchema,
  ClaimPacketInputSchema,
  InsurerPaymentInputSchema,
  ScopeLinesInputSchema,
  SupplementInputSchema,
  SupplementStatusInputSchema,
} from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ClaimValues,
  claimDollarFields,
  claimToBody,
  claimValuesOf,
  decisionToBody,
  deductibleBasis,
  draftCoverLetter,
  fileProblem,
  fileSize,
  linesToBody,
  linesTotalCents,
  lineTotalCents,
  lineValuesOf,
  packetToBody,
  partialApprovalRefusal,
  paymentToBody,
  scopeDifferenceText,
  supplementToBody,
  togglePhoto,
  wallTimeText,
} from './claim-format.ts';

const typedClaim = (changes: Partial<ClaimValues> = {}): ClaimValues => ({
  ...claimValuesOf(null),
  carrier: 'Citizens Property Insurance',
  policyNumber: 'CIT-HO3-448812',
  claimNumber: '24-118-0042',
  dateOfLoss: '2024-10-09',
  causeOfLoss: 'named-storm',
  stormName: 'Hurricane Milton',
  deductibleKind: 'percent',
  deductiblePercent: '2',
  dwellingLimitCents: '350,000',
  rcvCents: '18,450.25',
  ...changes,
});

describe('scope lines', () => {
  it('total quantity × unit price to the cent, and sum what can be read', () => {
    expect(lineTotalCents({ quantity: '32.5', unitPriceCents: '285.40' })).toBe(927550);
    expect(lineTotalCents({ quantity: '3', unitPriceCents: '0.333' })).toBeNull();
    expect(lineTotalCents({ quantity: '', unitPriceCents: '10' })).toBeNull();
    const lines = [
      { description: 'Shingles', quantity: '32.5', unit: 'SQ', unitPriceCents: '285.40' },
      { description: 'Drip edge', quantity: '210', unit: 'LF', unitPriceCents: '3.12' },
      { description: 'Not yet priced', quantity: '4', unit: 'EA', unitPriceCents: '' },
    ];
    expect(linesTotalCents(lines)).toBe(927550 + 65520);
  });

  it('become the body the contract takes (cents), and come back as typed text', () => {
    const body = linesToBody([
      {
        description: 'Ice and water shield',
        quantity: '4',
        unit: 'SQ',
        unitPriceCents: '$1,210.5',
      },
    ]);
    expect(body).toEqual([
      { description: 'Ice and water shield', quantity: 4, unit: 'SQ', unitPriceCents: 121050 },
    ]);
    expect(ScopeLinesInputSchema.safeParse({ lines: body }).success).toBe(true);
    const bad = linesToBody([
      { description: 'x', quantity: '', unit: 'SQ', unitPriceCents: 'abc' },
    ]);
    expect(ScopeLinesInputSchema.safeParse({ lines: bad }).success).toBe(false);
    expect(
      lineValuesOf({
        id: 1,
        description: 'Ridge cap',
        quantity: 64,
        unit: 'LF',
        unitPrice: '6.75',
        total: '432.00',
      }),
    ).toEqual({ description: 'Ridge cap', quantity: '64', unit: 'LF', unitPriceCents: '6.75' });
  });
});

describe('the claim form', () => {
  it('sends a percentage deductible with its dwelling limit and no flat amount', () => {
    const body = claimToBody(typedClaim({ deductibleAmountCents: '500' }));
    expect(body).toMatchObject({
      stormName: 'Hurricane Milton',
      deductibleKind: 'percent',
      deductiblePercent: 2,
      dwellingLimitCents: 35_000_000,
      deductibleAmountCents: null,
      rcvCents: 1_845_025,
      acvCents: null,
      adjusterPhone: null,
      adjusterEmail: null,
    });
    expect(ClaimInputSchema.safeParse(body).success).toBe(true);
  });

  it('drops the storm name unless the cause is a named storm, and asks for a flat amount', () => {
    const body = claimToBody(
      typedClaim({ causeOfLoss: 'hail', deductibleKind: 'amount', deductiblePercent: '2' }),
    );
    expect(body.stormName).toBeNull();
    expect(body.deductiblePercent).toBeNull();
    const result = ClaimInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'deductibleAmountCents',
    ]);
  });

  it('checks only the money fields that hold something', () => {
    expect(claimDollarFields(typedClaim({ deductibleAmountCents: '1000' }))).toEqual([
      'dwellingLimitCents',
      'rcvCents',
    ]);
    expect(
      claimDollarFields(typedClaim({ deductibleKind: 'amount', deductibleAmountCents: '1000' })),
    ).toEqual(['dwellingLimitCents', 'deductibleAmountCents', 'rcvCents']);
  });

  it('starts from a saved claim as typed text', () => {
    const values = claimValuesOf({
      carrier: 'Universal P&C',
      deductibleKind: 'amount',
      deductibleAmount: '2500.00',
      deductiblePercent: null,
      adjuster: { name: 'Dana Ruiz', phone: null, email: null, company: null, inspectionAt: null },
    } as unknown as Parameters<typeof claimValuesOf>[0]);
    expect(values.carrier).toBe('Universal P&C');
    expect(values.deductibleAmountCents).toBe('2500.00');
    expect(values.deductiblePercent).toBe('');
    expect(values.adjusterName).toBe('Dana Ruiz');
  });
});

describe('supplements', () => {
  it('send their reason, lines and photos', () => {
    const body = supplementToBody({
      reason: 'Starter strip and drip edge are required by FBC R905.2.8.5.',
      lines: [{ description: 'Drip edge', quantity: '210', unit: 'LF', unitPriceCents: '3.12' }],
      photoIds: [7, 3],
    });
    expect(body).toEqual({
      reason: 'Starter strip and drip edge are required by FBC R905.2.8.5.',
      lines: [{ description: 'Drip edge', quantity: 210, unit: 'LF', unitPriceCents: 312 }],
      photoIds: [7, 3],
    });
    expect(SupplementInputSchema.safeParse(body).success).toBe(true);
  });

  it('record a decision: no amount for a denial, blank amount = the requested one', () => {
    const partly = decisionToBody({
      status: 'partly-approved',
      on: '2024-11-02',
      approvedAmountCents: '1,200',
      note: '',
    });
    expect(partly).toEqual({
      status: 'partly-approved',
      on: '2024-11-02',
      approvedAmountCents: 120000,
      note: null,
    });
    expect(SupplementStatusInputSchema.safeParse(partly).success).toBe(true);
    const denied = decisionToBody({
      status: 'denied',
      on: '',
      approvedAmountCents: '5',
      note: 'x',
    });
    expect(denied).toEqual({
      status: 'denied',
      on: undefined,
      approvedAmountCents: null,
      note: 'x',
    });
    const approved = decisionToBody({
      status: 'approved',
      on: '',
      approvedAmountCents: '',
      note: '',
    });
    expect(approved.approvedAmountCents).toBeNull();
    const missing = decisionToBody({
      status: 'partly-approved',
      on: '',
      approvedAmountCents: '',
      note: '',
    });
    expect(SupplementStatusInputSchema.safeParse(missing).success).toBe(false);
  });

  it('refuse an approval in part that is not less than what was asked', () => {
    const values = { status: 'partly-approved', on: '', approvedAmountCents: '1500', note: '' };
    expect(partialApprovalRefusal(values, '1500.00')?.name).toBe('approvedAmountCents');
    expect(partialApprovalRefusal({ ...values, approvedAmountCents: '1499.99' }, '1500.00')).toBe(
      null,
    );
    expect(
      partialApprovalRefusal(
        { ...values, status: 'approved', approvedAmountCents: '1600' },
        '1500',
      ),
    ).not.toBeNull();
    expect(partialApprovalRefusal({ ...values, status: 'denied' }, '1500')).toBeNull();
  });

  it('tick photos in the order chosen', () => {
    expect(togglePhoto([4, 2], 9)).toEqual([4, 2, 9]);
    expect(togglePhoto([4, 2, 9], 2)).toEqual([4, 9]);
  });

  it('take PDF, JPEG or PNG evidence up to 15 MB', () => {
    expect(fileProblem({ name: 'spec.pdf', type: 'application/pdf', size: 20_000 })).toBeNull();
    expect(fileProblem({ name: 'notes.docx', type: 'application/msword', size: 10 })).toMatch(
      /not a PDF/,
    );
    expect(fileProblem({ name: 'big.png', type: 'image/png', size: 16 * 1024 * 1024 })).toMatch(
      /15 MB/,
    );
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(2_400_000)).toBe('2.3 MB');
  });
});

describe('payments and packets', () => {
  it('send an insurer check in cents', () => {
    const body = paymentToBody({
      kind: 'acv',
      amountCents: '9,874.10',
      receivedOn: '2024-11-15',
      checkNumber: '',
      payees: 'Maria Lopez and Shorefront Roofing',
    });
    expect(body).toEqual({
      kind: 'acv',
      amountCents: 987410,
      receivedOn: '2024-11-15',
      checkNumber: null,
      payees: 'Maria Lopez and Shorefront Roofing',
    });
    expect(InsurerPaymentInputSchema.safeParse(body).success).toBe(true);
  });

  it('send a packet with its supplement, photos and report', () => {
    const body = packetToBody({
      supplementId: '12',
      photoIds: [5, 6],
      photoReportId: '',
      coverLetter: ' ',
    });
    expect(body).toEqual({
      supplementId: 12,
      photoIds: [5, 6],
      photoReportId: null,
      coverLetter: null,
    });
    expect(ClaimPacketInputSchema.safeParse(body).success).toBe(true);
  });

  it('draft a cover letter that says who pays the deductible and never offers to waive it', () => {
    const letter = draftCoverLetter(
      {
        carrier: 'Citizens',
        claimNumber: '24-118-0042',
        policyNumber: 'CIT-HO3-448812',
        customerName: 'Maria Lopez',
        propertyAddress: '14 Ocean Dr, Jacksonville Beach, FL 32250',
        adjuster: {
          name: 'Dana Ruiz',
          phone: null,
          email: null,
          company: null,
          inspectionAt: null,
        },
        dateOfLoss: '2024-10-09',
      },
      { number: 2, requestedAmount: '3412.80' },
      'Shorefront Roofing',
    );
    expect(letter).toMatch(/^Dear Dana Ruiz,/);
    expect(letter).toContain('supplement 2 for $3,412.80');
    expect(letter).toContain('The homeowner pays the deductible');
    expect(letter).not.toMatch(/waive|rebate/i);
  });
});

describe('words for figures', () => {
  it('say which scope is larger and by how much', () => {
    expect(scopeDifferenceText('1140.00')).toBe('Our scope exceeds the carrier’s by $1,140.00.');
    expect(scopeDifferenceText('-250.50')).toBe('The carrier’s scope exceeds ours by $250.50.');
    expect(scopeDifferenceText('0.00')).toBe('Our scope matches the carrier’s.');
  });

  it('read the inspection time and the deductible basis', () => {
    expect(wallTimeText('2024-10-14T09:30')).toBe('Oct 14, 2024, 9:30 AM ET');
    expect(wallTimeText(null)).toBe('—');
    expect(
      deductibleBasis({
        deductibleKind: 'percent',
        deductiblePercent: 2,
        dwellingLimit: '350000.00',
      }),
    ).toBe('2% of the $350,000.00 dwelling limit');
    expect(
      deductibleBasis({ deductibleKind: 'amount', deductiblePercent: null, dwellingLimit: null }),
    ).toBe('Flat deductible');
  });
});
