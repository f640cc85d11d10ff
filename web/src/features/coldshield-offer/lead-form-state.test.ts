import { describe, expect, it } from 'vitest';
import { LEAD_FORM_DEFAULTS, leadRequestResolver, toLeadRequestInput } from './lead-form-state.ts';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('the thermal scan request body', () => {
  it('trims the fields and sends blank details as null', () => {
    expect(
      toLeadRequestInput({
        name: ' Dwayne Okafor ',
        phone: '(904) 555-0143 ',
        email: ' ops@coldhaven.example',
        address: ' 7410 Talleyrand Ave, Jacksonville ',
        message: '   ',
      }),
    ).toEqual({
      name: 'Dwayne Okafor',
      phone: '(904) 555-0143',
      email: 'ops@coldhaven.example',
      address: '7410 Talleyrand Ave, Jacksonville',
      message: null,
    });
  });
});

describe('leadRequestResolver', () => {
  it('names the four required fields, never the optional details', async () => {
    const result = await leadRequestResolver({ ...LEAD_FORM_DEFAULTS }, undefined, options);
    expect(Object.keys(result.errors).sort()).toEqual(['address', 'email', 'name', 'phone']);
    expect(result.errors.address?.message).toBe('Facility address is required');
  });

  it('refuses a malformed e-mail and a control character in the address', async () => {
    const result = await leadRequestResolver(
      {
        name: 'Dwayne Okafor',
        phone: '(904) 555-0143',
        email: 'ops@',
        address: '7410 Talleyrand\u0007 Ave',
        message: '',
      },
      undefined,
      options,
    );
    expect(result.errors.email?.message).toBe('Enter a valid e-mail address');
    expect(result.errors.address).toBeDefined();
  });

  it('hands a valid request over as the body to send', async () => {
    const values = {
      name: 'Dwayne Okafor',
      phone: '(904) 555-0143',
      email: 'ops@coldhaven.example',
      address: '7410 Talleyrand Ave, Jacksonville, FL 32208',
      message: 'Two freezer rooms, about 48,000 sq ft of roof.',
    };
    const result = await leadRequestResolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(toLeadRequestInput(values));
  });
});
