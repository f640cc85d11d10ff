import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../app/query-client.ts';
import { ToastProvider } from '../app/toast.tsx';
import { LocaleContext } from '../i18n/locale-context.ts';

/*
 * For jsdom component tests against a fake network: a container mounted per test, `fetch`
 * answered by the test's own function, and a render inside the app's providers (query client,
 * router, toasts, locale).
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** A JSON answer as the API gives it (a 503 with its `retry-after`). */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    },
  });

/** The API's error body. */
export const apiError = (status: number, code: string, message: string) =>
  jsonResponse(status, { error: { code, message } });

export interface FakeScreen {
  readonly container: HTMLDivElement;
  /** Requests made so far, by URL. */
  readonly requests: string[];
  /**
   * Renders `node` inside the app's providers at `path`, in `locale`; the query client is
   * returned for `settleQueries`.
   */
  render(node: ReactNode, options?: { path?: string; locale?: 'en' | 'es' }): Promise<QueryClient>;
  /** The button whose whole text is `name`. */
  button(name: string): HTMLButtonElement | undefined;
}

/**
 * Call at the top of a test file: each test gets a fresh container, and `fetch` answers with
 * `answer(url, init)`, which the test sets (or replaces) as it goes.
 */
export function fakeScreen(
  answer: (url: string, init?: RequestInit) => Response | Promise<Response>,
): FakeScreen {
  let container: HTMLDivElement;
  let root: Root;
  const requests: string[] = [];
  beforeEach(() => {
    requests.length = 0;
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        requests.push(url);
        return answer(url, init);
      }),
    );
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });
  return {
    get container() {
      return container;
    },
    requests,
    async render(node, { path = '/', locale = 'en' } = {}) {
      const queries = createQueryClient();
      await act(async () => {
        root.render(
          <LocaleContext value={locale}>
            <QueryClientProvider client={queries}>
              <MemoryRouter initialEntries={[path]}>
                <ToastProvider>
                  <Suspense fallback={null}>{node}</Suspense>
                </ToastProvider>
              </MemoryRouter>
            </QueryClientProvider>
          </LocaleContext>,
        );
      });
      return queries;
    },
    button(name) {
      return [...container.querySelectorAll('button')].find((b) => b.textContent === name);
    },
  };
}
