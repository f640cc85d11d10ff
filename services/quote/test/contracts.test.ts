import type {
  ContractCountersignedData,
  ContractIssuedData,
  ContractSignedData,
  EventEnvelope,
  PortalCodeRequestedData,
} from '@roofing/contracts';
import type { Db, Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest, waitFor } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { storeSignedPdf } from '../src/domain/contracts/countersign-contract.ts';
import { CONTRACT_REVISED } from '../src/domain/contracts/sign-contract.ts';
import { SIGNATURE_REFUSED } from '../src/domain/contracts/signature-image.ts';
import { PDF_NOT_READY } from '../src/routes/contract-routes.ts';
import { quoteService } from '../src/service.ts';
import { quoteStore } from '../src/store/quotes.ts';
import { OFFICE, signedAs } from './support/callers.ts';

/** The contract's life through HTTP: issued on acceptance, signed, countersigned, cancelled. */
let svc: ServiceHarness;
let signature: string;
let blank: string;
let dot: string;

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const svgPng = (body: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150">${body}</svg>`),
  )
    .png()
    .toBuffer();

beforeAll(async () => {
  svc = await startService(quoteService);
  signature = dataUrl(
    await svgPng(
      '<path d="M20 110 C 70 10, 130 150, 190 60 S 300 120, 380 40" stroke="#1a1a6e" stroke-width="5" fill="none"/>',
    ),
  );
  blank = dataUrl(
    await sharp({
      create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer(),
  );
  dot = dataUrl(await svgPng('<circle cx="200" cy="75" r="4" fill="black"/>'));
});
afterAll(async () => {
  await svc?.close();
});

const as = (identity: Identity) => signedAs(svc, identity);
const customer = (estimateNumber: string) => ({
  'user-agent': 'Portal test browser',
  ...as({ kind: 'portal', estimateNumber, verified: true }),
});
const query = async (statement: ReturnType<typeof sql>) =>
  ((await (svc.runtime.database.db as Db).execute(statement)) as { rows: unknown[] }).rows;

/** A quote whose estimate the customer accepted from a verified portal session. */
async function acceptedEstimate(email: string, estimateAmount = 12000) {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ email, phone: '(904) 555-0142' }),
  });
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: as(OFFICE) })
  ).json();
  await svc.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${listed.id}`,
    headers: as(OFFICE),
    payload: { estimateAmount, proposalNotes: 'Tear-off and re-roof, 30-year shingles.' },
  });
  const accepted = await svc.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateNumber}/response`,
    headers: customer(estimateNumber),
    payload: { customerResponse: 'accepted' },
    remoteAddress: '198.51.100.70',
  });
  expect(accepted.statusCode).toBe(200);
  return { estimateNumber: estimateNumber as string, quoteId: listed.id as number };
}

