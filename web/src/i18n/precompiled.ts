import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/*
 * ICU messages parsed at build time (web/icu-precompile.ts appends a table to every catalogue
 * module), so the production bundle ships FormatJS without its parser (about 9 KiB gzipped on every
 * first load). Keyed by the message text; a message with no ICU syntax needs no entry at all.
 * In development and in tests nothing is registered and the parser does the work as before.
 */
const compiled = new Map<string, MessageFormatElement[]>();

/** Registers a catalogue module's parsed messages (called by the build's generated code). */
export function precompiled(table: Record<string, MessageFormatElement[]>): void {
  for (const [message, ast] of Object.entries(table)) compiled.set(message, ast);
}

/** The parsed form of a message, if the build parsed it. */
export const compiledMessage = (message: string): MessageFormatElement[] | undefined =>
  compiled.get(message);

/**
 * What gives a message ICU meaning: arguments and tags, or a doubled apostrophe (an escaped
 * one). An apostrophe before anything else is itself, so "We'll call" is its own text.
 */
export const ICU_SYNTAX = /[{}<]|''/;
