import { describe, expect, it } from 'vitest';
import {
  CONTACT_FORM_DEFAULTS,
  contactRequestResolver,
  toContactRequestInput,
} from './contact-form-state.ts';

describe('contact form body', () => {
  it('trims the text fields and sends an unchosen subject as null', () => {
    expect(
      toContactRequestInput({
        ...CONTACT_FORM_DEFAULTS,
        name: ' Ana ',
        phone: '904-555-0100 ',
        email: ' ana@example.com',
        message: ' Hi ',
      }),
    ).toEqual({
      name: 'Ana',
      phone: '904-555-0100',
      email: 'ana@example.com',
      subject: null,
      message: 'Hi',
      textUpdates: false,
    });
  });

  it('sends the "Text me updates" box as it is ticked', () => {
    expect(toContactRequestInput({ ...CONTACT_FORM_DEFAULTS, textUpdates: true }).textUpdates).toBe(
      true,
    );
  });

  it('keeps a chosen subject', () => {
    expect(toContactRequestInput({ ...CONTACT_FORM_DEFAULTS, subject: 'repair' }).subject).toBe(
      'repair',
    );
  });
});

describe('contactRequestResolver', () => {
  const options = { fields: {}, shouldUseNativeValidation: false };

  it('names each missing or malformed field with the schema message', async () => {
    const result = await contactRequestResolver(
      { ...CONTACT_FORM_DEFAULTS, email: 'ana@', phone: '12' },
      undefined,
      options,
    );
    expect(Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(result.errors.email?.message).toBe('Enter a valid e-mail address');
  });

  it('hands a valid message over as the body to send', async () => {
    const values = {
      name: 'Ana Reyes',
      phone: '(904) 555-0101',
      email: 'ana@example.com',
      subject: '',
      message: 'Two shingles blew off over the garage.',
      textUpdates: false,
    };
    const result = await contactRequestResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(toContactRequestInput(values));
  });
});
