import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContractCountersignedData } from '@roofing/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequest } from '../../../test/support/factories.ts';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { quoteService } from '../src/service.ts';
import { OFFICE } from './support/callers.ts';
import { contractFlow, drawings } from './support/contract-flow.ts';

/**
 * A customer who asked for the quote in Spanish (issue 24): the contract issued on acceptance is
 * the governing English text with the Spanish reading copy, and the PDFs the portal hands out
 * (the signed contract, the deposit invoice) read in Spanish, as pdftotext reads the printed page.
 */
let svc: ServiceHarness;
let flow: ReturnType<typeof contractFlow>;
let signature: string;
const folder = mkdtempSync(join(tmpdir(), 'spanish-pdfs-'));

beforeAll(async () => {
  svc = await startService(quoteService);
  ({ signature } = await drawings());
  flow = contractFlow(svc, signature);
});
afterAll(async () => {
  await svc?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The text of a PDF, as poppler's pdftotext lays it out (spaces collapsed). */
function pdfText(pdf: Buffer, name: string): string {
  const file = join(folder, name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    .replace(/\s+/g, ' ')
    .trim();
}

/** A Spanish quote whose estimate the customer accepted from a verified portal session. */
async function acceptedSpanishEstimate(email: string) {
  const created = await svc.app.inject({
    method: 'POST',
    url: '/api/quotes',
    payload: quoteRequest({ email, phone: '(904) 555-0142', language: 'es' }),
  });
  expect(created.statusCode).toBe(201);
  const { estimateNumber } = created.json();
  const [listed] = (
    await svc.app.inject({ url: `/api/quotes?search=${estimateNumber}`, headers: flow.as(OFFICE) })
  ).json();
  await svc.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${listed.id}`,
    headers: flow.as(OFFICE),
    payload: { estimateAmount: 15000, proposalNotes: 'Tear-off and re-roof, 30-year shingles.' },
  });
  const accepted = await svc.app.inject({
    method: 'POST',
    url: `/api/estimates/${estimateNumber}/response`,
    headers: flow.customer(estimateNumber),
    payload: { customerResponse: 'accepted' },
    remoteAddress: '198.51.100.70',
  });
  expect(accepted.statusCode).toBe(200);
  return { estimateNumber: estimateNumber as string, quoteId: listed.id as number };
}

describe("a Spanish customer's documents", () => {
  it('issues the contract with the Spanish reading copy, and prints the signed PDF and the invoice in Spanish', async () => {
    const { estimateNumber } = await acceptedSpanishEstimate('espanol@example.com');
    const shown = await flow.portalContract(estimateNumber);
    expect(shown.html).toContain('data-reading-copy="es"');
    expect(shown.html).toContain('This English text is the governing agreement');

    const contract = await flow.signShown(estimateNumber);
    const countersigned = await svc.app.inject({
      method: 'POST',
      url: `/api/contracts/${contract.id}/countersign`,
      headers: flow.as(OFFICE),
      payload: { fullName: 'Jordan Lee', signature },
    });
    expect(countersigned.statusCode).toBe(200);
    await svc.waitForEvent<ContractCountersignedData>(
      'quote.contract.countersigned',
      (e) => e.data.estimateNumber === estimateNumber,
      60_000,
    );
    const contractPdf = await svc.app.inject({
      url: `/api/contracts/portal/${contract.id}/pdf`,
      headers: flow.customer(estimateNumber),
    });
    expect(contractPdf.statusCode).toBe(200);
    const text = pdfText(contractPdf.rawPayload, 'contract.pdf');
    // The governing English contract, then the translation labelled as one.
    expect(text).toContain('Roofing Contract');
    expect(text).toContain("BUYER'S RIGHT TO CANCEL");
    expect(text).toContain('Usted, el comprador, puede cancelar esta transacción');
    expect(text).toContain('Traducción al español — copia de lectura');
    expect(text).toContain('prevalece el texto en inglés');
    expect(text).toContain('Contrato de techado');
    expect(text).toContain('3. Alcance del trabajo');
    expect(text).toContain('Precio del contrato $15,000.00');
    expect(text).toContain('AVISO DE CANCELACIÓN');
    expect(text).toContain('Certificate of completion');
    expect(text.indexOf('Roofing Contract')).toBeLessThan(
      text.indexOf('Traducción al español — copia de lectura'),
    );

    const invoices = await svc.app.inject({
      url: '/api/invoices/portal',
      headers: flow.customer(estimateNumber),
    });
    expect(invoices.statusCode).toBe(200);
    const body = invoices.json();
    const list = (Array.isArray(body) ? body : body.invoices) as { number: string }[];
    expect(list.length).toBeGreaterThan(0);
    const invoicePdf = await svc.app.inject({
      url: `/api/invoices/portal/${list[0]?.number}/pdf`,
      headers: flow.customer(estimateNumber),
    });
    expect(invoicePdf.statusCode).toBe(200);
    const invoiceText = pdfText(invoicePdf.rawPayload, 'invoice.pdf');
    expect(invoiceText).toContain('Factura de depósito');
    expect(invoiceText).toContain('Factura n.º');
    expect(invoiceText).toContain('Cómo pagar');
    expect(invoiceText).not.toContain('How to pay');
    expect(invoiceText).toContain('Página 1 de 1');
  }, 120_000);
});
