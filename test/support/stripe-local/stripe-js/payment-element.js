// The Payment Element of the local Stripe.js stand-in (served before stripe.js, see server.ts):
// an accessible card / US bank account form rendered into the page, with Stripe's events and
// messages. It hands its classes to stripe.js through window.__stripeLocalParts.
(() => {
  let ids = 0;
  const nextId = (name) => `stripe-local-${name}-${++ids}`;

  const integrationError = (message) => {
    const error = new Error(`IntegrationError: ${message}`);
    error.name = 'IntegrationError';
    return error;
  };

  class Emitter {
    constructor() {
      this._handlers = new Map();
    }
    on(event, handler) {
      if (!this._handlers.has(event)) this._handlers.set(event, new Set());
      this._handlers.get(event).add(handler);
      if (event === 'ready' && this._ready) {
        setTimeout(() => {
          if (this._handlers.get('ready')?.has(handler)) handler({ elementType: 'payment' });
        }, 0);
      }
      return this;
    }
    off(event, handler) {
      if (handler) this._handlers.get(event)?.delete(handler);
      else this._handlers.delete(event);
      return this;
    }
    once(event, handler) {
      const wrapped = (payload) => {
        this.off(event, wrapped);
        handler(payload);
      };
      return this.on(event, wrapped);
    }
    _emit(event, payload) {
      for (const handler of [...(this._handlers.get(event) ?? [])]) handler(payload);
    }
  }

  const luhn = (digits) => {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    return digits.length >= 13 && sum % 10 === 0;
  };

  const parseExpiry = (value) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length !== 4) return null;
    return { month: Number(digits.slice(0, 2)), year: 2000 + Number(digits.slice(2)) };
  };

  /** Field checks: a message for each problem, as Stripe's Payment Element words them. */
  const CHECKS = {
    card: {
      number: (v) => {
        const digits = v.replace(/\D/g, '');
        if (!digits) return 'Your card number is incomplete.';
        return luhn(digits) ? null : 'Your card number is invalid.';
      },
      expiry: (v) => {
        const expiry = parseExpiry(v);
        if (!expiry) return "Your card's expiration date is incomplete.";
        const now = new Date();
        if (expiry.month < 1 || expiry.month > 12) return "Your card's expiration date is invalid.";
        const past =
          expiry.year < now.getFullYear() ||
          (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);
        return past ? "Your card's expiration year is in the past." : null;
      },
      cvc: (v) => (/^\d{3,4}$/.test(v.trim()) ? null : "Your card's security code is incomplete."),
      zip: (v) => (/^\d{5}(-?\d{4})?$/.test(v.trim()) ? null : 'Your ZIP is incomplete.'),
    },
    us_bank_account: {
      name: (v) => (v.trim() ? null : 'Enter the account holder name.'),
      routing: (v) =>
        /^\d{9}$/.test(v.replace(/\D/g, '')) ? null : 'Your routing number is incomplete.',
      account: (v) =>
        /^\d{4,17}$/.test(v.replace(/\D/g, '')) ? null : 'Your account number is incomplete.',
    },
  };

  const FIELDS = {
    card: [
      [
        'number',
        'Card number',
        { autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234' },
      ],
      [
        'expiry',
        'Expiry (MM / YY)',
        { autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY' },
      ],
      ['cvc', 'CVC', { autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC' }],
      ['zip', 'ZIP', { autocomplete: 'postal-code', inputmode: 'numeric', placeholder: '12345' }],
    ],
    us_bank_account: [
      ['name', 'Account holder name', { autocomplete: 'name' }],
      ['routing', 'Routing number', { inputmode: 'numeric', placeholder: '110000000' }],
      ['account', 'Account number', { inputmode: 'numeric', placeholder: '000123456789' }],
    ],
  };
  const TABS = [
    ['card', 'Card'],
    ['us_bank_account', 'US bank account (ACH)'],
  ];

  class PaymentElement extends Emitter {
    constructor(elements, options) {
      super();
      this._elements = elements;
      this._options = options ?? {};
      this._type = 'card';
      this._inputs = {};
      this._errors = {};
      this._node = null;
      this._destroyed = false;
    }

    mount(target) {
      if (this._destroyed) throw integrationError('This Element has already been destroyed.');
      const host = typeof target === 'string' ? document.querySelector(target) : target;
      if (!host || typeof host.appendChild !== 'function') {
        throw integrationError(
          `The selector you specified (${target}) applies to no DOM elements.`,
        );
      }
      this._emit('loaderstart', { elementType: 'payment' });
      this._node = this._render();
      host.replaceChildren(this._node);
      // Stripe's element is ready once its iframe loads, well after React has attached its
      // listeners; a listener added after that still hears it (React may attach late).
      setTimeout(() => {
        this._ready = true;
        this._emit('ready', { elementType: 'payment' });
      }, 30);
    }

    unmount() {
      this._ready = false;
      this._node?.remove();
      this._node = null;
    }

    destroy() {
      this.unmount();
      this._destroyed = true;
      this._elements._forget(this);
    }

    update(options) {
      this._options = { ...this._options, ...options };
    }

    focus() {
      Object.values(this._inputs)[0]?.focus();
    }

    blur() {
      document.activeElement?.blur?.();
    }

    clear() {
      for (const input of Object.values(this._inputs)) input.value = '';
      this._changed();
    }

    collapse() {}

    _render() {
      const root = document.createElement('div');
      root.className = 'StripeLocal';
      root.setAttribute('role', 'group');
      root.setAttribute('aria-label', 'Payment details');
      root.append(styleOf(this._elements._options.appearance));
      const tablist = document.createElement('div');
      tablist.setAttribute('role', 'tablist');
      tablist.setAttribute('aria-label', 'Payment method');
      root.append(tablist);
      this._tabs = {};
      this._panels = {};
      for (const [type, label] of TABS) {
        const tab = document.createElement('button');
        const panel = document.createElement('div');
        tab.type = 'button';
        tab.id = nextId('tab');
        panel.id = nextId('panel');
        tab.textContent = label;
        tab.setAttribute('role', 'tab');
        tab.setAttribute('aria-controls', panel.id);
        tab.addEventListener('click', () => this._select(type, true));
        tab.addEventListener('keydown', (event) => {
          if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
          const other = TABS.find(([candidate]) => candidate !== type)[0];
          this._select(other, true);
        });
        panel.setAttribute('role', 'tabpanel');
        panel.setAttribute('aria-labelledby', tab.id);
        for (const [name, text, attributes] of FIELDS[type])
          panel.append(this._field(type, name, text, attributes));
        if (type === 'us_bank_account') {
          const note = document.createElement('p');
          note.className = 'StripeLocal-note';
          note.textContent =
            'Test account: routing 110000000, account 000123456789. Bank payments take a few days to clear.';
          panel.append(note);
        }
        tablist.append(tab);
        root.append(panel);
        this._tabs[type] = tab;
        this._panels[type] = panel;
      }
      this._select(this._type, false, true);
      return root;
    }

    _field(type, name, text, attributes) {
      const key = `${type}.${name}`;
      const wrapper = document.createElement('div');
      wrapper.className = 'StripeLocal-field';
      const label = document.createElement('label');
      const input = document.createElement('input');
      const error = document.createElement('p');
      input.id = nextId(name);
      error.id = nextId(`${name}-error`);
      label.htmlFor = input.id;
      label.textContent = text;
      input.type = 'text';
      input.name = name;
      for (const [attribute, value] of Object.entries(attributes))
        input.setAttribute(attribute, value);
      error.className = 'StripeLocal-error';
      error.hidden = true;
      input.addEventListener('input', () => {
        if (this._errors[key]) this._show(key, CHECKS[type][name](input.value));
        this._changed();
      });
      input.addEventListener('blur', () => {
        if (input.value) this._show(key, CHECKS[type][name](input.value));
        this._emit('blur', { elementType: 'payment' });
      });
      input.addEventListener('focus', () => this._emit('focus', { elementType: 'payment' }));
      wrapper.append(label, input, error);
      this._inputs[key] = input;
      this._errors[key] = null;
      input._error = error;
      return wrapper;
    }

    _select(type, focus, silent) {
      this._type = type;
      for (const [candidate] of TABS) {
        const selected = candidate === type;
        this._tabs[candidate].setAttribute('aria-selected', String(selected));
        this._tabs[candidate].tabIndex = selected ? 0 : -1;
        this._panels[candidate].hidden = !selected;
      }
      if (focus) this._tabs[type].focus();
      if (!silent) this._changed();
    }

    _show(key, message) {
      const input = this._inputs[key];
      this._errors[key] = message;
      input.setAttribute('aria-invalid', message ? 'true' : 'false');
      input._error.textContent = message ?? '';
      input._error.hidden = !message;
      if (message) input.setAttribute('aria-describedby', input._error.id);
      else input.removeAttribute('aria-describedby');
    }

    _values() {
      const values = {};
      for (const [name] of FIELDS[this._type])
        values[name] = this._inputs[`${this._type}.${name}`].value;
      return values;
    }

    _changed() {
      const values = this._values();
      const empty = Object.values(values).every((value) => !value);
      const complete = FIELDS[this._type].every(
        ([name]) => !CHECKS[this._type][name](values[name]),
      );
      this._emit('change', {
        elementType: 'payment',
        collapsed: false,
        empty,
        complete,
        value: { type: this._type },
      });
    }

    /** Shows every problem and answers the first, or null. */
    _validate() {
      if (!this._node) return 'The payment form is not on the page.';
      const values = this._values();
      let first = null;
      for (const [name] of FIELDS[this._type]) {
        const message = CHECKS[this._type][name](values[name]);
        this._show(`${this._type}.${name}`, message);
        if (message && !first) {
          first = message;
          this._inputs[`${this._type}.${name}`].focus();
        }
      }
      return first;
    }

    _paymentMethodData() {
      const values = this._values();
      if (this._type === 'card') {
        const expiry = parseExpiry(values.expiry);
        return {
          type: 'card',
          card: {
            number: values.number.replace(/\D/g, ''),
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: values.cvc.trim(),
          },
          billing_details: { address: { postal_code: values.zip.trim(), country: 'US' } },
        };
      }
      return {
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: values.routing.replace(/\D/g, ''),
          account_number: values.account.replace(/\D/g, ''),
          account_holder_type: 'individual',
        },
        billing_details: { name: values.name.trim() },
      };
    }
  }

  function styleOf(appearance) {
    const variables = appearance?.variables ?? {};
    const style = document.createElement('style');
    // The portal's CSP admits a <style> element only with the page's nonce (its csp-nonce meta).
    const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
    if (nonce) style.nonce = nonce;
    style.textContent = `
      .StripeLocal { font-family: ${variables.fontFamily ?? 'system-ui, sans-serif'}; color: ${variables.colorText ?? '#1a1a1a'}; display: grid; gap: 12px; }
      .StripeLocal [role=tablist] { display: flex; gap: 8px; }
      .StripeLocal [role=tab] { flex: 1; padding: 10px; border: 1px solid #8a8a8a; border-radius: ${variables.borderRadius ?? '6px'}; background: #fff; font: inherit; cursor: pointer; }
      .StripeLocal [role=tab][aria-selected=true] { border: 2px solid ${variables.colorPrimary ?? '#0b5cad'}; font-weight: 600; }
      .StripeLocal-field { display: grid; gap: 4px; margin-bottom: 10px; }
      .StripeLocal-field input { padding: 10px; border: 1px solid #767676; border-radius: ${variables.borderRadius ?? '6px'}; font: inherit; }
      .StripeLocal-field input[aria-invalid=true] { border-color: ${variables.colorDanger ?? '#b3261e'}; }
      .StripeLocal-error { color: ${variables.colorDanger ?? '#b3261e'}; margin: 0; font-size: 0.9em; }
      .StripeLocal-note { margin: 0; font-size: 0.9em; }`;
    return style;
  }

  window.__stripeLocalParts = { Emitter, PaymentElement, integrationError };
})();
