import type {
  ContractCountersignedData,
  ContractIssuedData,
  ContractSignedData,
} from '@roofing/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { storeSignedPdf } from '../src/domain/contracts/countersign-contract.ts';
import { CONTRACT_REVISED } from '../src/domain/contracts/sign-contract.ts';
import { SIGNATURE_REFUSED } from '../src/domain/contracts/signature-image.ts';
import { PDF_NOT_READY } from '../src/routes/contract-routes.ts';
import { quoteService } from '../src/service.ts';
import { quoteStore } from '../src/store/quotes.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/** The contract's life through HTTP: issued on acceptance, signed, countersigned, cancelled. */
let svc: ServiceHarness;
let signature: string;
let blank: string;
let dot: string;
let flow: ReturnType<typeof contractFlow>;

beforeAll(async () => {
  svc = await startService(quoteService);
  ({ signature, blank, dot } = await drawings());
  flow = contractFlow(svc, signature);
});
afterAll(async () => {
  await svc?.close();
});

describe('the contract lifecycle', () => {
  it('issues version 1 from the accepted estimate, in the acceptance', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('issued@example.com', 15000);
    const issued = await svc.waitForEvent<ContractIssuedData>(
      'quote.contract.issued',
      (e) => e.data.estimateNumber === estimateNumber,
    );
    expect(issued.data).toMatchObject({
      version: 1,
      contractPrice: '15000.00',
      depositAmount: '1500.00',
      replacesVersion: null,
    });
    const contract = await flow.portalContract(estimateNumber);
    expect(contract).toMatchObject({ version: 1, status: 'sent', canSign: true, canCancel: false });
    expect(contract.html).toContain('data-signature-slot="customer"');
    const viewed = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/viewed',
      headers: flow.customer(estimateNumber),
      payload: { contractId: contract.id },
    });
    expect(viewed.statusCode).toBe(204);
    const [staffView] = (
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: flow.as(OFFICE) })
    ).json();
    expect(staffView).toMatchObject({ status: 'viewed', customerSignature: null });
    const one = await svc.app.inject({
      url: `/api/contracts/${contract.id}`,
      headers: flow.as(OFFICE),
    });
    expect(one.json().html).toBe(contract.html);
  });

  it('refuses a blank or dot signature and a wrong code, at their fields', async () => {
    const { estimateNumber } = await flow.acceptedEstimate('refusals@example.com');
    const contract = await flow.portalContract(estimateNumber);
    const base = {
      contractId: contract.id,
      documentHash: contract.documentHash,
      fullName: 'Dana Whitfield',
      code: '000000',
      consent: true,
    };
    for (const drawing of [blank, dot]) {
      const refused = await flow.sign(estimateNumber, { ...base, signature: drawing });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.signature).toBe(SIGNATURE_REFUSED);
    }
    const code = await flow.signingCode(estimateNumber);
    const wrong = await flow.sign(estimateNumber, {
      ...base,
      signature,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toMatch(/not right/);
    // A code sent to open the portal (the other purpose) does not sign.
    const before = flow.codesSent(estimateNumber);
    await svc.app.inject({ method: 'POST', url: '/api/portal/code', payload: { estimateNumber } });
    const portalCode = await flow.newestCode(estimateNumber, 'portal', 0);
    expect(flow.codesSent(estimateNumber)).toBe(before + 1);
    const otherPurpose = await flow.sign(estimateNumber, { ...base, signature, code: portalCode });
    expect(otherPurpose.statusCode).toBe(400);
    expect(otherPurpose.json().error.fields.code).toBeDefined();
    expect((await flow.portalContract(estimateNumber)).status).toBe('sent');
  });

  it('answers 409 and issues a new version when the estimate was revised', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('revised@example.com');
    const first = await flow.portalContract(estimateNumber);
    await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quoteId}`,
      headers: flow.as(OFFICE),
      payload: { estimateAmount: 13250 },
    });
    const refused = await flow.sign(estimateNumber, {
      contractId: first.id,
      documentHash: first.documentHash,
      fullName: 'Dana Whitfield',
      signature,
      code: '123456',
      consent: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CONTRACT_REVISED);
    const second = await flow.portalContract(estimateNumber);
    expect(second).toMatchObject({ version: 2, contractPrice: '13250.00', status: 'sent' });
    const versions = (
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: flow.as(OFFICE) })
    ).json();
    expect(versions.map((v: { status: string }) => v.status)).toEqual(['sent', 'voided']);
    expect(versions[1].voidedAt).not.toBeNull();
  });

  it('signs, then the office countersigns and the signed PDF is stored once', async () => {
    const { estimateNumber, quoteId, contract } = await flow.signedContract('signs@example.com');
    expect(contract).toMatchObject({
      status: 'signed',
      canCancel: true,
      customerSignerName: 'Dana Whitfield',
    });
    const signedEvent = await svc.waitForEvent<ContractSignedData>(
      'quote.contract.signed',
      (e) => e.data.estimateNumber === estimateNumber,
    );
    expect(signedEvent.data.cancelBy).toBe(contract.cancelBy);
    const [record] = (
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: flow.as(OFFICE) })
    ).json();
    expect(record.customerSignature).toMatchObject({
      name: 'Dana Whitfield',
      ipAddress: '198.51.100.71',
      userAgent: 'Portal test browser',
      verifiedBy: expect.stringMatching(/^one-time code e-mailed to s•••@example\.com$/),
    });
    const [audit] = await flow.query(
      sql`select action from quote.money_audit where entity = 'contract' and entity_id = ${String(contract.id)} and action = 'signed'`,
    );
    expect(audit).toEqual({ action: 'signed' });

    const early = await svc.app.inject({
      url: `/api/contracts/${contract.id}/pdf`,
      headers: flow.as(OFFICE),
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe(PDF_NOT_READY);

    const countersigned = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/countersign`,
      headers: flow.as(OFFICE),
      payload: { fullName: 'Jordan Lee', signature },
    });
    expect(countersigned.statusCode).toBe(200);
    expect(countersigned.json()).toMatchObject({
      status: 'countersigned',
      countersignature: {
        name: 'Jordan Lee',
        verifiedBy: 'staff session (office, two-step sign-in)',
      },
    });
    const announced = await svc.waitForEvent<ContractCountersignedData>(
      'quote.contract.countersigned',
      (e) => e.data.estimateNumber === estimateNumber,
      60_000,
    );
    const pdf = await svc.app.inject({
      url: `/api/contracts/${contract.id}/pdf`,
      headers: flow.as(OFFICE),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from(announced.data.pdfBase64, 'base64').equals(pdf.rawPayload)).toBe(true);

    // The job again changes nothing and announces nothing.
    const again = await storeSignedPdf(
      svc.service.ctx,
      quoteStore(svc.runtime.database.db),
      contract.id,
      'test',
    );
    expect(again).toBe('skipped');
    const events = svc.published.filter(
      (e) =>
        e.type === 'quote.contract.countersigned' &&
        (e.data as { contractId: number }).contractId === contract.id,
    );
    expect(events).toHaveLength(1);

    const portalPdf = await svc.app.inject({
      url: `/api/contracts/portal/${contract.id}/pdf`,
      headers: flow.customer(estimateNumber),
    });
    expect(portalPdf.statusCode).toBe(200);
    const documents = (
      await svc.app.inject({
        url: '/api/contracts/portal/documents',
        headers: flow.customer(estimateNumber),
      })
    ).json();
    expect(documents[0]).toMatchObject({
      kind: 'contract',
      url: `/api/contracts/portal/${contract.id}/pdf`,
    });
  });

  it('cancels within the 3 business days, and refuses after them', async () => {
    const { estimateNumber, contract } = await flow.signedContract('cancels@example.com');
    const cancel = (headers = flow.customer(estimateNumber)) =>
      svc.app.inject({
        method: 'POST',
        url: '/api/contracts/portal/cancel',
        headers,
        payload: { contractId: contract.id, reason: 'We chose to wait a year.' },
      });
    const cancelled = await cancel();
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', canCancel: false });
    await svc.waitForEvent(
      'quote.contract.cancelled',
      (e) => (e.data as { estimateNumber: string }).estimateNumber === estimateNumber,
    );

    const late = await flow.signedContract('too-late@example.com');
    await flow.query(
      sql`update quote.contracts set cancel_by = '2020-01-03' where id = ${late.contract.id}`,
    );
    const refused = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: flow.customer(late.estimateNumber),
      payload: { contractId: late.contract.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/ended on January 3, 2020/);
  });

  it('keeps staff routes from a portal caller and portal routes from an unverified one', async () => {
    const { estimateNumber, quoteId } = await flow.acceptedEstimate('access@example.com');
    const portal = flow.customer(estimateNumber);
    const staffOnly = [
      { method: 'GET' as const, url: `/api/contracts/quote/${quoteId}` },
      { method: 'POST' as const, url: `/api/contracts/quote/${quoteId}/reissue` },
      { method: 'GET' as const, url: '/api/contracts/1/pdf' },
      { method: 'POST' as const, url: '/api/contracts/1/countersign' },
      { method: 'PUT' as const, url: '/api/contracts/1/permit-dates' },
    ];
    for (const route of staffOnly) {
      const response = await svc.app.inject({ ...route, headers: portal });
      expect([401, 403]).toContain(response.statusCode);
    }
    const unverified = await svc.app.inject({
      url: '/api/contracts/portal',
      headers: flow.as({ kind: 'portal', estimateNumber, verified: false }),
    });
    expect(unverified.statusCode).toBe(401);
    const reissued = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/quote/${quoteId}/reissue`,
      headers: flow.as(OFFICE),
    });
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json()).toMatchObject({ version: 2, status: 'sent' });
  });
});
