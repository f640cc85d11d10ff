// @vitest-environment jsdom
import type { Permit, PermitInspection } from '@roofing/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../app/toast.tsx';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { JobPermitSection } from './job-permit.tsx';

/*
 * The job's Permit tab against a fake network (fetch): no permit → the open form; a permit →
 * its stage, alerts, facts and inspections; a fail needs the inspector's notes and then offers
 * the re-inspection.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Call = { method: string; path: string; body: Record<string, unknown> | undefined };
let calls: Call[];
let answer: (call: Call) => Response;
let container: HTMLDivElement;
let root: Root;
let client: QueryClient;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const dryIn: PermitInspection = {
  id: 11,
  kind: 'dry-in',
  label: '',
  scheduledOn: '2026-06-20',
  inspector: 'R. Alvarez',
  result: 'scheduled',
  resultOn: null,
  notes: null,
  reinspectionOf: null,
};

const permit: Permit = {
  id: 7,
  quoteId: 42,
  estimateNumber: 'EST-2026-0042',
  customerName: 'Dana Whitfield',
  propertyAddress: '118 Sea Oats Dr, Ponte Vedra Beach, FL 32082',
  jurisdiction: 'St. Johns County',
  jurisdictionSource: 'zip',
  permitNumber: 'RR-2026-01187',
  appliedOn: '2026-06-02',
  issuedOn: '2026-06-16',
  expiresOn: '2026-12-13',
  fees: '245.50',
  workStartedOn: null,
  noticeOfCommencement: { required: true, recordedOn: null, instrumentNumber: null },
  notes: null,
  stage: 'issued',
  overdue: true,
  overdueReasons: ['The dry-in inspection of Jun 20, 2026 has no result yet.'],
  inspections: [dryIn],
  depositClock: {
    applies: true,
    depositReceivedOn: '2026-05-20',
    permitApplyBy: '2026-06-19',
    workStartBy: '2026-09-14',
    warnings: [{ deadline: 'work-start', dueOn: '2026-09-14', daysLeft: 5 }],
  },
  createdAt: '2026-05-21T14:00:00.000Z',
  updatedAt: '2026-06-20T14:00:00.000Z',
};

const text = () => container.textContent ?? '';
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as
    | HTMLButtonElement
    | undefined;
const field = (label: string) => {
  const element = [...container.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.replace('*', '').trim() === label,
  );
  return (element ? document.getElementById(element.htmlFor) : null) as
    | HTMLInputElement
    | HTMLSelectElement
    | HTMLTextAreaElement
    | null;
};
/** Until the tab has loaded and whatever a click started has finished. */
const settle = () => settleQueries(client, () => !text().includes('Loading the job'));

async function type(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null,
  value: string,
) {
  if (!element) throw new Error('no such field');
  const prototype = Object.getPrototypeOf(element);
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(
      new Event(element.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  });
}
async function click(element: HTMLElement | undefined) {
  await act(async () => {
    element?.click();
  });
  await settle();
}

beforeEach(async () => {
  calls = [];
  answer = () => json({ error: { code: 'INTERNAL', message: 'unexpected' } }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const call = {
        method: init.method ?? 'GET',
        path,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

async function renderTab() {
  client = createQueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <JobPermitSection quoteId={42} />
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

describe('the Permit tab', () => {
  it('opens a permit with the jurisdiction from the ZIP when none is typed', async () => {
    answer = (call) =>
      call.method === 'GET'
        ? json({ error: { code: 'NOT_FOUND', message: 'No permit on this job yet.' } }, 404)
        : json({ ...permit, stage: 'to-apply', inspections: [] }, 201);
    await renderTab();
    expect(text()).toContain('No permit on this job yet.');
    await click(button('Open permit'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: '/api/permits/quote/42',
      body: { jurisdiction: null },
    });
    expect(text()).toContain('Step 1 of 5: To apply');
  });

  it('shows the stage, what is overdue, the clock’s warning and the inspections', async () => {
    answer = () => json(permit);
    await renderTab();
    expect(
      container.querySelector('[data-testid="permit-stage"]')?.getAttribute('data-stage'),
    ).toBe('issued');
    expect(text()).toContain('Overdue');
    expect(text()).toContain('The dry-in inspection of Jun 20, 2026 has no result yet.');
    expect(text()).toContain('Start the work by Sep 14, 2026: 5 days left');
    expect(text()).toContain('Required: the contract price is over $2,500');
    expect(field('Permit fees ($)')?.value).toBe('245.50');
    expect(text()).toContain('Scheduled for Jun 20, 2026 · Inspector: R. Alvarez');
  });

  it('needs the inspector’s notes on a fail, then offers the re-inspection', async () => {
    answer = () => json(permit);
    await renderTab();
    await click(
      [...container.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Record result'),
      ),
    );
    await type(field('Result'), 'fail');
    await click(button('Record result'));
    expect(text()).toContain('Say what the inspector failed');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    const failed: Permit = {
      ...permit,
      inspections: [
        {
          ...dryIn,
          result: 'fail',
          resultOn: '2026-06-20',
          notes: 'Cap nails missing at the eaves',
        },
      ],
    };
    answer = (call) => (call.method === 'POST' ? json(failed) : json(permit));
    await type(field("Inspector's notes"), 'Cap nails missing at the eaves');
    await click(button('Record result'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/permits/7/inspections/11/result');
    expect(post?.body).toMatchObject({ result: 'fail', notes: 'Cap nails missing at the eaves' });
    expect(text()).toContain('Failed on Jun 20, 2026');

    await click(
      [...container.querySelectorAll('button')].find((b) =>
        b.textContent?.startsWith('Schedule re-inspection'),
      ),
    );
    answer = (call) => (call.method === 'POST' ? json(failed) : json(permit));
    await type(field('Scheduled on'), '2026-06-24');
    await click(button('Schedule re-inspection'));
    const reinspection = calls.filter((call) => call.method === 'POST')[1];
    expect(reinspection?.path).toBe('/api/permits/7/inspections');
    expect(reinspection?.body).toEqual({
      kind: 'dry-in',
      label: null,
      scheduledOn: '2026-06-24',
      inspector: 'R. Alvarez',
      reinspectionOf: 11,
    });
  });
});
