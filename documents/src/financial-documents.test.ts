import { describe, expect, it } from 'vitest';
import { estimateTotals } from './estimate.tsx';
import { invoiceTotals } from './invoice.tsx';
import { profitLossTotals } from './profit-loss.tsx';
import { renderDocument } from './templates.ts';
import { plainText } from './test-helpers.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const text = (type: Parameters<typeof renderDocument>[0], data: Record<string, unknown>) =>
  plainText(renderDocument(type, data, {}, NOW).html);

describe('invoice arithmetic', () => {
  const data = {
    invoiceNumber: 'INV-2026-0418',
    lineItems: [
      { description: 'Ridge vent, 42 ft', quantity: 2, unitPrice: '1,250.50' },
      'Replace 1/2-in. plywood sheathing | 3 | 85.00',
      'Permit and inspection fees | 312.40',
      { description: 'Architectural shingle re-roof', quantity: '32', unitPrice: 475 },
    ],
    taxRate: '7',
    amountPaid: '$1,845.00',
    dueDate: '2026-12-10',
  };

  it('multiplies, adds, taxes and subtracts in cents', () => {
    const totals = invoiceTotals(data);
    // 2 × 1,250.50 + 3 × 85 + 312.40 + 32 × 475 = 2,501.00 + 255.00 + 312.40 + 15,200.00
    expect(totals.subtotal).toBe(1_826_840);
    expect(totals.tax).toBe(127_879); // 7% of 18,268.40 = 1,278.788 → 1,278.79
    expect(totals.total).toBe(1_954_719);
    expect(totals.balance).toBe(1_770_219);
  });

  it('prints the same numbers on the page', () => {
    const page = text('invoice', data);
    expect(page).toContain('Ridge vent, 42 ft 2 $1,250.50 $2,501.00');
    expect(page).toContain('Subtotal $18,268.40');
    expect(page).toContain('Sales tax (7%)* $1,278.79');
    expect(page).toContain('Total $19,547.19');
    expect(page).toContain('Amount paid $1,845.00');
    expect(page).toContain('Balance due by December 10, 2026 $17,702.19');
    expect(page).toContain('Florida does not tax the labor of improving real property');
    expect(page).toContain('INV-2026-0418');
  });

  it('adds no tax by default and leaves totals blank when nothing is priced', () => {
    expect(invoiceTotals({ lineItems: ['Re-roof | 12000'] }).tax).toBe(0);
    expect(
      invoiceTotals({ lineItems: ['Roof repair, per the attached report'] }).total,
    ).toBeUndefined();
  });
});

describe('estimate pricing', () => {
  it('prices squares, applies the veteran and senior discounts, and states the 30-day validity', () => {
    const data = {
      roofType: 'Architectural shingle',
      roofSquares: 32,
      pricePerSquare: '550',
      isVeteran: 'yes',
      isSenior: true,
      estimateDate: '2026-11-09',
    };
    const totals = estimateTotals(data);
    expect(totals.subtotal).toBe(1_760_000);
    expect(totals.discounts.map((entry) => entry.amount)).toEqual([-176_000, -176_000]);
    expect(totals.total).toBe(1_408_000);
    const page = text('estimate', data);
    expect(page).toContain('Veteran / active military discount (10%) ($1,760.00)');
    expect(page).toContain('Senior (65+) discount (10%) ($1,760.00)');
    expect(page).toContain('Estimated total $14,080.00');
    expect(page).toContain('valid for 30 days, through December 9, 2026');
  });

  it('gives no discount unless flagged, and counts validity from today when undated', () => {
    const totals = estimateTotals({
      lineItems: ['Tear-off | 32 | 85', 'Shingles | 32 | 425'],
      isVeteran: 'no',
    });
    expect(totals.discounts).toEqual([]);
    expect(totals.total).toBe(1_632_000);
    expect(text('estimate', {})).toContain('through December 23, 2026');
  });
});

describe('profit and loss', () => {
  const data = {
    periodStart: '2026-07-01',
    periodEnd: '2026-09-30',
    revenue: ['Residential re-roofs | 120000', { description: 'Repairs', amount: '15,500.50' }],
    materials: '61000',
    labor: 48250.25,
    subcontractors: '9000',
    dumpstersPermits: '4100',
    operatingExpenses: ['Office salaries | 21000', 'Insurance | 6400'],
  };

  it('computes gross profit, margins and a net loss', () => {
    const totals = profitLossTotals(data);
    expect(totals.totalRevenue).toBe(13_550_050);
    expect(totals.totalCost).toBe(12_235_025);
    expect(totals.grossProfit).toBe(1_315_025);
    expect(totals.totalExpenses).toBe(2_740_000);
    expect(totals.netIncome).toBe(-1_424_975);
    expect(totals.grossMargin).toBeCloseTo(9.705, 2);
  });

  it('prints negatives in parentheses and names the loss', () => {
    const page = text('profit-loss', data);
    expect(page).toContain('Total revenue $135,500.50');
    expect(page).toContain('Gross profit $13,150.25');
    expect(page).toContain('Gross margin 9.7%');
    expect(page).toContain('Net loss ($14,249.75)');
    expect(page).toContain('Net margin (10.5%)');
    expect(page).toContain('July 1, 2026 to September 30, 2026');
  });

  it('shows no margin rather than a division by zero', () => {
    const page = renderDocument('profit-loss', { materials: '500' }, {}, NOW).html;
    expect(page).not.toMatch(/NaN|Infinity/);
    expect(plainText(page)).toContain('Gross profit ($500.00)');
  });
});
