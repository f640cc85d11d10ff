// @vitest-environment jsdom
import type { Claim } from '@roofing/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { invoiceKeys } from '../../../api/invoices.ts';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../app/toast.tsx';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { JobClaimSection } from './job-claim.tsx';

/*
 * The Claim tab against a fake network (fetch): a job without a claim offers one and the form
 * refuses before sending; a claim shows its computed totals and who pays the deductible; a
 * decision and an insurer check send the contract's bodies, and the check reads billing again.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const line = (id: number, description: string, quantity: number, price: string, total: string) => ({
  id,
  description,
  quantity,
  unit: 'SQ' as const,
  unitPrice: price,
  total,
});

const CLAIM: Claim = {
  id: 4,
  quoteId: 7,
  estimateNumber: 'EST-2024-0107',
  customerName: 'Maria Lopez',
  propertyAddress: '14 Ocean Dr, Jacksonville Beach, FL 32250',
  carrier: 'Citizens Property Insurance',
  policyNumber: 'CIT-HO3-448812',
  claimNumber: '24-118-0042',
  dateOfLoss: '2024-10-09',
  causeOfLoss: 'named-storm',
  stormName: 'Hurricane Milton',
  adjuster: {
    name: 'Dana Ruiz',
    phone: '(904) 555-0177',
    email: 'dana.ruiz@example.com',
    company: 'Coastal Adjusting',
    inspectionAt: '2024-10-14T09:30',
  },
  deductibleKind: 'percent',
  deductiblePercent: 2,
  dwellingLimit: '350000.00',
  deductibleAmount: '7000.00',
  rcv: '18450.00',
  acv: '12300.00',
  recoverableDepreciation: '6150.00',
  overheadAndProfit: null,
  notes: null,
  carrierLines: [line(1, 'Remove and replace shingles', 30, '285.00', '8550.00')],
  ourLines: [line(2, 'Remove and replace shingles', 34, '285.00', '9690.00')],
  supplements: [
    {
      id: 9,
      number: 1,
      reason: 'Four more squares measured on the rear slope.',
      lines: [line(3, 'Remove and replace shingles', 4, '285.00', '1140.00')],
      requestedAmount: '1140.00',
      status: 'submitted',
      submittedOn: '2024-10-20',
      decidedOn: null,
      approvedAmount: null,
      decisionNote: null,
      photoIds: [],
      documents: [],
      createdAt: '2024-10-18T14:00:00.000Z',
    },
  ],
  payments: [],
  totals: {
    carrierApproved: '18450.00',
    supplementsRequested: '1140.00',
    supplementsApproved: '0.00',
    totalApproved: '18450.00',
    deductible: '7000.00',
    insurerOwes: '11450.00',
    insurerPaid: '0.00',
    insurerStillToPay: '11450.00',
    depreciationToRecover: '6150.00',
    scopeDifference: '1140.00',
    ourScope: '9690.00',
    carrierScope: '8550.00',
  },
  createdAt: '2024-10-15T12:00:00.000Z',
  updatedAt: '2024-10-20T12:00:00.000Z',
};

type Call = { method: string; path: string; body: unknown };
let calls: Call[];
let stored: Claim | null;
let queries: QueryClient;
let container: HTMLDivElement;
let root: Root;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const text = () => container.textContent ?? '';
const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
  );
  if (!found) throw new Error(`No button "${name}"`);
  return found as HTMLButtonElement;
};
/** Until the tab has loaded and whatever a click started has finished. */
const settle = () => settleQueries(queries, () => !text().includes('Loading the job'));
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
/** Types into the control labelled `label` (an input, a textarea or a select). */
async function fill(label: string, value: string) {
  const labelElement = [...container.querySelectorAll('label')].find((l) =>
    (l.textContent ?? '')
      .replace(/\s*\*$/, '')
      .trim()
      .startsWith(label),
  );
  const control = labelElement
    ? (document.getElementById(labelElement.htmlFor) as HTMLInputElement | null)
    : null;
  if (!control) throw new Error(`No control "${label}"`);
  const prototype = Object.getPrototypeOf(control);
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
    control.dispatchEvent(
      new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  });
}

