import {
  addCalendarDays,
  EMERGENCY_CANCELLATION_NOTICE,
  easternToday,
  INSURANCE_CLAIM_DISCLOSURES,
} from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { addBusinessDays } from '../src/domain/contracts/business-days.ts';
import { CLAIM_REISSUE_ACTOR, onClaimChanged } from '../src/domain/contracts/claim-changed.ts';
import { cancelByFor } from '../src/domain/contracts/florida-terms.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/**
 * Florida's insurance-claim and emergency rules on the contract (docs/florida-rules.md): a claim
 * makes the unsigned contract carry the insurance terms; a declared state of emergency adds the
 * s. 489.147(6) notice and the official start date clause, and the portal honours the longer
 * window to cancel.
 */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
let signature: string;

beforeAll(async () => {
  svc = await startService(quoteService);
  signature = (await drawings()).signature;
  flow = contractFlow(svc, signature);
});
afterAll(async () => {
  await svc?.close();
});

const DECLARATION = 'Executive Order 24-214 (Hurricane Milton)';
const plain = (html: string) =>
  html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

async function openClaim(quoteId: number, estimateNumber: string, claimNumber = 'HO-24-118734') {
  await flow.query(sql`
    insert into quote.claims (quote_id, estimate_number, carrier, policy_number, claim_number,
      date_of_loss, cause_of_loss, storm_name, deductible_kind, deductible_amount, created_by)
    values (${quoteId}, ${estimateNumber}, 'Citizens Property Insurance', 'CIT-5518802',
      ${claimNumber}, '2024-10-09', 'named-storm', 'Milton', 'percent', '4200.00', 'Shorefront Office')
  `);
  return svc.runtime.database.db.transaction((tx) =>
    onClaimChanged(svc.service.ctx, tx, quoteId, 'test'),
  );
}

const staffReissue = (quoteId: number, payload?: Record<string, unknown>) =>
  svc.app.inject({
    method: 'POST',
    url: `/api/contracts/quote/${quoteId}/reissue`,
    headers: flow.as(OFFICE),
    ...(payload ? { payload } : {}),
  });

