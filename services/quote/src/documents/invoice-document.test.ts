import { plainText } from '@roofing/documents/test-helpers';
import { describe, expect, it } from 'vitest';
import { type InvoiceDocumentInput, invoiceDocumentHtml } from './invoice-document.tsx';

const invoiceInput: InvoiceDocumentInput = {
  number: 'INV-2026-0001',
  kind: 'progress',
  status: 'open',
  estimateNumber: 'SFR-7KQ2M9XD',
  lines: [
    {
      description: 'Tear-off and dry-in, house and garage',
      quantity: 32,
      unitPrice: '150.00',
      amount: '4800.00',
    },
    {
      description: 'Replaced 1/2-in. plywood (CO-1)',
      quantity: 3,
      unitPrice: '85.00',
      amount: '255.00',
    },
  ],
  subtotal: '5055.00',
  taxRatePercent: null,
  tax: '0.00',
  total: '5055.00',
  paid: '1000.00',
  balanceDue: '4055.00',
  issuedOn: '2026-12-08',
  dueOn: '2026-12-22',
  notes: 'Second of three payments, per section 5 of the contract.',
  customer: { name: 'Maria Alvarez', phone: '(904) 555-0177', email: 'maria.alvarez@example.com' },
  property: {
    streetAddress: '418 Seagate Ave',
    city: 'Neptune Beach',
    state: 'FL',
    zipCode: '32266',
  },
  payments: [{ paidOn: '2026-12-10', method: 'check', amount: '1000.00' }],
  howToPay: {
    payableTo: 'Shorefront Roofing & Restoration, LLC',
    mailTo: 'Shorefront Roofing & Restoration, LLC, 1520 Beach Blvd, Jacksonville Beach, FL 32250',
    bankTransfer: 'Call our office for our bank details; we never send them by e-mail alone.',
    online: true,
  },
};

describe('invoiceDocumentHtml', () => {
  const html = invoiceDocumentHtml(invoiceInput);
  const text = plainText(html);

  it('bills the customer for the property, with the lines and totals', () => {
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(text).toContain('Progress Invoice');
    expect(text).toContain('Invoice no. INV-2026-0001');
    expect(text).toContain('Date December 8, 2026');
    expect(text).toContain('Due December 22, 2026');
    expect(text).toContain('Bill to Maria Alvarez (904) 555-0177 · maria.alvarez@example.com');
    expect(text).toContain(
      'Property 418 Seagate Ave, Neptune Beach, FL 32266 Estimate SFR-7KQ2M9XD',
    );
    expect(text).toContain('Tear-off and dry-in, house and garage 32 $150.00 $4,800.00');
    expect(text).toContain('Replaced 1/2-in. plywood (CO-1) 3 $85.00 $255.00');
    expect(text).toContain('Subtotal $5,055.00');
    expect(text).toContain('Sales tax $0.00');
    expect(text).toContain('Total $5,055.00');
    expect(text).toContain('Payments applied ($1,000.00)');
    expect(text).toContain('Balance due by December 22, 2026 $4,055.00');
    expect(text).toContain('Second of three payments');
  });

  it('lists the payments applied and how to pay', () => {
    expect(text).toContain('Date Method Amount December 10, 2026 Check $1,000.00');
    expect(text).toContain('payable to Shorefront Roofing & Restoration, LLC');
    expect(text).toContain('with invoice number INV-2026-0001 on the check, mailed to');
    expect(text).toContain('1520 Beach Blvd, Jacksonville Beach, FL 32250');
    expect(text).toContain('Call our office for our bank details');
    expect(text).toContain('customer portal');
    const offline = plainText(
      invoiceDocumentHtml({
        ...invoiceInput,
        howToPay: { ...invoiceInput.howToPay, online: false },
      }),
    );
    expect(offline).not.toContain('customer portal');
    expect(offline).toContain('By check');
  });

  it('prints the tax rate when there is one', () => {
    const taxed = plainText(
      invoiceDocumentHtml({ ...invoiceInput, taxRatePercent: '7.5', tax: '379.13' }),
    );
    expect(taxed).toContain('Sales tax (7.5%) $379.13');
  });

  it('says when nothing is due: paid in full, or void', () => {
    const paid = plainText(
      invoiceDocumentHtml({ ...invoiceInput, status: 'paid', paid: '5055.00', balanceDue: '0.00' }),
    );
    expect(paid).toContain('Paid in full');
    expect(paid).not.toContain('How to pay');
    const voided = plainText(invoiceDocumentHtml({ ...invoiceInput, status: 'void' }));
    expect(voided).toContain('Void.');
    expect(voided).toContain('Balance due $0.00');
    expect(voided).not.toContain('How to pay');
  });

  it('is deterministic and escapes what was typed', () => {
    expect(invoiceDocumentHtml(structuredClone(invoiceInput))).toBe(html);
    const hostile = invoiceDocumentHtml({
      ...invoiceInput,
      customer: { ...invoiceInput.customer, name: '<script>alert(1)</script>' },
      notes: '<img src=x onerror=alert(1)>',
      lines: [{ description: '</td><b>x</b>', quantity: 1, unitPrice: '1.00', amount: '1.00' }],
    });
    expect(hostile).not.toMatch(/<script>alert|<img src=x|<b>x<\/b>/);
    expect(hostile).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Nothing the page would fetch or run.
    expect(html).not.toMatch(/<img|<script|src=|https?:\/\//i);
  });
});

describe('invoiceDocumentHtml in Spanish (the quote’s language)', () => {
  const english = invoiceDocumentHtml(invoiceInput);
  const html = invoiceDocumentHtml({ ...invoiceInput, language: 'es' });
  const text = plainText(html);

  it('leaves the English invoice as it was', () => {
    expect(invoiceDocumentHtml({ ...invoiceInput, language: 'en' })).toBe(english);
    expect(plainText(english)).toContain('Progress Invoice');
    expect(plainText(english)).toContain('How to pay');
  });

  it('speaks Spanish: headings, totals, dates, payment method, how to pay', () => {
    expect(html).toContain('<html lang="es">');
    expect(text).toContain('Factura de avance de obra');
    expect(text).toContain('Factura n.º INV-2026-0001');
    expect(text).toContain('8 de diciembre de 2026');
    expect(text).toContain('Saldo a pagar antes del 22 de diciembre de 2026 $4,055.00');
    expect(text).toContain('Pagos aplicados');
    expect(text).toContain('10 de diciembre de 2026 Cheque $1,000.00');
    expect(text).toContain('Cómo pagar');
    expect(text).toContain('Con cheque: a nombre de');
    expect(text).toContain('Preparado el 8 de diciembre de 2026');
    expect(text).toContain('Licencia de Contratista de Techos Certificado de Florida');
    // What staff typed stays as typed; numbers and the phone are unchanged.
    expect(text).toContain('Tear-off and dry-in, house and garage');
    expect(text).not.toMatch(/Balance due|Payments applied|How to pay|Prepared /);
  });
});
