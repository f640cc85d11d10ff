import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** What the web build is made from: a change in any of these makes web/dist stale. */
const SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress.ts',
  'web/icu-precompile.ts',
  'web/route-preloads.ts',
  'web/package.json',
  'contracts/src',
];

function newestChange(path: string): number {
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

/** When web/dist is older than its sources (or missing), the web app is built. */
export function webBuildIsStale(): boolean {
  const built = newestChange(join(root, 'web/dist/index.html'));
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(root, source))));
  return built === 0 || built < sources;
}

/**
 * Browser tests test the web app as built: a stale build is rebuilt first, so a run never
 * passes or fails on yesterday's code.
 */
export default function setup() {
  if (!webBuildIsStale()) return;
  console.log('web/dist is missing or older than its sources: building it first (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0)
    throw new Error('npm run build failed: the browser tests need the web app');
}
