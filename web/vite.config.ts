import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { icuPrecompile } from './icu-precompile.ts';
import { precompress } from './precompress.ts';
import { routePreloads } from './route-preloads.ts';

/** Grouped into `framework` (see codeSplitting below): libraries and small shared modules. */
const FRAMEWORK = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
  /node_modules[\\/](intl-messageformat|@formatjs|date-fns|@date-fns)[\\/]/,
];

/**
 * Small modules of ours that the entry imports and the lazy pages import too, also grouped into
 * `framework`: left alone, each becomes a chunk of a few hundred bytes that every page requests
 * before its first paint (eleven requests on six connections where one does; issue 24).
 */
const APP_CORE = [
  /web[\\/]src[\\/](components[\\/]ui[\\/]button-styles|api[\\/]client|app[\\/]messages\.es)\.ts$/,
  /web[\\/]src[\\/]i18n[\\/](format|catalogue|precompiled|active-locale|locale-context)\.ts$/,
  /contracts[\\/]src[\\/](eastern-time|locale)\.ts$/,
  // The lenders' names and addresses: the Spanish words of the shell (`site.es`) read them too.
  /web[\\/]src[\\/]content[\\/]financing-partner-links\.ts$/,
  /^\0?(rolldown[\\/]runtime|vite[\\/]preload-helper)/,
];

/** Small parts the public site's pages share, grouped into `site-parts`. */
const SITE_PARTS =
  /web[\\/]src[\\/](components[\\/](ui[\\/]office-contact-links|layout[\\/]page-bands|insurance-claim-disclosures|insurance-claim[\\/]messages)|lib[\\/](format|markup[\\/]parse-markup)|content[\\/]quote-form-link)\.tsx?$|contracts[\\/]src[\\/]florida-insurance\.ts$/;

/** The Spanish catalogues grouped into `site.es` (see codeSplitting below). */
const SITE_SPANISH =
  /web[\\/]src[\\/](components[\\/](layout|ui|insurance-claim)|i18n|i18n[\\/]field-errors|features[\\/](landing|storm|blog-section|blog-article|service-area|contact|financing|not-found)|content[\\/](landing|hero|services|reviews|gallery|service-areas|financing-partners))[\\/]?[\w-]*\.es\.ts$/;

/** The build that renders the public pages' first screen (web/prerender.ts), run in Node. */
const SERVER_RENDER = defineConfig({
  plugins: [react(), icuPrecompile()],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    // Everything in one file, our workspace packages and libraries alike: the result runs once
    // at build time, from this folder, with nothing resolved at run time.
    copyPublicDir: false,
  },
  ssr: { noExternal: true },
});

const BROWSER = defineConfig({
  plugins: [react(), tailwindcss(), icuPrecompile(), routePreloads(), precompress()],
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
  build: {
    // Relative to this folder, so `vite build web` from the repository root also lands in web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on the first screen: over HTTP/1.1 a browser opens six connections
        // to an origin, so a dozen small files queue behind each other (a round trip each) where
        // one file of the same bytes would not. Lighthouse's mobile run shows it most on /es.
        codeSplitting: {
          // A group takes only the modules it names, not what they import (the Spanish words
          // import company facts that every page needs).
          includeDependenciesRecursively: false,
          groups: [
            {
              // React, its DOM renderer, the router and TanStack Query, and the few small modules
              // of ours that the first screen and the lazy pages share: every page needs them.
              name: 'framework',
              test: (id: string) => [...FRAMEWORK, ...APP_CORE].some((pattern) => pattern.test(id)),
              priority: 20,
            },
            {
              // A handful of sub-kilobyte modules the financing, blog and service pages share.
              name: 'site-parts',
              test: SITE_PARTS,
              priority: 15,
            },
            {
              // The Spanish words of the public site's shell and its first screens, in one file
              // that only /es pages request. Pages and parts that load later keep their own.
              name: 'site.es',
              test: SITE_SPANISH,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SERVER_RENDER : BROWSER));
