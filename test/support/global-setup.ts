import type { TestProject } from 'vitest/node';
import { planServers, probeDocker, startContainers } from './containers.ts';
import { INFRA_URLS, type InfraAvailability, type InfraName, probeInfra } from './infra.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    infra: InfraAvailability;
  }
}

/**
 * Finds the real servers this run tests against and says so plainly: the machine's own (what CI
 * uses), else containers started with testcontainers when a Docker engine answers, else none —
 * with the reason. With REQUIRE_INFRA=1 (CI) a missing server fails the run instead of quietly
 * testing less.
 */
export default async function setup(project: TestProject) {
  const reachable = await probeInfra();
  const anyMissing = Object.values(reachable).some((url) => !url);
  const docker = anyMissing
    ? await probeDocker()
    : ({ available: false, reason: 'not needed' } as const);
  const plans = planServers(reachable, docker);
  const containers = plans.some((plan) => plan.source === 'container')
    ? await startContainers(plans)
    : undefined;
  const infra = { ...reachable, ...containers?.urls } as InfraAvailability;
  const lines = plans.map((plan) => {
    if (plan.source === 'local') return `  ${plan.name}: USING ${redact(plan.url)}`;
    if (plan.source === 'container') {
      return `  ${plan.name}: USING a ${plan.image} container at ${redact(infra[plan.name] ?? '')}`;
    }
    return `  ${plan.name}: NOT AVAILABLE at ${redact(INFRA_URLS[plan.name])}: ${plan.reason} (its integration tests will not run)`;
  });
  console.log(
    `\nIntegration servers for this run:\n${lines.join('\n')}\n  smtp: USING an in-process SMTP sink (smtp-server)\n`,
  );
  const missing = plans.filter((plan) => plan.source === 'missing').map((plan) => plan.name);
  if (process.env.REQUIRE_INFRA === '1' && missing.length > 0) {
    await containers?.stop();
    throw new Error(`REQUIRE_INFRA=1 but these servers are not available: ${missing.join(', ')}`);
  }
  project.provide('infra', infra);
  return async () => {
    await containers?.stop();
  };
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

export type { InfraName };
