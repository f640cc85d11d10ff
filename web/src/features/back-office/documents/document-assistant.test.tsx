// @vitest-environment jsdom
import type { DocumentChatResponse } from '@roofing/contracts';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { ToastProvider } from '../../../app/toast.tsx';
import { settleQueries } from '../../../lib/settle-for-tests.ts';
import { useAssistantControl } from './assistant-control.ts';
import { DocumentAssistant } from './document-assistant.tsx';
import { TemplateGrid } from './template-grid.tsx';

/*
 * The assistant against a fake network (fetch): the chat box sends what staff typed with
 * `decideIntent` and shows what the server chose; the wizard refuses a missing type before
 * sending and shows the server's field messages at the fields.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[];
let answer: (path: string) => Response;
let container: HTMLDivElement;
let root: Root;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The assistant and the template grid sharing one control, as on the page. */
function Harness() {
  const control = useAssistantControl();
  return (
    <>
      <DocumentAssistant control={control} />
      <TemplateGrid control={control} />
    </>
  );
}
const text = () => container.textContent ?? '';
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name) as
    | HTMLButtonElement
    | undefined;
let client: QueryClient = createQueryClient();
/** Until whatever a render or a click started has finished (queries and mutations). */
const settle = () => settleQueries(client);

/** Types into an input or textarea the way React hears it. */
async function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(element);
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function click(element: HTMLElement | undefined) {
  await act(async () => {
    element?.click();
  });
  await settle();
}
async function send(message: string) {
  await type(container.querySelector('#document-chat') as HTMLInputElement, message);
  await click(button('Send'));
}
/** Radix tabs switch on pointer down, as a mouse does. */
async function openTab(name: string) {
  const tab = [...container.querySelectorAll('[role="tab"]')].find(
    (element) => element.textContent === name,
  ) as HTMLElement;
  await act(async () => {
    tab.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
  });
  await settle();
}

beforeEach(() => {
  calls = [];
  answer = () => json({ error: { code: 'INTERNAL', message: 'unexpected' } }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return answer(path);
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
        <ToastProvider>
          <Harness />
        </ToastProvider>
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

describe('the AI Chat tab', () => {
  it('sends what was typed with decideIntent and shows the draft the server generated', async () => {
    const draft: DocumentChatResponse = {
      response: 'Here is a draft Lien Waiver. Check the details below.',
      provider: 'offline',
      intent: 'generate',
      document: {
        documentType: 'lien-waiver',
        title: 'Lien Waiver',
        preview: '<!doctype html><p>waiver</p>',
      },
    };
    answer = () => json(draft);
    await send('Create a lien waiver for the Ortiz job');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/ai/document-assistant');
    expect(calls[0]?.body).toMatchObject({
      message: 'Create a lien waiver for the Ortiz job',
      decideIntent: true,
      context: { recentDocuments: [], documentType: null, projectDetails: {} },
    });
    expect(text()).toContain('Assistant: Here is a draft Lien Waiver.');
    const preview = container.querySelector('section[aria-label="Generated: Lien Waiver"] iframe');
    expect(preview?.getAttribute('srcdoc')).toBe('<!doctype html><p>waiver</p>');

    // The next message carries the document just made as learning context.
    answer = () =>
      json({ response: 'Record it within 90 days.', provider: 'offline', intent: 'chat' });
    await send('When is the lien deadline?');
    expect(calls[1]?.body).toMatchObject({
      context: { recentDocuments: [{ documentType: 'lien-waiver', title: 'Lien Waiver' }] },
    });
    expect(text()).toContain('Assistant: Record it within 90 days.');
  });

  it('says it cannot connect when the call fails', async () => {
    await send('What does Florida require on a roofing contract?');
    expect(text()).toContain(
      "Assistant: I apologize, but I'm having trouble connecting right now. Please try again later.",
    );
  });
});

describe('the Document Wizard tab', () => {
  it('asks for a type before sending anything', async () => {
    await openTab('Document Wizard');
    await click(button('Generate Document'));
    expect(text()).toContain('Choose a document type first.');
    await click(button('Prefill with AI'));
    expect(calls).toHaveLength(0);
  });

  it('opens with the type of the template card whose Use was pressed', async () => {
    // jsdom does not scroll; Use scrolls the assistant into view.
    Element.prototype.scrollIntoView = () => {};
    const card = [...container.querySelectorAll('ul[aria-label="Document templates"] > li')].find(
      (item) => item.textContent?.includes('Lien Waiver'),
    );
    await click(card?.querySelector('button') as HTMLButtonElement);
    const select = container.querySelector('#wizard-documentType') as HTMLSelectElement;
    expect(select.value).toBe('lien-waiver');
    await act(async () => {
      select.value = 'invoice';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    // Use again on the card picks it again, though the wizard was set to another type since.
    await click(card?.querySelector('button') as HTMLButtonElement);
    expect(select.value).toBe('lien-waiver');
  });

  it("shows the server's field messages at the wizard's fields", async () => {
    answer = () =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are missing or invalid: contractAmount',
            fields: { contractAmount: 'Contract amount must be an amount in dollars' },
          },
        },
        400,
      );
    await openTab('Document Wizard');
    const select = container.querySelector('#wizard-documentType') as HTMLSelectElement;
    await act(async () => {
      select.value = 'invoice';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await type(container.querySelector('#wizard-contractAmount') as HTMLInputElement, 'lots');
    await click(button('Generate Document'));
    expect(calls[0]?.path).toBe('/api/document-assistant/generate');
    expect(calls[0]?.body).toMatchObject({
      templateType: 'invoice',
      documentData: { contractAmount: 'lots' },
      preferences: { processNaturalLanguage: false, includeLogo: true },
    });
    const amount = container.querySelector('#wizard-contractAmount') as HTMLInputElement;
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('#wizard-contractAmount-error')?.textContent).toBe(
      'Contract amount must be an amount in dollars',
    );
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Contract amount must be an amount in dollars',
    );
  });
  it("sends the customer's language chosen for a customer document, English for internal ones", async () => {
    answer = () =>
      json({ document: '<!doctype html><p>estimado</p>', title: 'Estimado', provider: 'offline' });
    await openTab('Document Wizard');
    const select = container.querySelector('#wizard-documentType') as HTMLSelectElement;
    const choose = async (type: string) => {
      await act(async () => {
        select.value = type;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    };
    await choose('profit-loss');
    expect(text()).not.toContain("Customer's language");
    await choose('estimate');
    expect(text()).toContain("Customer's language");
    const spanish = container.querySelector('input[type="radio"][value="es"]') as HTMLInputElement;
    expect(spanish.closest('label')?.textContent).toBe('Español');
    await click(spanish);
    await type(container.querySelector('#wizard-clientName') as HTMLInputElement, 'Rosa Delgado');
    await click(button('Generate Document'));
    expect(calls[0]?.path).toBe('/api/document-assistant/generate');
    expect(calls[0]?.body).toMatchObject({ templateType: 'estimate', language: 'es' });

    await choose('profit-loss');
    await click(button('Generate Document'));
    expect(calls[1]?.body).toMatchObject({ templateType: 'profit-loss', language: 'en' });
  });
});
