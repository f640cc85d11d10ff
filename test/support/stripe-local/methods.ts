import { type FormObject, nested, text } from './form.ts';
import { invalidRequest, newId, type PaymentError } from './objects.ts';

/**
 * What a confirmation's payment method does, by Stripe's own test numbers:
 * - card 4242 4242 4242 4242 (or `payment_method=pm_card_visa`): succeeds;
 * - card 4000 0000 0000 0002 (`pm_card_chargeDeclined`): declined, card_declined/generic_decline;
 * - card 4000 0000 0000 9995 (`pm_card_visa_chargeDeclinedInsufficientFunds`): insufficient_funds;
 * - any other card number: declined, as Stripe's test mode declines a real card;
 * - US bank account, routing 110000000 and account 000123456789: processing, then succeeds;
 *   account 000111111116: processing, then fails (insufficient funds), as Stripe's ACH test
 *   accounts do; anything else is refused as an invalid account.
 */
export type Outcome =
  | { kind: 'succeeded' | 'processing'; type: string; paymentMethodId: string }
  | { kind: 'declined'; type: string; error: PaymentError }
  | { kind: 'processing-then-fails'; type: string; paymentMethodId: string; error: PaymentError };

const TEST_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_visa_chargeDeclinedInsufficientFunds: '4000000000009995',
};

export function outcomeOf(form: FormObject, allowed: string[]): Outcome {
  const byId = text(form, 'payment_method');
  if (byId) {
    const number = TEST_METHODS[byId];
    if (!number)
      throw invalidRequest(`No such PaymentMethod: '${byId}'`, { param: 'payment_method' });
    return cardOutcome(number, byId);
  }
  const data = nested(form, 'payment_method_data');
  const type = text(data, 'type');
  if (!type) {
    throw invalidRequest(
      'You must provide a payment_method or payment_method_data to confirm this PaymentIntent.',
      { code: 'payment_intent_unexpected_state', param: 'payment_method_data' },
    );
  }
  if (!allowed.includes(type)) {
    throw invalidRequest(
      `The payment method type "${type}" is not allowed on this PaymentIntent.`,
      {
        param: 'payment_method_data[type]',
      },
    );
  }
  if (type === 'card') return cardOutcome(cardNumber(nested(data, 'card')), newId('pm'));
  if (type === 'us_bank_account') return bankOutcome(nested(data, 'us_bank_account'));
  throw invalidRequest(`Unsupported payment method type: ${type}`, {
    param: 'payment_method_data[type]',
  });
}

function cardNumber(card: FormObject): string {
  const number = (text(card, 'number') ?? '').replace(/\D/g, '');
  if (!/^\d{13,19}$/.test(number)) {
    throw new CardError('incorrect_number', 'Your card number is incorrect.');
  }
  const month = Number(text(card, 'exp_month'));
  const year = Number(text(card, 'exp_year'));
  const fullYear = year < 100 ? 2000 + year : year;
  const now = new Date();
  if (
    !(month >= 1 && month <= 12) ||
    fullYear < now.getFullYear() ||
    (fullYear === now.getFullYear() && month < now.getMonth() + 1)
  ) {
    throw new CardError('invalid_expiry_year', "Your card's expiration date is in the past.");
  }
  if (!/^\d{3,4}$/.test(text(card, 'cvc') ?? '')) {
    throw new CardError('invalid_cvc', "Your card's security code is invalid.");
  }
  return number;
}

/** A card the processor refuses before charging: the intent stays awaiting a payment method. */
export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const declined = (decline: string, message: string, paymentMethodId: string): Outcome => ({
  kind: 'declined',
  type: 'card',
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: decline,
    message,
    payment_method: { id: paymentMethodId, type: 'card' },
  },
});

function cardOutcome(number: string, paymentMethodId: string): Outcome {
  if (number === '4242424242424242') return { kind: 'succeeded', type: 'card', paymentMethodId };
  if (number === '4000000000000002') {
    return declined('generic_decline', 'Your card was declined.', paymentMethodId);
  }
  if (number === '4000000000009995') {
    return declined('insufficient_funds', 'Your card has insufficient funds.', paymentMethodId);
  }
  return declined(
    'test_mode_live_card',
    'Your card was declined. This is a test server: use the test card 4242 4242 4242 4242.',
    paymentMethodId,
  );
}

function bankOutcome(account: FormObject): Outcome {
  const routing = (text(account, 'routing_number') ?? '').replace(/\D/g, '');
  const number = (text(account, 'account_number') ?? '').replace(/\D/g, '');
  if (routing !== '110000000') {
    throw invalidRequest('Routing number must be the test routing number 110000000.', {
      code: 'routing_number_invalid',
      param: 'payment_method_data[us_bank_account][routing_number]',
    });
  }
  const paymentMethodId = newId('pm');
  if (number === '000123456789') {
    return { kind: 'processing', type: 'us_bank_account', paymentMethodId };
  }
  if (number === '000111111116') {
    return {
      kind: 'processing-then-fails',
      type: 'us_bank_account',
      paymentMethodId,
      error: {
        type: 'card_error',
        code: 'payment_method_provider_decline',
        decline_code: 'insufficient_funds',
        message: "The customer's bank account has insufficient funds.",
        payment_method: { id: paymentMethodId, type: 'us_bank_account' },
      },
    };
  }
  throw invalidRequest('Use the test account number 000123456789 (or 000111111116 to fail).', {
    code: 'account_number_invalid',
    param: 'payment_method_data[us_bank_account][account_number]',
  });
}
