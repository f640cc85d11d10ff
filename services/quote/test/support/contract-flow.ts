import type { EventEnvelope, PortalCodeRequestedData } from '@roofing/contracts';
import type { Db, Identity } from '@roofing/platform';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { quoteRequest, waitFor } from '../../../../test/support/factories.ts';
import type { ServiceHarness } from '../../../../test/support/service-harness.ts';
import { OFFICE, signedAs } from './callers.ts';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const svgPng = (body: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150">${body}</svg>`),
  )
    .png()
    .toBuffer();

/** Drawn signatures as the signature pad sends them (PNG data URLs made with sharp). */
export async function drawings() {
  return {
    signature: dataUrl(
      await svgPng(
        '<path d="M20 110 C 70 10, 130 150, 190 60 S 300 120, 380 40" stroke="#1a1a6e" stroke-width="5" fill="none"/>',
      ),
    ),
    blank: dataUrl(
      await sharp({
        create: {
          width: 400,
          height: 150,
          channels: 4,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        },
      })
        .png()
        .toBuffer(),
    ),
    dot: dataUrl(await svgPng('<circle cx="200" cy="75" r="4" fill="black"/>')),
  };
}

/** The steps of a contract's life through HTTP, on one running quote service. */
export function contractFlow(svc: ServiceHarness, signature: string) {
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

  /** The customer signs the contract their portal shows now, with a code asked for it: 200. */
  async function signShown(estimateNumber: string) {
    const contract = await portalContract(estimateNumber);
    const code = await signingCode(estimateNumber);
    const signed = await sign(estimateNumber, {
      contractId: contract.id,
      documentHash: contract.documentHash,
      fullName: 'Dana Whitfield',
      signature,
      code,
      consent: true,
    });
    expect(signed.statusCode).toBe(200);
    return signed.json();
  }

  async function signedContract(email: string) {
    const job = await acceptedEstimate(email);
    return { ...job, contract: await signShown(job.estimateNumber) };
  }

  /** The office asks a `percent` % deposit and reissues the unsigned contract with it: 201. */
  async function reissueWithDeposit(quoteId: number, percent: number) {
    await query(
      sql`insert into quote.deposit_terms (quote_id, kind, percent, set_by) values (${quoteId}, 'percent', ${percent}, 'Shorefront Office')`,
    );
    const reissued = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/quote/${quoteId}/reissue`,
      headers: as(OFFICE),
    });
    expect(reissued.statusCode).toBe(201);
    return reissued.json();
  }

  return {
    as,
    customer,
    query,
    acceptedEstimate,
    portalContract,
    newestCode,
    codesSent,
    signingCode,
    sign,
    signShown,
    signedContract,
    reissueWithDeposit,
  };
}
