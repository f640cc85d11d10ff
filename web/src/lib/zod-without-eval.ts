import { z } from 'zod';

/**
 * Imported first by main.tsx, before any schema is built: zod compiles object schemas with
 * `new Function` when it may, and finds out by trying it, which the page's CSP (script-src 'self',
 * no 'unsafe-eval') refuses and reports as a violation. The interpreted path is as correct and
 * plenty fast for forms.
 */
z.config({ jitless: true });
