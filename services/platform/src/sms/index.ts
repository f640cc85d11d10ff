export * from './files.ts';
export * from './settings.ts';
export * from './signature.ts';
export * from './twilio.ts';
export * from './types.ts';
