import type { DocumentType } from '@roofing/contracts';
import { DOCUMENT_FIELDS } from './templates.ts';

/**
 * Helpers for the document tests only: read a generated document the way a person reads the
 * printed page (tags gone, entities decoded, spaces collapsed).
 */
export function plainText(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&#9744;/g, '☐')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every field of a type filled with its example, the way a careful staff member fills the wizard. */
export function exampleData(type: DocumentType): Record<string, unknown> {
  return Object.fromEntries(
    DOCUMENT_FIELDS[type].map((field) => [
      field.name,
      field.kind === 'list' ? [field.example] : field.example,
    ]),
  );
}
