import { randomUUID } from 'node:crypto';
import {
  contractCancelled,
  contractCountersigned,
  contractIssued,
  contractSigned,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { contractCountersignedNotification } from '../src/notifications/contract-countersigned/notification.ts';
import { signedContractPdf } from '../src/notifications/contract-countersigned/signed-pdf.ts';
import { cancelled, countersigned, issued, samplePdf, signed } from './support/billing-events.ts';
import { redeliverAfterDuplicateWindow, refusingMailTo, settle } from './support/mail-checks.ts';
import {
  customer,
  envelope,
  mailsTo,
  must,
  officeMailsAbout,
  subjectOf,
} from './support/quote-events.ts';

/**
 * The contract's e-mails (issue 22), fed as the quote service's events into the messaging
 * service alone: ready to sign, signed (with the last day to cancel), fully signed with the PDF
 * attached to the customer's and the office's e-mails, and cancelled (with the refund owed).
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

/** The attachment named `filename` in a raw message: its part's headers and decoded bytes. */
function attachmentOf(raw: string, filename: string) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((chunk) => chunk.includes(`filename=${filename}`));
  if (!part) return undefined;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body =
    part
      .slice(split)
      .split(/\r?\n--/)[0]
      ?.replace(/\s+/g, '') ?? '';
  return { headers, content: Buffer.from(body, 'base64') };
}

const PORTAL_LINK = /https:\/\/roof\.example\/client-portal\?t=[A-Za-z0-9_-]{20,}/;

describe('contract e-mails', () => {
  it('asks the customer to read and sign the contract: price, deposit, the code, the portal link, the right to cancel', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(contractIssued, issued(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roofing contract is ready to sign (${who.estimateNumber})`);
    expect(mail.text).toContain('Hi Lorna,');
    expect(mail.text).toContain('Contract price: $18,400.00');
    expect(mail.text).toContain('Deposit due on signing: $1,840.00 (10 % of the price)');
    expect(mail.text).toContain('Read it all the way through');
    expect(mail.text).toContain('6-digit code');
    expect(mail.text).toMatch(PORTAL_LINK);
    expect(mail.text).toContain('until midnight of the third business day');
    expect(mail.text).toContain('within 10 days');
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
  });

  it('says when a corrected version replaces the one the customer had', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(contractIssued, issued(who, 1)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Your updated roofing contract is ready to sign (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('Version 2 replaces version 1, which can no longer be signed.');
  });

  it('acknowledges the signature with the last day to cancel and how, and asks the office to countersign', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(contractSigned, signed(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`We received your signed contract (${who.estimateNumber})`);
    expect(mail.text).toContain('Signed on: Thursday, December 3, 2026 at 2:30 PM EST');
    expect(mail.text).toContain(
      'You may cancel until: midnight at the end of Tuesday, December 8, 2026',
    );
    expect(mail.text).toContain('"Cancel contract"');
    expect(mail.text).toContain('1520 Beach Blvd, Jacksonville Beach, FL 32250');
    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toContain(`Contract signed: ${who.estimateNumber}`);
    expect(office.text).toContain('Countersign it in the dashboard');
    expect(office.text).toContain('https://roof.example/admin/dashboard');
    expect(office.raw).toMatch(new RegExp(`^Reply-To: ${who.email.replace(/\./g, '\\.')}`, 'm'));
  });

  it('sends the fully signed contract as a PDF attachment to the customer and the office, once each', async () => {
    const who = customer();
    const pdf = samplePdf();
    const event = envelope(contractCountersigned, countersigned(who, pdf));
    await svc.runtime.bus.publish(event);
    await redeliverAfterDuplicateWindow(svc, event);
    const filename = `Shorefront-contract-${who.estimateNumber}-v1.pdf`;
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your signed roofing contract (${who.estimateNumber})`);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/mixed/m);
    expect(mail.text).toContain(`Attached: ${filename}`);
    expect(mail.text).toContain('Countersigned for Shorefront Roofing: Ana Ruiz');
    const attached = must(attachmentOf(mail.raw, filename), 'PDF attachment');
    expect(attached.headers).toMatch(/Content-Type: application\/pdf/);
    expect(attached.headers).toMatch(/Content-Disposition: attachment/);
    expect(attached.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(attached.content.equals(pdf)).toBe(true);

    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toContain('signed PDF attached');
    expect(must(attachmentOf(office.raw, filename)).content.equals(pdf)).toBe(true);

    await settle();
    expect(await mailsTo(svc, who.email)).toHaveLength(1);
    expect(await officeMailsAbout(svc, who.estimateNumber)).toHaveLength(1);
  });

  it('a retried job sends only the step that failed, with its attachment', async () => {
    const who = customer();
    const pdf = samplePdf();
    const data = countersigned(who, pdf);
    const eventId = randomUUID();
    // The mail server refuses the office's copy once, after the customer's went out.
    const ctx = refusingMailTo(svc, svc.runtime.config.OFFICE_EMAIL);
    const run = (attempt: number) =>
      contractCountersignedNotification.handler.handle({
        data: { eventId, correlationId: 'retry-test', contract: data },
        job: { id: `contract-countersigned-emails-${eventId}`, name: 'x', data: {}, attempt },
        ctx,
      });
    await expect(run(1)).rejects.toThrow('mail server refused');
    await run(2);
    await run(3);
    const filename = `Shorefront-contract-${who.estimateNumber}-v1.pdf`;
    const mails = await mailsTo(svc, who.email);
    expect(mails).toHaveLength(1);
    expect(must(attachmentOf(must(mails[0]).raw, filename)).content.equals(pdf)).toBe(true);
    const office = await officeMailsAbout(svc, who.estimateNumber);
    expect(office).toHaveLength(1);
    expect(must(attachmentOf(must(office[0]).raw, filename)).content.equals(pdf)).toBe(true);
  });

  it('refuses to mail as the contract a file that is not the stored PDF', () => {
    const who = customer();
    const good = countersigned(who);
    expect(signedContractPdf(good).filename).toBe(
      `Shorefront-contract-${who.estimateNumber}-v1.pdf`,
    );
    expect(() => signedContractPdf({ ...good, pdfSha256: '0'.repeat(64) })).toThrow(/SHA-256/);
    const html = Buffer.from('<html>not a pdf</html>');
    expect(() => signedContractPdf({ ...good, pdfBase64: html.toString('base64') })).toThrow(
      /not a PDF/,
    );
  });

  it('acknowledges a cancellation with the refund due within 10 days, and tells the office', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(contractCancelled, cancelled(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Your roofing contract is cancelled (${who.estimateNumber})`);
    expect(mail.text).toContain('Cancelled on: Saturday, December 5, 2026 at 11:00 AM EST');
    expect(mail.text).toContain(
      'We will refund the $1,840.00 you paid by Tuesday, December 15, 2026, within 10 days',
    );
    // The customer's reason is for the office.
    expect(mail.text).not.toContain('wait until spring');
    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toContain('refund $1,840.00 by Tuesday, December 15, 2026');
    expect(office.text).toContain('We decided to wait until spring.');
    expect(office.text).toContain('s. 501.025');
  });

  it('says there is nothing to refund when nothing was paid', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(contractCancelled, cancelled(who, '0.00')));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(mail.text).toContain('so there is nothing to refund');
  });
});
