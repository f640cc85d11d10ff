import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/*
 * What each page needs before it can paint, written at build time for the gateway to preload
 * (`dist/route-preloads.json`). index.html already preloads the entry's own chunks; a page also
 * needs its lazy route chunk (and that chunk's imports), and a Spanish page needs the Spanish
 * catalogues of every module it evaluates (each `defineMessages` starts loading its Spanish module
 * as soon as it runs, see web/src/i18n/active-locale.ts). Without these hints the browser learns of
 * them only after the entry script has run: one more round trip before the first paint, which is
 * what cost the Spanish pages their Lighthouse score (issue 24).
 */

/** A route of the router and the page module its lazy route loads. */
const ROUTE_PAGE = /'(\/[^']*|\*)':\s*\{\s*lazy:\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)/g;
/** Spanish modules: feature catalogues (`messages.es.ts`, `landing.es.ts`) and content in es/. */
const SPANISH = /(?:\.es\.tsx?$)|(?:\/content\/es\/)/;

export interface RoutePreloads {
  /** Route pattern ('/', '/blog/:id', …, '*' for not found) → asset paths per language. */
  [pattern: string]: { en: string[]; es: string[] };
}

export function routePreloads(): Plugin {
  return {
    name: 'roofing:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      // Chunk level, not module level: a barrel (`@roofing/contracts`) makes every module look
      // imported; the chunks' own imports are what the browser really loads.
      const chunks = new Map<string, OutputChunk>();
      const chunkOfFacade = new Map<string, string>();
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        chunks.set(file.fileName, file);
        if (file.facadeModuleId) chunkOfFacade.set(file.facadeModuleId, file.fileName);
      }
      /** The chunks `starts` import, transitively, themselves included. */
      const closure = (starts: Iterable<string>) => {
        const seen = new Set<string>();
        for (const queue = [...starts]; queue.length > 0; ) {
          const file = queue.pop() as string;
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(chunks.get(file)?.imports ?? []));
        }
        return seen;
      };
      // What index.html loads: the entry chunk and every chunk it imports.
      const entry = closure(
        [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName),
      );
      /** A catalogue's own chunk, or a group of catalogues (vite.config.ts's `site.es`). */
      const isSpanish = (chunk: OutputChunk | undefined) =>
        chunk !== undefined &&
        (SPANISH.test(chunk.facadeModuleId ?? '') ||
          (chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => SPANISH.test(id))));
      /**
       * The Spanish chunks the evaluated chunks load at once (with their own imports), and the
       * ones those load in turn: a Spanish chunk can pull in a module (`service-pages.ts` through
       * `site.es`) whose own Spanish words then load too. Until nothing new is found.
       */
      const spanishOf = (evaluated: ReadonlySet<string>) => {
        let found = new Set<string>();
        for (;;) {
          const next = closure(
            [...evaluated, ...found].flatMap((file) =>
              (chunks.get(file)?.dynamicImports ?? []).filter((target) =>
                isSpanish(chunks.get(target)),
              ),
            ),
          );
          if (next.size === found.size) return found;
          found = next;
        }
      };
      const paths = (files: Iterable<string>) =>
        [...new Set(files)]
          .filter((file) => !entry.has(file))
          .sort()
          .map((file) => `/${file}`);

      const routerId = [...this.getModuleIds()].find((id) => id.endsWith('/src/app/router.tsx'));
      if (!routerId) this.error('route-preloads: the router is not in the build');
      const routerSource = readFileSync(routerId as string, 'utf8');
      const pageChunks = new Map<string, string[]>([['/', []]]);
      for (const [, pattern, specifier] of routerSource.matchAll(ROUTE_PAGE)) {
        const page = chunkOfFacade.get(resolve(dirname(routerId as string), specifier as string));
        if (!page) this.error(`route-preloads: no chunk for ${pattern}'s page ${specifier}`);
        pageChunks.set(pattern as string, [page as string]);
      }

      const preloads: RoutePreloads = {};
      for (const [pattern, page] of pageChunks) {
        const english = closure(page);
        const spanish = spanishOf(new Set([...entry, ...english]));
        preloads[pattern] = { en: paths(english), es: paths([...english, ...spanish]) };
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}
