import {
  type InspectionRecordedData,
  inspectionRecorded,
  type PermitIssuedData,
  permitIssued,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import {
  type Customer,
  customer,
  envelope,
  mailsTo,
  must,
  STREET,
  settledMailsTo,
  subjectOf,
} from './support/quote-events.ts';

/**
 * The homeowner's permit e-mails of issue 23: the permit issued, and each inspection's result
 * (a pass, a fail with what the inspector asked for), fed as the quote service's events.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

const permitFacts = {
  permitId: 12,
  jurisdiction: 'City of Atlantic Beach',
  permitNumber: 'AB-26-0311',
};

const issued = (who: Customer, extra: Partial<PermitIssuedData> = {}): PermitIssuedData => ({
  ...who,
  ...permitFacts,
  issuedOn: '2026-07-06',
  expiresOn: '2027-01-02',
  workStartBy: '2026-10-04',
  ...extra,
});

const result = (
  who: Customer,
  extra: Partial<InspectionRecordedData> = {},
): InspectionRecordedData => ({
  ...who,
  ...permitFacts,
  inspectionId: 31,
  kind: 'dry-in',
  label: 'Roof dry-in (underlayment) inspection',
  result: 'pass',
  resultOn: '2026-07-20',
  notes: null,
  inspector: 'R. Alvarez',
  ...extra,
});

describe('permit issued', () => {
  it("tells the homeowner the permit's facts, the start date the deposit rule sets and what comes next", async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(permitIssued, issued(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your roofing permit is issued: permit AB-26-0311 (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('City of Atlantic Beach issued the building permit');
    expect(mail.text).toContain('Permit number: AB-26-0311');
    expect(mail.text).toContain('Issued on: Monday, July 6, 2026');
    expect(mail.text).toContain('Permit valid until: Saturday, January 2, 2027');
    expect(mail.text).toContain('Work to start by: Sunday, October 4, 2026');
    expect(mail.text).toContain('s. 489.126');
    expect(mail.text).toContain('dry-in');
    expect(mail.text).toContain('final inspection');
    expect(mail.text).toContain('https://roof.example/client-portal');
    expect(mail.text).not.toContain(STREET);
  });

  it('leaves out the start-by date when the deposit rule does not apply', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(permitIssued, issued(who, { workStartBy: null, permitNumber: null })),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roofing permit is issued (${who.estimateNumber})`);
    expect(mail.text).not.toContain('Work to start by');
    expect(mail.text).not.toContain('s. 489.126');
  });
});

describe('inspection recorded', () => {
  it('says a dry-in passed and that the final comes next', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(inspectionRecorded, result(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roof passed its dry-in inspection (${who.estimateNumber})`);
    expect(mail.text).toContain('Result: Passed');
    expect(mail.text).toContain('Inspected on: Monday, July 20, 2026');
    expect(mail.text).toContain('Inspector: R. Alvarez');
    expect(mail.text).toContain('final inspection');
  });

  it('gives a fail with what the inspector asked for and what happens next', async () => {
    const who = customer();
    const notes = 'Cap nails at 12 in. on the north slope; 6 in. required at the eaves.';
    await svc.runtime.bus.publish(
      envelope(inspectionRecorded, result(who, { result: 'fail', notes })),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your roof's dry-in inspection needs a correction (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('What the inspector asked for');
    expect(mail.text).toContain('Cap nails at 12 in. on the north slope');
    expect(mail.text).toContain('Result: Correction needed');
    expect(mail.text).toContain('We book the re-inspection with City of Atlantic Beach');
    expect(mail.text).toContain('our responsibility as your contractor');
  });

  it('closes out with the final inspection, and sends nothing for a cancelled one', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(
        inspectionRecorded,
        result(who, { kind: 'final', label: 'Final roof inspection', inspectionId: 33 }),
      ),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your new roof passed its final inspection (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('wind mitigation');

    const other = customer();
    await svc.runtime.bus.publish(
      envelope(inspectionRecorded, result(other, { result: 'cancelled', resultOn: '2026-07-21' })),
    );
    expect(await settledMailsTo(svc, other.email)).toHaveLength(0);
  });
});
