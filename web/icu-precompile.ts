import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/*
 * Parses the web app's ICU messages at build time (FormatJS's documented "precompile, ship no
 * parser" set-up): every string of a catalogue module (`messages.ts`, `messages.es.ts`) that has
 * ICU syntax is parsed here and registered with web/src/i18n/precompiled.ts, and the bundle's
 * `@formatjs/icu-messageformat-parser` is its `no-parser` build (see vite.config.ts). A string
 * that is not a valid message is left alone; a plain one needs no parsing at all.
 */

const CATALOGUE = /\/web\/src\/(?:.+\/)?messages(?:\.es)?\.ts$/;
const REGISTRY = fileURLToPath(new URL('./src/i18n/precompiled.ts', import.meta.url));
const ICU_SYNTAX = /[{}<]|''/;

interface Node {
  type: string;
  [key: string]: unknown;
}

/** Every string literal (and template literal without expressions) in an ESTree program. */
function stringsOf(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) stringsOf(child, found);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const current = node as Node;
  if (current.type === 'Literal' && typeof current.value === 'string') found.add(current.value);
  if (current.type === 'TemplateLiteral' && (current.expressions as unknown[]).length === 0) {
    const [quasi] = current.quasis as Array<{ value: { cooked: string | null } }>;
    if (quasi?.value.cooked) found.add(quasi.value.cooked);
  }
  for (const [key, value] of Object.entries(current))
    if (key !== 'type' && value && typeof value === 'object') stringsOf(value, found);
}

/** The parser's build without the parser: type guards only, `parse` throws. */
const NO_PARSER = fileURLToPath(
  import.meta.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
);

export function icuPrecompile(): Plugin[] {
  return [
    {
      name: 'roofing:icu-no-parser',
      apply: 'build',
      enforce: 'pre',
      resolveId(source) {
        return source === '@formatjs/icu-messageformat-parser' ? NO_PARSER : undefined;
      },
    },
    {
      name: 'roofing:icu-precompile',
      apply: 'build',
      transform(code, id) {
        if (!CATALOGUE.test(id.split('?')[0] ?? '')) return undefined;
        const strings = new Set<string>();
        stringsOf(this.parse(code), strings);
        const table: Record<string, unknown> = {};
        for (const text of strings) {
          if (!ICU_SYNTAX.test(text)) continue;
          try {
            table[text] = parse(text);
          } catch {
            // Not a message (an id, a pattern): nothing to register.
          }
        }
        if (Object.keys(table).length === 0) return undefined;
        return {
          code: `${code}\nimport { precompiled as __precompiledIcu } from ${JSON.stringify(REGISTRY)};\n__precompiledIcu(${JSON.stringify(table)});\n`,
          map: null,
        };
      },
    },
  ];
}
