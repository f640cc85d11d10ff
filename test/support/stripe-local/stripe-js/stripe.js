// A stand-in for Stripe.js, served at /v3/ by the local Stripe server (test/support/stripe-local).
// It is not Stripe's code: it offers the part of Stripe.js the portal uses (Stripe(pk),
// elements({ clientSecret, appearance }), the Payment Element, elements.submit(), confirmPayment,
// retrievePaymentIntent) and what @stripe/react-stripe-js v7 and @stripe/stripe-js call, and
// confirms against the local server with the publishable key and the intent's client secret.
(() => {
  const API = __STRIPE_LOCAL_API__;
  const UNSUPPORTED =
    'The local Stripe.js stand-in supports the Payment Element and confirmPayment only.';
  const { PaymentElement, integrationError } = window.__stripeLocalParts;
  delete window.__stripeLocalParts;

  const encode = (params, prefix, pairs = []) => {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      const name = prefix ? `${prefix}[${key}]` : key;
      if (typeof value === 'object') encode(value, name, pairs);
      else pairs.push([name, String(value)]);
    }
    return pairs;
  };

  async function call(method, path, params) {
    const body = new URLSearchParams(encode(params));
    try {
      const response =
        method === 'GET'
          ? await fetch(`${API}${path}?${body}`)
          : await fetch(`${API}${path}`, {
              method,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body,
            });
      return { status: response.status, body: await response.json() };
    } catch {
      return {
        status: 0,
        body: {
          error: {
            type: 'api_connection_error',
            message: 'We could not reach the payment server. Check your connection and try again.',
          },
        },
      };
    }
  }

  const intentIdOf = (clientSecret) => String(clientSecret).split('_secret_')[0];

  class Elements {
    constructor(stripe, options) {
      this._stripe = stripe;
      this._options = options ?? {};
      this._payment = null;
    }
    create(type, options) {
      if (type !== 'payment')
        throw integrationError(`${UNSUPPORTED} (asked for a ${type} Element)`);
      if (this._payment) throw integrationError('Can only create one Element of type payment.');
      this._payment = new PaymentElement(this, options);
      return this._payment;
    }
    getElement(type) {
      return type === 'payment' ? this._payment : null;
    }
    update(options) {
      this._options = { ...this._options, ...options };
    }
    async fetchUpdates() {
      return {};
    }
    async submit() {
      const message = this._payment
        ? this._payment._validate()
        : 'There is no Payment Element to submit.';
      return message ? { error: { type: 'validation_error', message } } : {};
    }
    _forget(element) {
      if (this._payment === element) this._payment = null;
    }
  }

  const unsupported = async () => ({
    error: { type: 'invalid_request_error', message: UNSUPPORTED },
  });

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw integrationError(
        'Invalid value for Stripe(): apiKey should be a publishable key (pk_…).',
      );
    }
    this._key = publishableKey;
    this._wrappers = [];
    this._appInfo = null;
  }
  Stripe.version = 'endive';
  Stripe.prototype.elements = function elements(options) {
    return new Elements(this, options);
  };
  Stripe.prototype.confirmPayment = async function confirmPayment(params) {
    const elements = params?.elements;
    const clientSecret = params?.clientSecret ?? elements?._options.clientSecret;
    const returnUrl = params?.confirmParams?.return_url;
    if (!elements?._payment || !clientSecret) {
      throw integrationError(
        'confirmPayment needs elements with a mounted Payment Element and a clientSecret.',
      );
    }
    if (params.redirect !== 'if_required' && !returnUrl) {
      throw integrationError(
        'confirmPayment needs confirmParams.return_url unless redirect is "if_required".',
      );
    }
    const invalid = elements._payment._validate();
    if (invalid) return { error: { type: 'validation_error', message: invalid } };
    const { status, body } = await call(
      'POST',
      `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`,
      {
        key: this._key,
        client_secret: clientSecret,
        payment_method_data: elements._payment._paymentMethodData(),
        return_url: returnUrl,
      },
    );
    if (status !== 200) return { error: body.error };
    if (params.redirect === 'if_required') return { paymentIntent: body };
    const target = new URL(returnUrl, window.location.href);
    target.searchParams.set('payment_intent', body.id);
    target.searchParams.set('payment_intent_client_secret', clientSecret);
    target.searchParams.set('redirect_status', body.status);
    window.location.assign(target.toString());
    return new Promise(() => {});
  };
  Stripe.prototype.retrievePaymentIntent = async function retrievePaymentIntent(clientSecret) {
    const { status, body } = await call('GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, {
      key: this._key,
      client_secret: clientSecret,
    });
    return status === 200 ? { paymentIntent: body } : { error: body.error };
  };
  for (const name of [
    'confirmCardPayment',
    'confirmUsBankAccountPayment',
    'confirmSetup',
    'createToken',
    'createPaymentMethod',
    'handleNextAction',
    'collectBankAccountForPayment',
  ]) {
    Stripe.prototype[name] = unsupported;
  }
  Stripe.prototype._registerWrapper = function registerWrapper(wrapper) {
    this._wrappers.push(wrapper);
  };
  Stripe.prototype.registerAppInfo = function registerAppInfo(info) {
    this._appInfo = info;
  };

  window.Stripe = Stripe;
})();
