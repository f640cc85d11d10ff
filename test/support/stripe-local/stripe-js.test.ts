// @vitest-environment jsdom
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StripeLocal, startStripeLocal } from './server.ts';

/**
 * The stand-in Stripe.js in a browser-like DOM: the Payment Element's accessible form, its
 * events, confirmPayment against the local server, and @stripe/react-stripe-js v7 driving it.
 */

type AnyStripe = {
  elements(options: object): AnyElements;
  confirmPayment(params: object): Promise<{
    paymentIntent?: { id: string; status: string };
    error?: { message: string; code?: string };
  }>;
  _wrappers: Array<{ name: string }>;
};
type AnyElements = {
  create(type: string, options?: object): AnyElement;
  submit(): Promise<{ error?: { message: string } }>;
};
type AnyElement = {
  mount(target: string | Element): void;
  on(event: string, handler: (event: { complete?: boolean }) => void): void;
  destroy(): void;
};
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
/** The stand-in's Stripe() (window.Stripe is typed by @stripe/stripe-js for the real one). */
const loadedStripe = (key: string) =>
  (window as unknown as { Stripe: (key: string) => AnyStripe }).Stripe(key);

const SECRET = 'sk_test_stripe_js';
let stripe: StripeLocal;

beforeAll(async () => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  stripe = await startStripeLocal({ secretKey: SECRET, webhookSecret: 'whsec_stripe_js' });
  const script = await (await fetch(stripe.stripeJsUrl)).text();
  new Function(script)();
});

afterAll(async () => {
  await stripe?.stop();
});

async function newIntent(amount = 30_000) {
  const response = await fetch(`${stripe.url}/v1/payment_intents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SECRET}` },
    body: new URLSearchParams({
      amount: String(amount),
      currency: 'usd',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
    }),
  });
  return (await response.json()) as { id: string; client_secret: string };
}

const field = (container: Element, label: string) => {
  const found = [...container.querySelectorAll('label')].find((node) => node.textContent === label);
  const input = found && container.ownerDocument.getElementById(found.htmlFor);
  if (!(input instanceof HTMLInputElement)) throw new Error(`no field labelled ${label}`);
  return input;
};

function type(container: Element, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const input = field(container, label);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const card = (number: string) => ({
  'Card number': number,
  'Expiry (MM / YY)': `12 / ${nextYear}`,
  CVC: '123',
  ZIP: '32034',
});

describe('the stand-in Stripe.js', () => {
  it('renders an accessible Payment Element and confirms a card, a decline first', async () => {
    const intent = await newIntent();
    const js = loadedStripe(stripe.publishableKey);
    const elements = js.elements({ clientSecret: intent.client_secret, appearance: {} });
    const element = elements.create('payment', { layout: 'tabs' });
    const host = document.createElement('div');
    document.body.append(host);
    const seen: string[] = [];
    element.on('ready', () => seen.push('ready'));
    element.on('change', (event) => seen.push(`change:${event.complete}`));
    element.mount(host);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toContain('ready');

    const tabs = [...host.querySelectorAll('[role=tab]')].map((tab) => [
      tab.textContent,
      tab.getAttribute('aria-selected'),
    ]);
    expect(tabs).toEqual([
      ['Card', 'true'],
      ['US bank account (ACH)', 'false'],
    ]);
    const empty = await elements.submit();
    expect(empty.error?.message).toBe('Your card number is incomplete.');
    expect(field(host, 'Card number').getAttribute('aria-invalid')).toBe('true');

    type(host, card('4000 0000 0000 0002'));
    expect(seen.at(-1)).toBe('change:true');
    const declined = await js.confirmPayment({ elements, redirect: 'if_required' });
    expect(declined.error).toMatchObject({
      code: 'card_declined',
      message: 'Your card was declined.',
    });

    type(host, card('4242 4242 4242 4242'));
    const paid = await js.confirmPayment({
      elements,
      confirmParams: { return_url: 'http://localhost/portal/billing' },
      redirect: 'if_required',
    });
    expect(paid.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    expect(stripe.paymentIntents.get(intent.id)?.status).toBe('succeeded');
    element.destroy();
    expect(host.children).toHaveLength(0);
  });

  it('takes a US bank account from its tab', async () => {
    const intent = await newIntent(250_000);
    const js = loadedStripe(stripe.publishableKey);
    const elements = js.elements({ clientSecret: intent.client_secret });
    const host = document.createElement('div');
    document.body.append(host);
    elements.create('payment').mount(host);
    const bankTab = [...host.querySelectorAll<HTMLButtonElement>('[role=tab]')][1];
    bankTab?.click();
    expect(bankTab?.getAttribute('aria-selected')).toBe('true');
    type(host, {
      'Account holder name': 'Pat Rivera',
      'Routing number': '110000000',
      'Account number': '000123456789',
    });
    const result = await js.confirmPayment({ elements, redirect: 'if_required' });
    expect(result.paymentIntent?.status).toBe('processing');
    await stripe.settled();
    expect(stripe.paymentIntents.get(intent.id)?.status).toBe('succeeded');
  });

  it('is driven by @stripe/react-stripe-js v7 (Elements, PaymentElement, useStripe, useElements)', async () => {
    const intent = await newIntent();
    const js = loadedStripe(stripe.publishableKey);
    const host = document.createElement('div');
    document.body.append(host);
    let hooks: { stripe: unknown; elements: unknown } = { stripe: null, elements: null };
    const Capture = () => {
      hooks = { stripe: useStripe(), elements: useElements() };
      return null;
    };
    let ready = false;
    const root = createRoot(host);
    await act(async () => {
      root.render(
        createElement(
          Elements,
          { stripe: js as never, options: { clientSecret: intent.client_secret } },
          createElement(PaymentElement, { onReady: () => (ready = true) }),
          createElement(Capture),
        ),
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(ready).toBe(true);
    expect(js._wrappers.map((wrapper) => wrapper.name)).toContain('react-stripe-js');
    type(host, card('4242424242424242'));
    const result = await (hooks.stripe as AnyStripe).confirmPayment({
      elements: hooks.elements,
      redirect: 'if_required',
    });
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    await act(async () => root.unmount());
    expect(host.querySelector('input')).toBeNull();
  });
});
