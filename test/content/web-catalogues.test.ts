import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import type { WebCatalogue } from '../../web/src/i18n/catalogue.ts';

/**
 * Every UI catalogue of the web app (`messages.ts` with its `messages.es.ts`): the Spanish file
 * exists, has exactly the English keys, each message parses as ICU in both languages and uses the
 * same placeholders and tags, and no Spanish entry is empty (issue 24).
 */
const root = join(import.meta.dirname, '../../web/src');

function catalogueFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return catalogueFiles(path);
    return name === 'messages.ts' ? [path] : [];
  });
}

type Node = {
  type: number;
  value?: string;
  options?: Record<string, { value: Node[] }>;
  children?: Node[];
};

/** The argument and tag names a message uses (plural/select branches included). */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.value && node.type !== 0) names.add(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
      if (node.children) walk(node.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as Node[]);
  return [...names].sort();
}

const isCatalogue = (value: unknown): value is WebCatalogue =>
  typeof value === 'object' && value !== null && 'en' in value && 'loadSpanish' in value;

const files = catalogueFiles(root);

describe('web UI catalogues', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s has its Spanish twin',
    async (_name, file) => {
      const module = (await import(file)) as Record<string, unknown>;
      const catalogues = Object.values(module).filter(isCatalogue);
      expect(catalogues.length).toBeGreaterThan(0);
      for (const catalogue of catalogues) {
        const spanish = await catalogue.loadSpanish();
        expect(Object.keys(spanish).sort(), catalogue.name).toEqual(
          Object.keys(catalogue.en).sort(),
        );
        for (const [key, english] of Object.entries(catalogue.en)) {
          const text = spanish[key] ?? '';
          expect(text.trim(), `${catalogue.name}.${key} has no Spanish`).not.toBe('');
          expect(placeholders(text, 'es-US'), `${catalogue.name}.${key}`).toEqual(
            placeholders(english, 'en-US'),
          );
        }
      }
    },
  );
});
