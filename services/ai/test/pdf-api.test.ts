import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COMPANY } from '@roofing/contracts';
import { closeSharedBrowser } from '@roofing/documents/pdf/pdf-browser';
import { IDENTITY_HEADER, type StaffIdentity, signIdentity } from '@roofing/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { aiService } from '../src/service.ts';

/** `POST /api/document-assistant/generate-pdf` through the AI service, printed by its worker. */
const staff: StaffIdentity = {
  kind: 'staff',
  userId: 3,
  username: 'estimator',
  displayName: 'Marisol Vega',
  role: 'staff',
  permissions: [],
  csrf: true,
};
const as = (svc: ServiceHarness, identity: StaffIdentity | null) =>
  identity ? { [IDENTITY_HEADER]: signIdentity(identity, svc.runtime.identitySecret) } : {};

const generatePdf = (
  svc: ServiceHarness,
  payload: unknown,
  identity = staff as StaffIdentity | null,
) =>
  svc.app.inject({
    method: 'POST',
    url: '/api/document-assistant/generate-pdf',
    headers: as(svc, identity),
    payload: payload as object,
  });

const contract = `<!doctype html><html><head><meta charset="utf-8"><title>Roofing Contract</title>
<style>body { font-family: Georgia, serif; color: #1f2937; } h1 { color: #0b3d5c; }
table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #cbd5e1; padding: 6px; }</style></head>
<body><svg width="160" height="48" viewBox="0 0 160 48"><path d="M8 36 L40 10 L72 36 Z" fill="#0b3d5c"/>
<text x="80" y="30" font-size="14" font-family="Arial">SHOREFRONT</text></svg>
<h1>Residential Roofing Contract</h1>
<p>Between ${COMPANY.legalName} (Florida License ${COMPANY.license}) and the Owner of 412 Ocean Dr, Jacksonville Beach, FL 32250.</p>
<table><tr><th>Scope</th><th>Price</th></tr><tr><td>Tear off to deck, re-nail to code, synthetic underlayment, architectural shingles</td><td>$14,250.00</td></tr></table>
<h2>Owner's right to cancel</h2><p>You may cancel this contract within three business days after signing it, without penalty.</p>
<h2>Florida Homeowners' Construction Recovery Fund</h2><p>Payment may be available from the Florida Homeowners' Construction Recovery Fund if you lose money on a project performed under contract.</p>
</body></html>`;

let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startService(aiService);
});
afterAll(async () => {
  await svc?.close();
  await closeSharedBrowser();
});

describe('printing a document', () => {
  it('answers a PDF with its page count and a file name from the document type', async () => {
    const response = await generatePdf(svc, {
      documentContent: contract,
      documentType: 'Roofing Contract',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['x-page-count'])).toBeGreaterThanOrEqual(1);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="roofing-contract-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    // The queue records the job as completed just after the route has its result: poll for it.
    await expect
      .poll(async () => (await svc.runtime.jobs.counts('documents')).completed, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
  });
});

describe('a hostile document', () => {
  let spy: Server;
  const hits: string[] = [];
  beforeAll(async () => {
    spy = createServer((request, response) => {
      hits.push(request.url ?? '');
      response.end('body { background: red }');
    });
    await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => spy.close(resolve)));

  it('runs no script and loads nothing from anywhere', async () => {
    const remote = `http://127.0.0.1:${(spy.address() as AddressInfo).port}`;
    // Were the script to run, it would add 300 paragraphs: many pages, not one.
    const html = `<html><head><link rel="stylesheet" href="${remote}/link.css">
<style>@import url("${remote}/import.css"); body { background: url(${remote}/bg.png) }
.x { background: \\75 rl(${remote}/escaped.png) }</style>
<script src="${remote}/script.js"></script></head><body>
<h1>Invoice</h1><p class="x">Payment due within 15 days.</p>
<img src="${remote}/pixel.png" alt=""><img src="data:image/png;base64,AA==" onerror="fetch('${remote}/onerror')">
<div style="background-image: url('${remote}/inline.png')">Balance due</div>
<iframe src="${remote}/frame.html"></iframe><object data="${remote}/object.swf"></object>
<svg><image href="${remote}/svg-image.png" width="10" height="10"/><use href="${remote}/sprite.svg#a"/></svg>
<script>for (let i = 0; i < 300; i++) { const p = document.createElement('p'); p.textContent = 'INJECTED ' + i; document.body.appendChild(p); }
fetch('${remote}/script-ran');</script></body></html>`;
    const response = await generatePdf(svc, { documentContent: html, documentType: 'Invoice' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-page-count']).toBe('1');
    expect(hits).toEqual([]);
  });
});

describe('who may print, and what', () => {
  it('answers 401 without a staff session', async () => {
    const response = await generatePdf(svc, { documentContent: contract, documentType: 'x' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('answers 403 to a staff request without the CSRF token', async () => {
    const response = await generatePdf(
      svc,
      { documentContent: contract, documentType: 'Estimate' },
      { ...staff, csrf: false },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses empty content, a missing type, and a document with nothing to print', async () => {
    const empty = await generatePdf(svc, { documentContent: '', documentType: 'Invoice' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('documentContent');
    const untyped = await generatePdf(svc, { documentContent: '<p>Invoice</p>' });
    expect(untyped.statusCode).toBe(400);
    expect(untyped.json().error.fields).toHaveProperty('documentType');
    const onlyScript = await generatePdf(svc, {
      documentContent: '<script>alert(1)</script>',
      documentType: 'Invoice',
    });
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error.fields).toHaveProperty('documentContent');
  });
});

describe('where Chromium is not installed', () => {
  let bare: ServiceHarness;
  beforeAll(async () => {
    bare = await startService(aiService, { CHROMIUM_PATH: '/nonexistent/chromium' });
  });
  afterAll(async () => {
    await bare?.close();
  });

  it('answers 503 saying what to install', async () => {
    const response = await generatePdf(bare, {
      documentContent: contract,
      documentType: 'Roofing Contract',
    });
    expect(response.statusCode).toBe(503);
    const { error } = response.json();
    expect(error.code).toBe('UNAVAILABLE');
    expect(error.message).toContain('apt-get install chromium');
    expect(error.message).toContain('CHROMIUM_PATH');
    // Failed at once, not after the retries: nothing else would change the outcome.
    const failed = await bare.runtime.jobs.failed('documents');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.attempts).toBe(1);
  });
});