const portalContract = async (estimateNumber: string) => {
  const response = await svc.app.inject({
    url: '/api/contracts/portal',
    headers: customer(estimateNumber),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** The newest code e-mailed for an estimate and purpose, once one more than `before` was sent. */
async function newestCode(estimateNumber: string, purpose: string, before: number) {
  const sent = () =>
    svc.published.filter(
      (event): event is EventEnvelope<PortalCodeRequestedData> =>
        event.type === 'quote.portal.code-requested' &&
        (event.data as PortalCodeRequestedData).estimateNumber === estimateNumber &&
        (event.data as PortalCodeRequestedData).purpose === purpose,
    );
  const codes = await waitFor(() => (sent().length > before ? sent() : undefined), 5000, 'code');
  return codes.at(-1)?.data.code ?? '';
}
const codesSent = (estimateNumber: string) =>
  svc.published.filter(
    (event) =>
      event.type === 'quote.portal.code-requested' &&
      (event.data as PortalCodeRequestedData).estimateNumber === estimateNumber,
  ).length;

/** Asks for a signing code and reads it from the event messaging would e-mail. */
async function signingCode(estimateNumber: string) {
  const before = codesSent(estimateNumber);
  const asked = await svc.app.inject({
    method: 'POST',
    url: '/api/contracts/portal/signing-code',
    headers: customer(estimateNumber),
  });
  expect(asked.statusCode).toBe(202);
  expect(asked.json()).toEqual({ sentTo: expect.stringContaining('•••@'), expiresInMinutes: 10 });
  return newestCode(estimateNumber, 'sign-contract', before);
}

const sign = (estimateNumber: string, payload: object) =>
  svc.app.inject({
    method: 'POST',
    url: '/api/contracts/portal/sign',
    headers: customer(estimateNumber),
    payload,
    remoteAddress: '198.51.100.71',
  });

async function signedContract(email: string) {
  const job = await acceptedEstimate(email);
  const contract = await portalContract(job.estimateNumber);
  const code = await signingCode(job.estimateNumber);
  const signed = await sign(job.estimateNumber, {
    contractId: contract.id,
    documentHash: contract.documentHash,
    fullName: 'Dana Whitfield',
    signature,
    code,
    consent: true,
  });
  expect(signed.statusCode).toBe(200);
  return { ...job, contract: signed.json() };
}

describe('the contract lifecycle', () => {
  it('issues version 1 from the accepted estimate, in the acceptance', async () => {
    const { estimateNumber, quoteId } = await acceptedEstimate('issued@example.com', 15000);
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
    const contract = await portalContract(estimateNumber);
    expect(contract).toMatchObject({ version: 1, status: 'sent', canSign: true, canCancel: false });
    expect(contract.html).toContain('data-signature-slot="customer"');
    const viewed = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/viewed',
      headers: customer(estimateNumber),
      payload: { contractId: contract.id },
    });
    expect(viewed.statusCode).toBe(204);
    const [staffView] = (
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: as(OFFICE) })
    ).json();
    expect(staffView).toMatchObject({ status: 'viewed', customerSignature: null });
    const one = await svc.app.inject({ url: `/api/contracts/${contract.id}`, headers: as(OFFICE) });
    expect(one.json().html).toBe(contract.html);
  });

  it('refuses a blank or dot signature and a wrong code, at their fields', async () => {
    const { estimateNumber } = await acceptedEstimate('refusals@example.com');
    const contract = await portalContract(estimateNumber);
    const base = {
      contractId: contract.id,
      documentHash: contract.documentHash,
      fullName: 'Dana Whitfield',
      code: '000000',
      consent: true,
    };
    for (const drawing of [blank, dot]) {
      const refused = await sign(estimateNumber, { ...base, signature: drawing });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.signature).toBe(SIGNATURE_REFUSED);
    }
    const code = await signingCode(estimateNumber);
    const wrong = await sign(estimateNumber, {
      ...base,
      signature,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toMatch(/not right/);
    // A code sent to open the portal (the other purpose) does not sign.
    const before = codesSent(estimateNumber);
    await svc.app.inject({ method: 'POST', url: '/api/portal/code', payload: { estimateNumber } });
    const portalCode = await newestCode(estimateNumber, 'portal', 0);
    expect(codesSent(estimateNumber)).toBe(before + 1);
    const otherPurpose = await sign(estimateNumber, { ...base, signature, code: portalCode });
    expect(otherPurpose.statusCode).toBe(400);
    expect(otherPurpose.json().error.fields.code).toBeDefined();
    expect((await portalContract(estimateNumber)).status).toBe('sent');
  });

  it('answers 409 and issues a new version when the estimate was revised', async () => {
    const { estimateNumber, quoteId } = await acceptedEstimate('revised@example.com');
    const first = await portalContract(estimateNumber);
    await svc.app.inject({
      method: 'PATCH',
      url: `/api/quotes/${quoteId}`,
      headers: as(OFFICE),
      payload: { estimateAmount: 13250 },
    });
    const refused = await sign(estimateNumber, {
      contractId: first.id,
      documentHash: first.documentHash,
      fullName: 'Dana Whitfield',
      signature,
      code: '123456',
      consent: true,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(CONTRACT_REVISED);
    const second = await portalContract(estimateNumber);
    expect(second).toMatchObject({ version: 2, contractPrice: '13250.00', status: 'sent' });
    const versions = (
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: as(OFFICE) })
    ).json();
    expect(versions.map((v: { status: string }) => v.status)).toEqual(['sent', 'voided']);
    expect(versions[1].voidedAt).not.toBeNull();
  });

  it('signs, then the office countersigns and the signed PDF is stored once', async () => {
    const { estimateNumber, quoteId, contract } = await signedContract('signs@example.com');
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
      await svc.app.inject({ url: `/api/contracts/quote/${quoteId}`, headers: as(OFFICE) })
    ).json();
    expect(record.customerSignature).toMatchObject({
      name: 'Dana Whitfield',
      ipAddress: '198.51.100.71',
      userAgent: 'Portal test browser',
      verifiedBy: expect.stringMatching(/^one-time code e-mailed to s•••@example\.com$/),
    });
    const [audit] = await query(
      sql`select action from quote.money_audit where entity = 'contract' and entity_id = ${String(contract.id)} and action = 'signed'`,
    );
    expect(audit).toEqual({ action: 'signed' });

    const early = await svc.app.inject({
      url: `/api/contracts/${contract.id}/pdf`,
      headers: as(OFFICE),
    });
    expect(early.statusCode).toBe(404);
    expect(early.json().error.message).toBe(PDF_NOT_READY);

    const countersigned = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/countersign`,
      headers: as(OFFICE),
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
      headers: as(OFFICE),
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
      headers: customer(estimateNumber),
    });
    expect(portalPdf.statusCode).toBe(200);
    const documents = (
      await svc.app.inject({
        url: '/api/contracts/portal/documents',
        headers: customer(estimateNumber),
      })
    ).json();
    expect(documents[0]).toMatchObject({
      kind: 'contract',
      url: `/api/contracts/portal/${contract.id}/pdf`,
    });
  });

  it('cancels within the 3 business days, and refuses after them', async () => {
    const { estimateNumber, contract } = await signedContract('cancels@example.com');
    const cancel = (headers = customer(estimateNumber)) =>
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

    const late = await signedContract('too-late@example.com');
    await query(
      sql`update quote.contracts set cancel_by = '2020-01-03' where id = ${late.contract.id}`,
    );
    const refused = await svc.app.inject({
      method: 'POST',
      url: '/api/contracts/portal/cancel',
      headers: customer(late.estimateNumber),
      payload: { contractId: late.contract.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/ended on January 3, 2020/);
  });

  it('keeps staff routes from a portal caller and portal routes from an unverified one', async () => {
    const { estimateNumber, quoteId } = await acceptedEstimate('access@example.com');
    const portal = customer(estimateNumber);
    const staffOnly = [
      { method: 'GET' as const, url: `/api/contracts/quote/${quoteId}` },
      { method: 'POST' as const, url: `/api/contracts/quote/${quoteId}/reissue` },
      { method: 'GET' as const, url: '/api/contracts/1/pdf' },
    ];
    for (const route of staffOnly) {
      const response = await svc.app.inject({ ...route, headers: portal });
      expect([401, 403]).toContain(response.statusCode);
    }
    const unverified = await svc.app.inject({
      url: '/api/contracts/portal',
      headers: as({ kind: 'portal', estimateNumber, verified: false }),
    });
    expect(unverified.statusCode).toBe(401);
    const reissued = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/quote/${quoteId}/reissue`,
      headers: as(OFFICE),
    });
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json()).toMatchObject({ version: 2, status: 'sent' });
  });
});
