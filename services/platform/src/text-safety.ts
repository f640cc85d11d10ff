/**
 * Control characters no text typed by a person holds: C0 (U+0000–U+001F) except tab, line feed
 * and carriage return, DEL (U+007F) and C1 (U+0080–U+009F). A NUL cuts a value short in C
 * libraries and PostgreSQL text refuses it (a 500 later); the others corrupt logs, CSV exports,
 * PDFs and mail headers. Single-line fields refuse \t \n \r too: their shared schemas do that.
 */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (
      code <= 0x1f ? code !== 0x09 && code !== 0x0a && code !== 0x0d : code >= 0x7f && code <= 0x9f
    )
      return true;
  }
  return false;
}

/** The first string inside `value` (walking objects and arrays) that holds one, by its path. */
export function controlCharacterField(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string')
    return hasControlCharacter(value) ? path.join('.') || 'body' : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = controlCharacterField(value[index], [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return undefined;
    for (const [key, item] of Object.entries(value)) {
      const found = controlCharacterField(item, [...path, key]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** What a field holding a control character says (the same words as the forms' own fields). */
export const CONTROL_CHARACTER_MESSAGE = 'contains characters that are not allowed';
