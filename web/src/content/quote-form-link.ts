/** Every Get Free Quote button outside the home page goes to the home page's quote form. */
export const QUOTE_FORM_HREF = '/#quote-form';