describe('an insurance-funded contract', () => {
  it('is reissued when a claim is opened before signing, with the insurance terms', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('claim@example.com', 18450);
    const before = await flow.portalContract(estimateNumber);
    expect(before.florida).toMatchObject({ insuranceFunded: false, emergencyCancellation: false });
    expect(plain(before.html)).not.toContain(INSURANCE_CLAIM_DISCLOSURES[1]);

    const changed = await openClaim(quoteId, estimateNumber);
    expect(changed.outcome).toBe('reissued');
    const after = await flow.portalContract(estimateNumber);
    expect(after).toMatchObject({ version: 2, florida: { insuranceFunded: true } });
    const text = plain(after.html);
    for (const line of INSURANCE_CLAIM_DISCLOSURES) expect(text).toContain(line);
    expect(text).toContain('claim HO-24-118734 with Citizens Property Insurance');
    expect(text).toContain('The Owner is responsible for payment of the insurance deductible');
    // No emergency declared: no 10-day notice, and the 3 business days stand.
    expect(text).not.toContain(EMERGENCY_CANCELLATION_NOTICE);
    const audit = await flow.query(
      sql`select actor from quote.money_audit where estimate_number = ${estimateNumber} and action = 'reissued'`,
    );
    expect(audit).toEqual([{ actor: CLAIM_REISSUE_ACTOR }]);

    // The same claim again changes nothing; a signed contract is kept as signed.
    const again = await svc.runtime.database.db.transaction((tx) =>
      onClaimChanged(svc.service.ctx, tx, quoteId, 'test'),
    );
    expect(again.outcome).toBe('unchanged');
    const signed = await flow.signShown(estimateNumber);
    expect(signed.cancelBy).toBe(addBusinessDays(easternToday(), 3));
    await flow.query(
      sql`update quote.claims set claim_number = 'HO-24-999999' where quote_id = ${quoteId}`,
    );
    const kept = await svc.runtime.database.db.transaction((tx) =>
      onClaimChanged(svc.service.ctx, tx, quoteId, 'test'),
    );
    expect(kept.outcome).toBe('signed-kept');
  });

  it('carries the emergency notice in 18-point bold right before the owner signs', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('storm@example.com', 21300);
    await openClaim(quoteId, estimateNumber, 'HO-24-220051');
    const refused = await staffReissue(quoteId, { emergencyDeclaration: DECLARATION });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty('emergencyDeclaredOn');

    const start = addCalendarDays(easternToday(), 30);
    const reissued = await staffReissue(quoteId, {
      emergencyDeclaration: DECLARATION,
      emergencyDeclaredOn: addCalendarDays(easternToday(), -20),
      officialStartDate: start,
      officialStartWork: 'Tear-off to the deck and installation of the new underlayment',
    });
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().florida).toMatchObject({
      insuranceFunded: true,
      emergencyDeclaration: DECLARATION,
      officialStartDate: start,
      emergencyCancellation: true,
    });
    const { html } = await flow.portalContract(estimateNumber);
    expect(html).toContain('.statutory-18 { font-size: 18pt; font-weight: 700;');
    const notice = html.indexOf(EMERGENCY_CANCELLATION_NOTICE);
    const slot = html.indexOf('data-signature-slot="customer"');
    expect(notice).toBeGreaterThan(0);
    expect(html.lastIndexOf('class="statutory-18"', notice)).toBeGreaterThan(0);
    // Nothing but markup between the notice and the owner's signature slot.
    const between = html.slice(
      notice + EMERGENCY_CANCELLATION_NOTICE.length,
      html.lastIndexOf('<', slot),
    );
    expect(plain(between).trim()).toBe('');
    expect(plain(html)).toContain(
      'Official start date (s. 489.147(6)) ' +
        `${new Date(`${start}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}: Tear-off to the deck`,
    );

    // A reissue without a body keeps the emergency facts.
    const kept = await staffReissue(quoteId);
    expect(kept.json()).toMatchObject({
      version: 4,
      florida: { emergencyDeclaration: DECLARATION },
    });
  });
});

describe('the emergency window to cancel', () => {
  const facts = {
    insuranceFunded: true,
    emergencyDeclaration: DECLARATION,
    emergencyDeclaredOn: '2024-10-05',
    officialStartDate: null,
    officialStartWork: null,
  };

  it('is 10 days after signing, or the official start date if sooner, never under 3 business days', () => {
    expect(cancelByFor('2024-10-14', facts)).toBe('2024-10-24');
    expect(
      cancelByFor('2024-10-14', {
        ...facts,
        officialStartDate: '2024-10-21',
        officialStartWork: 'x',
      }),
    ).toBe('2024-10-21');
    // An official start date inside the 3 business days does not shorten them.
    expect(
      cancelByFor('2024-10-14', {
        ...facts,
        officialStartDate: '2024-10-15',
        officialStartWork: 'x',
      }),
    ).toBe(addBusinessDays('2024-10-14', 3));
    expect(cancelByFor('2024-10-14', { ...facts, emergencyDeclaration: null })).toBe(
      addBusinessDays('2024-10-14', 3),
    );
  });

  it('sets cancelBy on signing, and the portal cancels within it and not after', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('window@example.com', 16800);
    await openClaim(quoteId, estimateNumber, 'HO-24-330077');
    await staffReissue(quoteId, {
      emergencyDeclaration: DECLARATION,
      emergencyDeclaredOn: addCalendarDays(easternToday(), -10),
    });
    const today = easternToday();
    const signed = await flow.signShown(estimateNumber);
    expect(signed.cancelBy).toBe(cancelByFor(today, { ...facts, emergencyDeclaredOn: null }));
    expect(signed.cancelBy).toBe(addCalendarDays(today, 10));

    // Signed 8 days ago: the 3 business days are over, the 10 days are not.
    const eightDaysAgo = addCalendarDays(today, -8);
    expect(addBusinessDays(eightDaysAgo, 3) < today).toBe(true);
    const moveSigning = (signedOn: string) =>
      flow.query(sql`update quote.contracts
        set signed_at = ${`${signedOn}T15:00:00Z`}, cancel_by = ${cancelByFor(signedOn, facts)}
        where id = ${signed.id}`);
    await moveSigning(eightDaysAgo);
    const within = await flow.portalContract(estimateNumber);
    expect(within).toMatchObject({ canCancel: true, cancelBy: addCalendarDays(today, 2) });

    // Signed 12 days ago: the window closed two days ago.
    await moveSigning(addCalendarDays(today, -12));
    const after = await flow.portalContract(estimateNumber);
    expect(after.canCancel).toBe(false);
    const refused = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: flow.customer(estimateNumber),
      payload: { contractId: signed.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^The time to cancel this contract ended on/);

    await moveSigning(eightDaysAgo);
    const cancelled = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: flow.customer(estimateNumber),
      payload: { contractId: signed.id, reason: 'Our insurer has not paid yet.' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false });
  });
});
