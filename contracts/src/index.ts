export * from './company.ts';
export * from './errors.ts';
export * from './events.ts';
export * from './http/fields.ts';
export * from './http/quote.ts';
export * from './jobs.ts';
export * from './quote-options.ts';
export * from './status.ts';
