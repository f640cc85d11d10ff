/**
 * Everything the workforce service stores, in the `workforce` schema: one file per area under
 * `tables/`. drizzle-kit reads this file.
 */
export * from './tables/core.ts';
export * from './tables/documents.ts';
/** The events the workforce service consumes (a generated employment test from the AI service). */
export { deadLetters, inbox, outbox } from './tables/events.ts';
export * from './tables/media.ts';
export * from './tables/safety.ts';
export * from './tables/scheduling.ts';
export * from './tables/staff.ts';
export * from './tables/testing.ts';
