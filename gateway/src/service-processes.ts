import type { Readiness, Runtime } from '@roofing/platform';

/*
 * The gateway's view of the service processes it proxies to (distributed): whether each answers,
 * a question asked of a service's replicas in turn, and the gateway's own readiness from them.
 */

/** Whether a service process answers at all (its /health), within a short time. */
async function reachable(upstream: string): Promise<boolean> {
  try {
    const response = await fetch(`${upstream}/health`, { signal: AbortSignal.timeout(1500) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Asks a service's replicas in turn, the next when one cannot be reached or answers 5xx (it is
 * stopping or down): a session check must not fail while another replica serves.
 */
export async function askReplicas(replicas: string[], path: string, cookie: string) {
  let failure: unknown = new Error('no replica');
  for (const replica of replicas) {
    try {
      const answer = await fetch(`${replica}${path}`, {
        headers: { cookie },
        signal: AbortSignal.timeout(3000),
      });
      const response = { status: answer.status, body: await answer.text() };
      if (response.status < 500) return response;
      failure = new Error(`${replica} answered ${response.status}`);
    } catch (error) {
      failure = error;
    }
  }
  throw failure;
}

/**
 * The gateway's /ready: each service process is reported (`service:<name>`); the gateway itself
 * is unready only when it reaches none of them (it is cut off, and another replica should take
 * its traffic) or an embedded service's own requirement fails. One service down leaves the
 * gateway ready: its other paths and the web app still work, that service's paths answer 503.
 */
export function gatewayReadiness(
  routes: ReadonlyArray<{ definition: { name: string }; replicas: string[] }>,
  runtime?: Runtime,
): Readiness {
  const upstreams = routes.flatMap(({ definition, replicas }) =>
    replicas.map(
      (url, index) =>
        [replicas.length > 1 ? `${definition.name}#${index + 1}` : definition.name, url] as const,
    ),
  );
  const required = { ...runtime?.readiness.required };
  if (upstreams.length > 0) {
    required.services = async () =>
      (await Promise.all(upstreams.map(([, url]) => reachable(url)))).some(Boolean);
  }
  return {
    required,
    reported: {
      ...runtime?.readiness.reported,
      ...Object.fromEntries(
        upstreams.map(([name, url]) => [`service:${name}`, () => reachable(url)]),
      ),
    },
  };
}
