import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_DEFAULTS, toContactRequestInput } from './contact-form-state.ts';

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
    });
  });

  it('keeps a chosen subject', () => {
    expect(toContactRequestInput({ ...CONTACT_FORM_DEFAULTS, subject: 'repair' }).subject).toBe(
      'repair',
    );
  });
});
