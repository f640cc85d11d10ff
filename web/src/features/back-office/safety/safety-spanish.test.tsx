// @vitest-environment jsdom
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { SafetyDocuments } from './safety-documents.tsx';
import { SafetyOverview } from './safety-overview.tsx';

/*
 * The crew's safety documents in Spanish (issue 24) against a fake network (fetch): choosing
 * Español asks the service for the Spanish list and links each document to its Spanish page,
 * marked lang="es"; the Overview's reminders switch to Spanish. Staff labels stay English.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const documentIn = (language: 'en' | 'es') => ({
  slug: 'fall-protection-program',
  kind: 'policy',
  title: language === 'es' ? 'Programa de protección contra caídas' : 'Fall Protection Program',
  summary: language === 'es' ? 'Todos los techos…' : 'Every roof…',
  url: `/api/safety/documents/fall-protection-program${language === 'es' ? '?language=es' : ''}`,
  language,
});

let paths: string[];
let container: HTMLDivElement;
let root: Root;
let client: QueryClient = createQueryClient();
/** Until whatever a render or a click started has finished (queries and mutations). */
const settle = () => settleQueries(client);
const spanishChoice = () =>
  container.querySelector('input[type="radio"][value="es"]') as HTMLInputElement;

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      paths.push(path);
      const body = path.startsWith('/api/safety/documents')
        ? [documentIn(path.endsWith('?language=es') ? 'es' : 'en')]
        : path.startsWith('/api/safety/stats')
          ? null
          : [];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
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
  vi.restoreAllMocks();
});

function render(node: ReactNode) {
  client = createQueryClient();
  act(() => root.render(<QueryClientProvider client={client}>{node}</QueryClientProvider>));
}

describe('the Safety Policies tab in Spanish', () => {
  it('lists the English documents first, and the Spanish ones with Spanish links when chosen', async () => {
    render(<SafetyDocuments />);
    await settle();
    const link = () => container.querySelector('a') as HTMLAnchorElement;
    expect(link().textContent).toContain('Fall Protection Program');
    expect(link().closest('li')?.getAttribute('lang')).toBe('en');
    expect(spanishChoice().closest('label')?.textContent).toBe('Español');

    await act(async () => spanishChoice().click());
    await settle();
    expect(paths).toContain('/api/safety/documents?language=es');
    expect(link().textContent).toContain('Programa de protección contra caídas');
    expect(link().getAttribute('href')).toBe(
      '/api/safety/documents/fall-protection-program?language=es',
    );
    expect(link().closest('li')?.getAttribute('lang')).toBe('es');
    // The tab's own labels stay English.
    expect(container.textContent).toContain('Safety Policies');
    expect(container.textContent).toContain('Quick-Reference Forms');
  });
});

describe('the Safety Overview reminders in Spanish', () => {
  it('shows the reminders in Spanish, marked lang="es", when Español is chosen', async () => {
    render(<SafetyOverview />);
    await settle();
    const list = () => container.querySelector('#reminders-heading')?.closest('section');
    expect(list()?.textContent).toContain('Equipment inspection');
    await act(async () => spanishChoice().click());
    await settle();
    const reminders = list()?.querySelector('ul');
    expect(reminders?.getAttribute('lang')).toBe('es');
    expect(reminders?.textContent).toContain('Inspección del equipo');
    expect(reminders?.textContent).toContain('35 mph');
    expect(list()?.textContent).toContain('Reminders');
  });
});
