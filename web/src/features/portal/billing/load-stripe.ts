import type { Stripe } from '@stripe/stripe-js';

/**
 * Stripe.js from the address the server names (config.stripeJsUrl: js.stripe.com in production,
 * a local server's in tests), by a script tag of our own: @stripe/stripe-js's loadStripe only
 * knows Stripe's address. Only types are taken from that package (its main entry adds Stripe's
 * script as a side effect of being imported). One load per address and key; a failed load
 * may be tried again.
 */
const loads = new Map<string, Promise<Stripe>>();

export function loadStripeFrom(url: string, publishableKey: string): Promise<Stripe> {
  const cacheKey = `${url}\n${publishableKey}`;
  const known = loads.get(cacheKey);
  if (known) return known;
  const load = new Promise<Stripe>((resolve, reject) => {
    const create = () => {
      if (typeof window.Stripe !== 'function') {
        reject(new Error('The secure payment form did not load. Please try again.'));
        return;
      }
      resolve(window.Stripe(publishableKey));
    };
    if (typeof window.Stripe === 'function') {
      create();
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', create, { once: true });
    script.addEventListener(
      'error',
      () => {
        script.remove();
        reject(new Error('The secure payment form could not be reached. Please try again.'));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loads.set(cacheKey, load);
  load.catch(() => loads.delete(cacheKey));
  return load;
}
