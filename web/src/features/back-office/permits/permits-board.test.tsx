// @vitest-environment jsdom
import type { PermitBoardItem } from '@roofing/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { PermitsBoard } from './permits-board.tsx';

/* The permits board against a fake network: the filters ask the server, rows show what is due. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let paths: string[];
let container: HTMLDivElement;
let root: Root;

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json', ...headers },
  });

const row: PermitBoardItem = {
  id: 7,
  quoteId: 42,
  estimateNumber: 'EST-2026-0042',
  customerName: 'Dana Whitfield',
  propertyAddress: '118 Sea Oats Dr, Ponte Vedra Beach, FL 32082',
  jurisdiction: 'St. Johns County',
  jurisdictionSource: 'zip',
  permitNumber: null,
  appliedOn: null,
  issuedOn: null,
  expiresOn: null,
  fees: null,
  workStartedOn: null,
  noticeOfCommencement: { required: true, recordedOn: null, instrumentNumber: null },
  stage: 'to-apply',
  overdue: true,
  overdueReasons: ['The permit was to be applied for by Jun 19, 2026.'],
  depositClock: {
    applies: true,
    depositReceivedOn: '2026-05-20',
    permitApplyBy: '2026-06-19',
    workStartBy: null,
    warnings: [{ deadline: 'permit-application', dueOn: '2026-06-19', daysLeft: -2 }],
  },
  nextInspection: null,
  createdAt: '2026-05-21T14:00:00.000Z',
  updatedAt: '2026-05-21T14:00:00.000Z',
};

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      if (path === '/api/permits/jurisdictions') {
        return json([{ jurisdiction: 'St. Johns County', open: 1 }]);
      }
      return json([row], { 'x-total-count': '1' });
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

describe('the permits board', () => {
  it('asks for the stage and jurisdiction in the address, and shows why a permit is overdue', async () => {
    act(() =>
      root.render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter
            initialEntries={['/admin/permits?stage=to-apply&jurisdiction=St.+Johns+County']}
          >
            <PermitsBoard />
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
    expect(paths).toContain(
      '/api/permits?page=1&pageSize=25&stage=to-apply&jurisdiction=St.+Johns+County',
    );
    const text = container.textContent ?? '';
    expect(text).toContain('St. Johns County (1)');
    expect(text).toContain('Overdue');
    expect(text).toContain('The permit was to be applied for by Jun 19, 2026.');
    expect(text).toContain('Apply for the permit by Jun 19, 2026: 2 days overdue');
    const link = container.querySelector('a[href*="EST-2026-0042"]');
    expect(link?.getAttribute('href')).toBe('/admin/dashboard?estimate=EST-2026-0042&tab=permit');
  });
});
