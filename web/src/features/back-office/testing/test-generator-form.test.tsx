// @vitest-environment jsdom
import type { Employee, TestTemplate } from '@roofing/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { TestGeneratorForm } from './test-generator-form.tsx';

/*
 * The test generator against a fake network (fetch): the button pressed decides the kind, the
 * form's own rules speak at their fields before anything is sent, and the body that goes is the
 * contract's (the employee's code and name, the template, practice).
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const employees = [
  {
    id: 3,
    employeeId: 'SFR-E003',
    firstName: 'Luis',
    lastName: 'Ortega',
    position: 'Roofing Installer',
  },
] as Employee[];
const templates = [{ id: 'fall-protection', name: 'Fall Protection' }] as TestTemplate[];

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let status: number;
let generated: unknown[];
let container: HTMLDivElement;
let root: Root;

const text = () => container.textContent ?? '';
const button = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  ) as HTMLButtonElement;
let client: QueryClient = createQueryClient();
/** Until whatever a render or a click started has finished (queries and mutations). */
const settle = () => settleQueries(client);
async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}
async function choose(id: string, value: string) {
  const select = container.querySelector(`#${id}`) as HTMLSelectElement;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => {
  calls = [];
  generated = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(String(init.body)) });
      const body = status === 200 ? { test: { id: 'GT-1' } } : { error: { code: 'INTERNAL' } };
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  client = createQueryClient();
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <TestGeneratorForm
          employees={employees}
          templates={templates}
          onGenerated={(test) => generated.push(test)}
          after={({ employee, testType }) => (
            <p>
              chosen: {employee?.lastName ?? 'nobody'} / {testType || 'no test'}
            </p>
          )}
        />
      </QueryClientProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the test generator', () => {
  it('asks for an employee, then for a skill test, before sending anything', async () => {
    await click(button('Generate Skill Test'));
    expect(text()).toContain('Choose an employee first.');
    await choose('generator-employee', '3');
    await click(button('Generate Skill Test'));
    expect(text()).toContain('Choose the skill test to generate.');
    expect(calls).toHaveLength(0);
    expect(text()).toContain('chosen: Ortega / no test');
  });

  it('sends a skill test with the template, and a personality test without one', async () => {
    await choose('generator-employee', '3');
    await click(button('Generate Personality Test'));
    expect(calls[0]).toEqual({
      path: '/api/ai/generate-personality-test',
      body: {
        employeeId: 'SFR-E003',
        employeeName: 'Luis Ortega',
        testType: 'Hiring and team fit',
        practice: false,
        language: 'en',
      },
    });
    await choose('generator-test', 'fall-protection');
    await click(button('Generate Skill Test'));
    expect(calls[1]?.path).toBe('/api/ai/generate-skill-test');
    expect(calls[1]?.body).toMatchObject({ testType: 'fall-protection' });
    expect(generated).toHaveLength(2);
  });

  it('sends the test in Spanish when Español is chosen for the crew member', async () => {
    await choose('generator-employee', '3');
    await choose('generator-test', 'fall-protection');
    const spanish = container.querySelector('input[type="radio"][value="es"]') as HTMLInputElement;
    expect(spanish.closest('label')?.textContent).toBe('Español');
    await click(spanish);
    await click(button('Generate Skill Test'));
    expect(calls[0]?.path).toBe('/api/ai/generate-skill-test');
    expect(calls[0]?.body).toMatchObject({ testType: 'fall-protection', language: 'es' });
  });

  it('says plainly when the server could not generate the test', async () => {
    status = 500;
    await choose('generator-employee', '3');
    await click(button('Generate Personality Test'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Error generating personality test. Please try again.',
    );
  });
});
