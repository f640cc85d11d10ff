import { writeFile } from 'node:fs/promises';
import type { Claim, ClaimPacket } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { billingSteps } from './support/billing.ts';
import { staffCalls } from './support/callers.ts';
import { addJobPhotos, claimInput } from './support/claims.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/** Insurance claims through the quote service's HTTP API (issue 23). */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
beforeAll(async () => {
  svc = await startService(quoteService);
  flow = contractFlow(svc, (await drawings()).signature);
});
afterAll(async () => {
  await svc?.close();
});
const { job, billing } = billingSteps(() => svc);
const { call, headers } = staffCalls(() => svc);

const open = (quoteId: number, change = {}) =>
  call('POST', `/api/claims/quote/${quoteId}`, claimInput(change));
const ROOF_LINES = [
  {
    description: 'Remove laminated comp. shingle roofing',
    quantity: 32.67,
    unit: 'SQ',
    unitPriceCents: 7_112,
  },
  {
    description: 'Laminated comp. shingle roofing, w/ felt',
    quantity: 36,
    unit: 'SQ',
    unitPriceCents: 30_450,
  },
];
const SUPPLEMENT = {
  reason:
    'The carrier’s estimate leaves out drip edge and ice-and-water membrane at the eaves. The Florida Building Code (R905.2.8.5) requires drip edge at eaves and gables when the roof is replaced.',
  lines: [
    { description: 'Drip edge, aluminum', quantity: 240, unit: 'LF', unitPriceCents: 325 },
    {
      description: 'Ice & water barrier at eaves',
      quantity: 4.5,
      unit: 'SQ',
      unitPriceCents: 16_850,
    },
  ],
};

