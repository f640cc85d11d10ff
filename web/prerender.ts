import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { publicPages } from '@roofing/contracts/site-pages';

/*
 * Renders the first screen of every public page, in English and in Spanish, into
 * `dist/prerendered.json` (canonical path → the HTML of `#root` and the links its head needs). The gateway sends it inside the
 * page, so a visitor sees the page before any script has run (the first paint no longer waits for
 * ~150 KiB of JavaScript: issue 24), and the app hydrates it. Run after both builds (package.json).
 */
const here = dirname(fileURLToPath(import.meta.url));
const { renderPage } = (await import(
  pathToFileURL(join(here, 'dist-ssr', 'entry-server.js')).href
)) as { renderPage: (path: string) => Promise<string | undefined> };

/** The `<link>` elements at the very start of a render. */
const LEADING_RESOURCES = /^(?:<link\b[^>]*>)+/;

/** A `style` attribute of an element (React writes them double-quoted, escaped). */
const STYLE_ATTRIBUTE = / style="[^"]*"/g;

const rendered: Record<string, { head: string; body: string }> = {};
for (const locale of ['en', 'es'] as const) {
  for (const page of publicPages(locale)) {
    const html = await renderPage(page.path);
    if (html === undefined) throw new Error(`prerender: ${page.path} did not render`);
    if (/<script/i.test(html)) throw new Error(`prerender: ${page.path} has an inline script`);
    // React puts the resources a page asks for early (`preload()` of the hero image) first;
    // they belong in the head, where the browser finds them before the body.
    const head = html.match(LEADING_RESOURCES)?.[0] ?? '';
    // The page's Content-Security-Policy refuses `style` attributes in markup (the browser
    // would log each one); the few a library sets (Radix's `outline:none` on a tab list) are
    // left out. React does not put them back when it hydrates: they are cosmetic.
    rendered[page.path] = { head, body: html.slice(head.length).replace(STYLE_ATTRIBUTE, '') };
  }
}
writeFileSync(join(here, 'dist', 'prerendered.json'), JSON.stringify(rendered));
console.log(`prerendered ${Object.keys(rendered).length} pages`);
