import { type Permit, PermitInputSchema } from '@roofing/contracts';
import { describe, expect, it } from 'vitest';
import { boardParams } from '../../../api/permits.ts';
import { permitBodyOf, permitValuesOf } from './permit-form.tsx';
import { boardQueryOf, permitJobLink } from './permits-board.tsx';

const permit: Permit = {
  id: 7,
  quoteId: 42,
  estimateNumber: 'EST-2026-0042',
  customerName: 'Dana Whitfield',
  propertyAddress: '118 Sea Oats Dr, Ponte Vedra Beach, FL 32082',
  jurisdiction: 'St. Johns County',
  jurisdictionSource: 'zip',
  permitNumber: 'RR-2026-01187',
  appliedOn: '2026-06-02',
  issuedOn: null,
  expiresOn: null,
  fees: '245.50',
  workStartedOn: null,
  noticeOfCommencement: { required: true, recordedOn: null, instrumentNumber: null },
  notes: null,
  stage: 'applied',
  overdue: false,
  overdueReasons: [],
  inspections: [],
  depositClock: {
    applies: true,
    depositReceivedOn: '2026-05-20',
    permitApplyBy: '2026-06-19',
    workStartBy: null,
    warnings: [],
  },
  createdAt: '2026-05-21T14:00:00.000Z',
  updatedAt: '2026-06-02T14:00:00.000Z',
};

describe('the permit form', () => {
  it('starts from the permit and sends blanks as null, fees in cents', () => {
    const values = permitValuesOf(permit);
    expect(values.feesCents).toBe('245.50');
    expect(values.issuedOn).toBe('');
    const body = permitBodyOf({ ...values, nocInstrumentNumber: ' 2026-031877 ' });
    expect(body).toEqual({
      jurisdiction: 'St. Johns County',
      permitNumber: 'RR-2026-01187',
      appliedOn: '2026-06-02',
      issuedOn: null,
      expiresOn: null,
      feesCents: 24550,
      workStartedOn: null,
      nocRecordedOn: null,
      nocInstrumentNumber: '2026-031877',
      notes: null,
    });
    expect(PermitInputSchema.safeParse(body).success).toBe(true);
  });

  it('leaves fees out when blank and refuses what is not dollars', () => {
    const values = permitValuesOf(permit);
    expect(permitBodyOf({ ...values, feesCents: ' ' }).feesCents).toBeNull();
    expect(permitBodyOf({ ...values, feesCents: 'about 200' }).feesCents).toBeNaN();
  });
});

describe('the permits board', () => {
  it('reads its filters and page from the address', () => {
    expect(
      boardQueryOf(new URLSearchParams('stage=issued&jurisdiction=Nassau+County&page=3')),
    ).toEqual({ stage: 'issued', jurisdiction: 'Nassau County', page: 3, pageSize: 25 });
    expect(boardQueryOf(new URLSearchParams('stage=nonsense&page=-2'))).toEqual({
      stage: '',
      jurisdiction: '',
      page: 1,
      pageSize: 25,
    });
  });

  it('asks for closed permits only with the final-passed stage', () => {
    const query = { page: 1, pageSize: 25, jurisdiction: ' ' };
    expect(boardParams({ ...query, stage: '' })).toEqual({
      page: 1,
      pageSize: 25,
      stage: undefined,
      jurisdiction: undefined,
      includeClosed: undefined,
    });
    expect(boardParams({ ...query, stage: 'final-passed' }).includeClosed).toBe('true');
  });

  it('opens a job on its Permit tab', () => {
    expect(permitJobLink('EST-2026-0042')).toBe(
      '/admin/dashboard?estimate=EST-2026-0042&tab=permit',
    );
  });
});