describe('a claim on a job', () => {
  it('opens once (409 the second time) and computes a percentage deductible', async () => {
    const { id } = await job();
    const opened = await open(id);
    expect(opened.statusCode).toBe(201);
    const claim = opened.json() as Claim;
    expect(claim).toMatchObject({
      quoteId: id,
      stormName: 'Hurricane Milton',
      deductibleKind: 'percent',
      deductiblePercent: 2,
      dwellingLimit: '350000.00',
      deductibleAmount: '7000.00',
      adjuster: { name: 'Renee Castillo', inspectionAt: '2024-10-21T09:30' },
    });
    expect(claim.totals).toMatchObject({ carrierApproved: '18200.00', insurerOwes: '11200.00' });
    await svc.waitForEvent('quote.claim.opened', (event) => {
      return (event.data as { claimId: number }).claimId === claim.id;
    });
    const again = await open(id);
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/claims/quote/${id}`)).json()).toMatchObject({ id: claim.id });
    const listed = await call('GET', '/api/claims?search=FL-24-0917733');
    expect(listed.headers['x-total-count']).toBeDefined();
    expect(listed.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: claim.id, openSupplements: 0 })]),
    );
  });

  it('names what is missing: the storm, the deductible percent’s dwelling limit', async () => {
    const { id } = await job();
    const noStorm = await open(id, { stormName: null });
    expect(noStorm.statusCode).toBe(400);
    expect(noStorm.json().error.fields).toMatchObject({ stormName: 'Name the storm' });
    const noLimit = await open(id, { dwellingLimitCents: null });
    expect(noLimit.statusCode).toBe(400);
    expect(noLimit.json().error.fields).toMatchObject({
      dwellingLimitCents: 'Enter the dwelling limit the percentage applies to',
    });
    const none = await call('GET', `/api/claims/quote/${id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No claim on this job yet.');
    const anonymous = await svc.app.inject({ url: `/api/claims/quote/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps scope lines side by side with computed totals; facts change with quote.claim.updated', async () => {
    const { id } = await job();
    const claim = (await open(id, { rcvCents: null })).json() as Claim;
    const carrier = await call('PUT', `/api/claims/${claim.id}/scope/carrier`, {
      lines: ROOF_LINES,
    });
    expect(carrier.statusCode).toBe(200);
    expect((carrier.json() as Claim).carrierLines.map((line) => line.total)).toEqual([
      '2323.49',
      '10962.00',
    ]);
    const ours = await call('PUT', `/api/claims/${claim.id}/scope/ours`, {
      lines: [...ROOF_LINES, ...SUPPLEMENT.lines],
    });
    expect((ours.json() as Claim).totals).toMatchObject({
      carrierScope: '13285.49',
      carrierApproved: '13285.49',
      ourScope: '14823.74',
      scopeDifference: '1538.25',
    });
    const flat = await call('PUT', `/api/claims/${claim.id}`, {
      ...claimInput({ deductibleKind: 'amount', deductibleAmountCents: 250_000 }),
      rcvCents: null,
    });
    expect(flat.json()).toMatchObject({ deductibleAmount: '2500.00', deductiblePercent: null });
    expect((flat.json() as Claim).ourLines).toHaveLength(4);
    await svc.waitForEvent('quote.claim.updated', (event) => {
      const data = event.data as { claimId: number; part: string };
      return data.claimId === claim.id && data.part === 'our-scope';
    });
  });
});

describe('supplements', () => {
  it('go draft → submitted → partly approved with the totals following', async () => {
    const { id, estimateNumber } = await job();
    const photos = await addJobPhotos(svc, id, estimateNumber);
    const claim = (await open(id)).json() as Claim;
    const created = await call('POST', `/api/claims/${claim.id}/supplements`, {
      ...SUPPLEMENT,
      photoIds: photos.slice(0, 2),
    });
    expect(created.statusCode).toBe(201);
    const supplement = (created.json() as Claim).supplements[0];
    expect(supplement).toMatchObject({ number: 1, status: 'draft', requestedAmount: '1538.25' });
    const url = `/api/claims/${claim.id}/supplements/${supplement?.id}`;
    const early = await call('POST', `${url}/status`, { status: 'approved' });
    expect(early.statusCode).toBe(409);

    const submitted = await call('POST', `${url}/status`, { status: 'submitted' });
    expect((submitted.json() as Claim).totals).toMatchObject({
      supplementsRequested: '1538.25',
      supplementsApproved: '0.00',
    });
    expect((await call('PUT', url, SUPPLEMENT)).statusCode).toBe(409);
    expect((await call('DELETE', url)).statusCode).toBe(409);

    const over = await call('POST', `${url}/status`, {
      status: 'approved',
      approvedAmountCents: 153_826,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toHaveProperty('approvedAmountCents');

    const partly = await call('POST', `${url}/status`, {
      status: 'partly-approved',
      approvedAmountCents: 78_000,
      note: 'Drip edge approved; membrane denied as not damaged by the storm.',
    });
    expect(partly.statusCode).toBe(200);
    const decided = partly.json() as Claim;
    expect(decided.supplements[0]).toMatchObject({
      status: 'partly-approved',
      approvedAmount: '780.00',
    });
    expect(decided.totals).toMatchObject({
      supplementsApproved: '780.00',
      totalApproved: '18980.00',
      insurerOwes: '11980.00',
    });
    await svc.waitForEvent('quote.supplement.status-changed', (event) => {
      const data = event.data as { supplementId: number; status: string };
      return data.supplementId === supplement?.id && data.status === 'partly-approved';
    });
  });

  it('refuse another job’s photos, and a draft is deleted', async () => {
    const other = await job();
    const [foreign] = await addJobPhotos(svc, other.id, other.estimateNumber);
    const { id } = await job();
    const claim = (await open(id)).json() as Claim;
    const refused = await call('POST', `/api/claims/${claim.id}/supplements`, {
      ...SUPPLEMENT,
      photoIds: [foreign],
    });
    expect(refused.statusCode).toBe(400);
    const draft = (await call('POST', `/api/claims/${claim.id}/supplements`, SUPPLEMENT)).json();
    const gone = await call(
      'DELETE',
      `/api/claims/${claim.id}/supplements/${draft.supplements[0].id}`,
    );
    expect(gone.statusCode).toBe(204);
  });

  it('take evidence files judged by their bytes', async () => {
    const { id } = await job();
    const claim = (await open(id)).json() as Claim;
    const draft = (await call('POST', `/api/claims/${claim.id}/supplements`, SUPPLEMENT)).json();
    const upload = (name: string, type: string, body: Buffer) => {
      const boundary = 'claimboundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        body,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return svc.app.inject({
        method: 'POST',
        url: `/api/claims/${claim.id}/supplements/${draft.supplements[0].id}/documents`,
        headers: { ...headers(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const stored = await upload('Carrier letter 10-14.pdf', 'application/pdf', pdf);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toMatchObject({
      filename: 'Carrier-letter-10-14.pdf',
      contentType: 'application/pdf',
    });
    const anonymous = await svc.app.inject({
      method: 'POST',
      url: `/api/claims/${claim.id}/supplements/${draft.supplements[0].id}/documents`,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(anonymous.statusCode).toBe(401);
    const fake = await upload('photo.jpg', 'image/jpeg', Buffer.from('<html>not a photo</html>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Attach a PDF, JPEG or PNG file.');
    const empty = await upload('nothing.pdf', 'application/pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Choose a file.');
    const huge = await upload('scan.pdf', 'application/pdf', Buffer.alloc(15 * 1024 * 1024 + 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe(
      'The file is larger than 15 MB. Please choose a smaller one.',
    );
    const back = await call('GET', `/api/claims/${claim.id}/documents/${stored.json().id}`);
    expect(back.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('insurer payments and the packet', () => {
  it('land in the job’s ledger with the balance, and the packet prints as a PDF', async () => {
    const signed = await flow.signedContract('claim.packet@example.com');
    const photos = await addJobPhotos(svc, signed.quoteId, signed.estimateNumber);
    const claim = (await open(signed.quoteId)).json() as Claim;
    await call('PUT', `/api/claims/${claim.id}/scope/carrier`, { lines: ROOF_LINES });
    await call('PUT', `/api/claims/${claim.id}/scope/ours`, {
      lines: [...ROOF_LINES, ...SUPPLEMENT.lines],
    });
    const withSupplement = await call('POST', `/api/claims/${claim.id}/supplements`, {
      ...SUPPLEMENT,
      photoIds: photos.slice(0, 2),
    });
    const supplementId = (withSupplement.json() as Claim).supplements[0]?.id;
    await call('POST', `/api/claims/${claim.id}/supplements/${supplementId}/status`, {
      status: 'submitted',
    });

    const before = await billing(signed.quoteId);
    const check = await call('POST', `/api/claims/${claim.id}/payments`, {
      kind: 'acv',
      amountCents: 450_000,
      receivedOn: '2024-11-04',
      checkNumber: '50031',
      payees: 'Dana Whitfield and Shorefront Roofing & Restoration, LLC',
    });
    expect(check.statusCode).toBe(201);
    const paid = check.json() as Claim;
    expect(paid.payments).toEqual([
      expect.objectContaining({ kind: 'acv', amount: '4500.00', checkNumber: '50031' }),
    ]);
    expect(paid.totals).toMatchObject({ insurerPaid: '4500.00', depreciationToRecover: '3600.00' });
    const after = await billing(signed.quoteId);
    const entry = after.ledger.find((row) => row.id === paid.payments[0]?.paymentId);
    expect(entry).toMatchObject({
      method: 'insurer_check',
      amount: '4500.00',
      reference: 'Claim FL-24-0917733 · check 50031',
    });
    expect(Number(after.paid) - Number(before.paid)).toBe(4500);
    // The check is on the job ahead of its invoices: the one balance falls by it.
    expect(Number(after.balanceDue)).toBe(Number(before.balanceDue) - 4500);
    await svc.waitForEvent('quote.payment.received', (event) => {
      return (event.data as { paymentId: number }).paymentId === entry?.id;
    });
    await svc.waitForEvent('quote.claim.payment-recorded', (event) => {
      return (event.data as { paymentId: number }).paymentId === entry?.id;
    });
    const tooMuch = await call('POST', `/api/claims/${claim.id}/payments`, {
      kind: 'depreciation',
      amountCents: 2_000_000,
      receivedOn: '2024-11-05',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect((await billing(signed.quoteId)).paid).toBe(after.paid);

    const waiver = await call('POST', `/api/claims/${claim.id}/packet`, {
      coverLetter: 'We will waive the deductible for the homeowner.',
    });
    expect(waiver.statusCode).toBe(400);

    const printed = await call('POST', `/api/claims/${claim.id}/packet`, {
      supplementId,
      photoIds: photos,
    });
    expect(printed.statusCode).toBe(201);
    const packet = printed.json() as ClaimPacket;
    expect(packet.pageCount).toBeGreaterThanOrEqual(3);
    const pdf = await call('GET', `/api/claims/packets/${packet.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.CLAIM_PACKET_OUT) await writeFile(process.env.CLAIM_PACKET_OUT, pdf.rawPayload);
    const listed = await call('GET', `/api/claims/${claim.id}/packets`);
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: packet.id, sha256: packet.sha256 }),
    ]);
  }, 90_000);
});
