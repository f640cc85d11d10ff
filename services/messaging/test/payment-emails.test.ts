import {
  paymentReceived,
  paymentRefunded,
  permitDeadlineApproaching,
  portalCodeRequested,
} from '@roofing/contracts';
import { messagingService } from '@roofing/messaging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceHarness, startService } from '../../../test/support/service-harness.ts';
import { payment, permitWarning, refund } from './support/billing-events.ts';
import {
  customer,
  envelope,
  mailsTo,
  must,
  officeMailsAbout,
  settledOfficeMailsAbout,
  subjectOf,
} from './support/quote-events.ts';

/**
 * The money e-mails of issue 22 (a payment's receipt and the office's notice, a refund's notice,
 * the office's permit-deadline warning) and the signing code, fed as the quote service's events.
 */
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startService(messagingService, { PUBLIC_URL: 'https://roof.example' });
});
afterAll(async () => {
  await svc?.close();
});

describe('payment e-mails', () => {
  it('sends the customer a receipt (amount, method, invoice, reference, date, balance) and the office a notice', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(paymentReceived, payment(who, { invoiceNumber: 'INV-2026-0042' })),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(
      `Receipt: $1,840.00 received for invoice INV-2026-0042 (${who.estimateNumber})`,
    );
    expect(mail.text).toContain('Amount received: $1,840.00');
    expect(mail.text).toContain('Paid by: Check');
    expect(mail.text).toContain('Invoice: INV-2026-0042');
    expect(mail.text).toContain('Reference: Check 1042');
    expect(mail.text).toContain('Received on: Friday, December 4, 2026 at 10:20 AM EST');
    expect(mail.text).toContain('Balance remaining on your project: $16,560.00');
    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toContain('Payment received: $1,840.00 from Lorna');
    expect(office.text).toContain('Paid by: Check');
  });

  it('labels an online payment and says when nothing more is due', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(
        paymentReceived,
        payment(who, { method: 'us_bank_account', reference: null, balanceDue: '0.00' }),
      ),
    );
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(mail.text).toContain('Paid by: Bank account (ACH, online)');
    expect(mail.text).not.toContain('Reference:');
    expect(mail.text).toContain('Nothing more is due on your project at the moment.');
  });

  it('tells the customer of a refund, and when a card refund shows', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(paymentRefunded, refund(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe(`Refund of $1,840.00 (${who.estimateNumber})`);
    expect(mail.text).toContain('Refunded to: Card (online)');
    expect(mail.text).toContain('within 5 to 10 business days');
    // The customer only: the office made the refund.
    expect(await settledOfficeMailsAbout(svc, who.estimateNumber)).toHaveLength(0);
  });
});

describe('permit deadline warning', () => {
  it('warns the office which Florida deadline nears, by when, and explains s. 489.126', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(permitDeadlineApproaching, permitWarning(who)));
    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toBe(
      `[Permit deadline] Apply for the building permit for ${who.estimateNumber} by Saturday, January 2, 2027`,
    );
    expect(office.text).toContain('Florida permit deadline in 7 days');
    expect(office.text).toContain('Days left: 7');
    expect(office.text).toContain('s. 489.126');
    expect(office.text).toContain('apply for the permits within 30 days of receiving the payment');
    expect(office.text).toContain('start the work within 90 days of the permit being issued');
  });

  it('names the work-start deadline', async () => {
    const who = customer();
    await svc.runtime.bus.publish(
      envelope(permitDeadlineApproaching, permitWarning(who, 'work-start')),
    );
    const office = must((await officeMailsAbout(svc, who.estimateNumber))[0]);
    expect(subjectOf(office)).toContain('Start the work');
    expect(office.text).toContain('Here, the work must start within 90 days');
  });
});

describe('the one-time code', () => {
  const request = (who: ReturnType<typeof customer>, purpose?: 'portal' | 'sign-contract') => ({
    estimateNumber: who.estimateNumber,
    firstName: who.firstName,
    email: who.email,
    code: '482913',
    expiresAt: new Date(Date.now() + 600_000).toISOString(),
    ...(purpose ? { purpose } : {}),
  });

  it('says it is to sign the contract when asked for signing', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(portalCodeRequested, request(who, 'sign-contract')));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe('482913 is your code to sign your Shorefront Roofing contract');
    expect(mail.text).toContain('Your code to sign your contract is 482913');
    expect(mail.text).toContain('to sign your contract');
  });

  it('stays the portal code otherwise (and for events from before the purpose existed)', async () => {
    const who = customer();
    await svc.runtime.bus.publish(envelope(portalCodeRequested, request(who)));
    const mail = must((await mailsTo(svc, who.email))[0]);
    expect(subjectOf(mail)).toBe('482913 is your Shorefront Roofing code');
    expect(mail.text).toContain('message our team or see your documents');
    expect(mail.text).not.toContain('sign your contract');
  });
});