beforeEach(() => {
  calls = [];
  stored = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/claims/quote/7' && method === 'GET') {
        return stored
          ? json(stored)
          : json({ error: { code: 'NOT_FOUND', message: 'No claim on this job yet.' } }, 404);
      }
      if (path.startsWith('/api/job-photos/')) return json([]);
      if (path === '/api/claims/4/packets') return json([]);
      if (method === 'POST' && path.startsWith('/api/claims/4/')) return json(stored, 201);
      return json({ error: { code: 'NOT_FOUND', message: 'Not here' } }, 404);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  queries = createQueryClient();
});

async function show() {
  act(() =>
    root.render(
      <QueryClientProvider client={queries}>
        <ToastProvider>
          <JobClaimSection quoteId={7} />
        </ToastProvider>
      </QueryClientProvider>,
    ),
  );
  await settle();
}

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Claim tab', () => {
  it('offers a claim on a job without one, and the form refuses before sending', async () => {
    await show();
    expect(text()).toContain('No insurance claim on this job yet.');
    await click(button('Add insurance claim'));
    await fill('Cause of loss', 'named-storm');
    await click(button('Add claim'));
    expect(text()).toContain('Name the storm');
    expect(text()).toContain('Enter the deductible');
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
    expect(text()).toContain('The deductible is paid by the homeowner.');
    expect(text()).not.toMatch(/waive|rebate/i);
  });

  it('shows the computed totals and who pays the deductible', async () => {
    stored = CLAIM;
    await show();
    const tile = (key: string) =>
      container.querySelector(`[data-testid="claim-total-${key}"] dd`)?.textContent;
    expect(tile('carrier-approved')).toBe('$18,450.00');
    expect(tile('deductible')).toBe('$7,000.00');
    expect(tile('insurer-still-to-pay')).toBe('$11,450.00');
    expect(tile('depreciation-to-recover')).toBe('$6,150.00');
    expect(container.querySelector('[data-testid="deductible-payer"]')?.textContent).toBe(
      'Paid by the homeowner',
    );
    expect(text()).toContain('2% of the $350,000.00 dwelling limit');
    expect(text()).toContain('Oct 14, 2024, 9:30 AM ET');
    expect(container.querySelector('[data-testid="scope-carrier"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="scope-ours"]')).not.toBeNull();
    expect(text()).not.toMatch(/waive|rebate/i);
  });

  it('records an approval in part with its amount', async () => {
    stored = CLAIM;
    await show();
    await click(button('Record decision on supplement 1'));
    await fill("Carrier's decision", 'partly-approved');
    await fill('Approved amount', '1140');
    await click(button('Record decision'));
    expect(text()).toContain('An approval in part is less than the $1,140.00 requested');
    await fill('Approved amount', '900');
    await fill('Decided on', '2024-11-02');
    await click(button('Record decision'));
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/claims/4/supplements/9/status',
      body: {
        status: 'partly-approved',
        on: '2024-11-02',
        approvedAmountCents: 90000,
        note: null,
      },
    });
  });

  it('records an insurer check and reads the job’s billing again', async () => {
    stored = CLAIM;
    queries.setQueryData(invoiceKeys.job(7), { quoteId: 7 });
    await show();
    await click(button('Record insurer payment'));
    await fill('Amount', '5,300.00');
    await fill('Check number', '100482');
    await click(button('Record insurer payment'));
    const sent = calls.at(-1);
    expect(sent?.path).toBe('/api/claims/4/payments');
    expect(sent?.body).toMatchObject({
      kind: 'acv',
      amountCents: 530000,
      checkNumber: '100482',
      payees: 'Maria Lopez and Shorefront Roofing',
    });
    expect(queries.getQueryState(invoiceKeys.job(7))?.isInvalidated).toBe(true);
  });
});
