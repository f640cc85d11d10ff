// @vitest-environment jsdom
import type { PortalPermit as Permit } from '@roofing/contracts';
import type { Locale } from '@roofing/contracts/locale';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { LocaleContext } from '../../../i18n/locale-context.ts';
import { NO_PERMIT_TEXT, PortalPermit } from './portal-permit.tsx';

/* The portal's permit section against a fake network: none yet, then the timeline and results. */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let answer: () => Response;
let container: HTMLDivElement;
let root: Root;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const permit: Permit = {
  jurisdiction: 'St. Johns County',
  permitNumber: 'RR-2026-01187',
  steps: [
    { step: 'applied', label: 'Permit applied for', on: '2026-06-02', scheduledOn: null },
    { step: 'issued', label: 'Permit issued', on: '2026-06-16', scheduledOn: null },
    {
      step: 'dry-in-passed',
      label: 'Dry-in inspection passed',
      on: null,
      scheduledOn: '2026-06-24',
    },
    { step: 'final-passed', label: 'Final inspection passed', on: null, scheduledOn: null },
  ],
  inspections: [
    {
      id: 12,
      kind: 'dry-in',
      label: '',
      scheduledOn: '2026-06-24',
      inspector: 'R. Alvarez',
      result: 'scheduled',
      resultOn: null,
      notes: null,
    },
    {
      id: 11,
      kind: 'dry-in',
      label: '',
      scheduledOn: '2026-06-20',
      inspector: 'R. Alvarez',
      result: 'fail',
      resultOn: '2026-06-20',
      notes: 'Cap nails missing along the eaves.',
    },
  ],
  depositClock: {
    applies: true,
    depositReceivedOn: '2026-05-20',
    permitApplyBy: '2026-06-19',
    workStartBy: '2026-09-14',
  },
};

async function render(accepted: boolean, locale: Locale = 'en') {
  await act(async () =>
    root.render(
      <LocaleContext value={locale}>
        <>
          <QueryClientProvider client={createQueryClient()}>
            <Suspense fallback={null}>
              <PortalPermit accepted={accepted} />
            </Suspense>
          </QueryClientProvider>
        </>
      </LocaleContext>,
    ),
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
}
const text = () => container.textContent ?? '';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
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

describe('Permit and inspections in the portal', () => {
  const none = () =>
    json({ error: { code: 'NOT_FOUND', message: 'No permit has been applied for yet.' } }, 404);

  it('says the permit has not been applied for yet, once the estimate is accepted', async () => {
    answer = none;
    await render(true);
    expect(text()).toContain(NO_PERMIT_TEXT);
  });

  it('shows nothing before the estimate is accepted and no permit exists', async () => {
    answer = none;
    await render(false);
    expect(text()).toBe('');
  });

  it('shows the timeline, the inspections in plain words and the deposit clock’s dates', async () => {
    answer = () => json(permit);
    await render(false);
    const steps = [...container.querySelectorAll('ol[aria-label="Permit timeline"] > li')];
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'done',
      'next',
      'waiting',
    ]);
    expect(text()).toContain('June 16, 2026');
    expect(text()).toContain('Inspection scheduled for June 24, 2026');
    expect(text()).toContain('Did not pass on June 20, 2026.');
    expect(text()).toContain('The inspector noted: Cap nails missing along the eaves.');
    expect(text()).toContain(
      'We must apply for your permit by June 19, 2026. We applied on June 2, 2026.',
    );
    expect(text()).toContain('Work must start by September 14, 2026.');
  });

  it('speaks Spanish on a Spanish page (issue 24)', async () => {
    answer = () => json(permit);
    await render(false, 'es');
    // The Spanish catalogues load lazily.
    await vi.waitFor(
      async () => {
        await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
        expect(text()).toContain('Permiso e inspecciones');
      },
      { timeout: 5000 },
    );
    expect(text()).toContain('Inspección programada para el 24 de junio de 2026');
    expect(text()).toContain('No fue aprobada el 20 de junio de 2026.');
    expect(text()).toContain('El inspector anotó: Cap nails missing along the eaves.');
    expect(text()).toContain('El trabajo debe comenzar a más tardar el 14 de septiembre de 2026.');
    expect(text()).not.toContain('Permit issued');
  });
});
