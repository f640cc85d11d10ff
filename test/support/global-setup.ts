import type { TestProject } from 'vitest/node';
import { INFRA_URLS, type InfraAvailability, probeInfra } from './infra.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    infra: InfraAvailability;
  }
}

/**
 * Says plainly which real servers this run tests against. With REQUIRE_INFRA=1 (CI) a missing
 * server fails the run instead of quietly testing less.
 */
export default async function setup(project: TestProject) {
  const infra = await probeInfra();
  const lines = (Object.keys(infra) as Array<keyof InfraAvailability>).map((name) =>
    infra[name]
      ? `  ${name}: USING ${redact(infra[name])}`
      : `  ${name}: NOT REACHABLE at ${redact(INFRA_URLS[name])} (its integration tests will not run)`,
  );
  console.log(
    `\nIntegration servers for this run:\n${lines.join('\n')}\n  smtp: USING an in-process SMTP sink (smtp-server)\n`,
  );
  const missing = Object.entries(infra)
    .filter(([, url]) => !url)
    .map(([name]) => name);
  if (process.env.REQUIRE_INFRA === '1' && missing.length > 0) {
    throw new Error(`REQUIRE_INFRA=1 but these servers are not reachable: ${missing.join(', ')}`);
  }
  project.provide('infra', infra);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
