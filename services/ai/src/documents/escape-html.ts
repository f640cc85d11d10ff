const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text staff typed, made inert inside HTML text and quoted attributes. Every value that reaches
 * a generated document passes through here: the documents are opened in the back office and
 * printed to PDF by a browser, so a stray `<script>` or `"onerror=` must stay plain text.
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);
}
