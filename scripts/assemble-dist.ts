/**
 * Turns `dist/` (tsc's file-for-file JavaScript of tsconfig.build.json) into a runnable app tree:
 * the root manifest and lock, each workspace's package.json with its exports pointing at the
 * emitted .js, the files the code reads beside itself (migrations, the espeak thread) and the
 * built web app. `cd dist && npm ci --omit=dev` then installs what it runs on; deploy/Dockerfile
 * does exactly that. Run with `npm run build:dist` (tsc first, then this).
 *
 * Plain Node (type stripping), no tsx: the image's build stage runs it before anything is bundled.
 */
import { cpSync, existsSync, globSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'dist');
/** Files under a workspace's src/ that are read at run time rather than imported as TypeScript. */
const ASSETS = '**/*.{sql,json,mjs,cjs,wasm}';

const rootManifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
if (!existsSync(join(OUT, 'services', 'run.js'))) {
  throw new Error('dist/services/run.js is missing: run `npx tsc -p tsconfig.build.json` first');
}

writeFileSync(join(OUT, 'package.json'), `${JSON.stringify(rootManifest, null, 2)}\n`);
cpSync(join(ROOT, 'package-lock.json'), join(OUT, 'package-lock.json'));

/** `./src/*.ts` and `./src/*.tsx` become `./src/*.js`: only the targets, the specifiers stay. */
function toJs(exports: unknown): unknown {
  if (typeof exports === 'string') return exports.replace(/\.tsx?$/, '.js');
  if (exports && typeof exports === 'object') {
    return Object.fromEntries(Object.entries(exports).map(([key, value]) => [key, toJs(value)]));
  }
  return exports;
}

const workspaces: string[] = rootManifest.workspaces.flatMap((pattern: string) =>
  globSync(pattern, { cwd: ROOT }).filter((dir) => existsSync(join(ROOT, dir, 'package.json'))),
);
for (const workspace of workspaces) {
  const manifest = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
  if (manifest.exports) manifest.exports = toJs(manifest.exports);
  if (typeof manifest.main === 'string') manifest.main = toJs(manifest.main);
  mkdirSync(join(OUT, workspace), { recursive: true });
  writeFileSync(join(OUT, workspace, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const src = join(ROOT, workspace, 'src');
  if (!existsSync(src)) continue;
  for (const asset of globSync(ASSETS, { cwd: src })) {
    mkdirSync(dirname(join(OUT, workspace, 'src', asset)), { recursive: true });
    cpSync(join(src, asset), join(OUT, workspace, 'src', asset));
  }
}

// The gateway serves web/dist from `../../web/dist` beside its own module.
const webDist = join(ROOT, 'web', 'dist');
if (!existsSync(join(webDist, 'index.html'))) {
  throw new Error('web/dist is missing: run `npm run build` first');
}
cpSync(webDist, join(OUT, 'web', 'dist'), { recursive: true });
console.log(`dist/: ${workspaces.length} workspaces, the web app, ready for npm ci --omit=dev`);
