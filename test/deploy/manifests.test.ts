// biome-ignore-all lint/suspicious/noExplicitAny: rendered manifests are untyped YAML, checked by the schemas below
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { hasWorker, SERVICES, serviceUrlVariable } from '../../services/registry.ts';

/**
 * The deployment files, offline: both Kubernetes overlays rendered by kustomize (kubectl's) and
 * every object validated against the Kubernetes and KEDA schemas, then the policies operations
 * rely on; and docker-compose.yml holding every process and a Redis that keeps what it owes.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));

type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, any>;
};

/** Every process the product runs: each service and, for a service with jobs, its worker. */
const PROCESSES = [
  'gateway',
  ...SERVICES.map((service) => service.name),
  ...SERVICES.filter(hasWorker).map((service) =>
    service.name === 'messaging' ? 'notifications-worker' : `${service.name}-worker`,
  ),
];

function render(overlay: string): K8sObject[] {
  const kubectl = execFileSync('bash', ['scripts/ensure-kubectl.sh'], { cwd: root })
    .toString()
    .trim();
  const out = execFileSync(kubectl, ['kustomize', `deploy/k8s/overlays/${overlay}`], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  }).toString();
  return parseAllDocuments(out).map((doc) => doc.toJSON() as K8sObject);
}

/** The kubernetes-models (or KEDA models) class of an object, found by its apiVersion and kind. */
async function modelOf(object: K8sObject): Promise<new (data: unknown) => { validate(): void }> {
  const [group, version] = object.apiVersion.includes('/')
    ? object.apiVersion.split('/')
    : ['', object.apiVersion];
  const module =
    group === 'keda.sh'
      ? await import(`@kubernetes-models/keda/keda.sh/${version}/${object.kind}`)
      : await import(`kubernetes-models/${group ? `${group}/` : ''}${version}/${object.kind}`);
  return module[object.kind];
}

const containersOf = (deployment: K8sObject) =>
  deployment.spec?.template.spec.containers as Array<Record<string, any>>;
const firstContainerOf = (deployment: K8sObject) => containersOf(deployment)[0] ?? {};

describe.each(['dev', 'prod'])('the %s overlay', (overlay) => {
  let objects: K8sObject[] = [];
  beforeAll(() => {
    objects = render(overlay);
  }, 120_000);
  const ofKind = (kind: string) => objects.filter((object) => object.kind === kind);
  const named = (kind: string, name: string) => {
    const found = ofKind(kind).find((object) => object.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name} in the ${overlay} overlay`);
    return found;
  };

  it('validates every object against the Kubernetes and KEDA schemas', async () => {
    expect(objects.length).toBeGreaterThan(30);
    for (const object of objects) {
      const Model = await modelOf(object);
      expect(Model, `${object.apiVersion} ${object.kind}`).toBeTypeOf('function');
      expect(
        () => new Model(object).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
  });

  it('has a Deployment, Service and PodDisruptionBudget for every process, in one namespace', () => {
    for (const name of PROCESSES) {
      const deployment = named('Deployment', name);
      const service = named('Service', name);
      const budget = named('PodDisruptionBudget', name);
      const labels = deployment.spec?.template.metadata.labels;
      expect(service.spec?.selector, name).toEqual({ 'app.kubernetes.io/name': name });
      expect(labels['app.kubernetes.io/name']).toBe(name);
      expect(budget.spec?.selector.matchLabels).toEqual({ 'app.kubernetes.io/name': name });
    }
    const namespaces = new Set(
      objects.filter((o) => o.kind !== 'Namespace').map((o) => o.metadata.namespace),
    );
    expect([...namespaces]).toEqual([overlay === 'dev' ? 'roofing-dev' : 'roofing']);
  });

  it('gives every container probes on /health and /ready (or a check), resources and a pinned image', () => {
    for (const deployment of ofKind('Deployment')) {
      for (const container of containersOf(deployment)) {
        const where = `${deployment.metadata.name}/${container.name}`;
        expect(container.readinessProbe, where).toBeDefined();
        expect(container.livenessProbe, where).toBeDefined();
        expect(container.resources?.requests?.cpu, where).toBeDefined();
        expect(container.resources?.requests?.memory, where).toBeDefined();
        expect(container.resources?.limits?.memory, where).toBeDefined();
        expect(container.image, where).toMatch(/:[\w.-]+$/);
        expect(container.image, where).not.toMatch(/:latest$/);
      }
    }
    for (const name of PROCESSES) {
      const container = firstContainerOf(named('Deployment', name));
      expect(container.readinessProbe.httpGet.path, name).toBe('/ready');
      expect(container.livenessProbe.httpGet.path, name).toBe('/health');
      expect(container.image).toMatch(/^ghcr\.io\/shorefront-roofing\/roofing:\d/);
    }
  });

  it("points the gateway at every service's own Service (else it would run the service itself)", () => {
    const data = (named('ConfigMap', 'roofing-config') as any).data as Record<string, string>;
    const gateway = firstContainerOf(named('Deployment', 'gateway'));
    expect(
      gateway.envFrom.some((source: any) => source.configMapRef),
      'gateway',
    ).toBe(true);
    for (const service of SERVICES) {
      expect(data[serviceUrlVariable(service)], serviceUrlVariable(service)).toBe(
        `http://${service.name}`,
      );
    }
  });

  it('takes secrets from a Secret, never from literals in a Deployment', () => {
    for (const name of PROCESSES) {
      const container = firstContainerOf(named('Deployment', name));
      const fromSecret = container.envFrom.find((source: any) => source.secretRef);
      expect(fromSecret?.secretRef.name, name).toMatch(/^roofing-secrets/);
      for (const variable of container.env ?? []) {
        expect(variable.name, name).not.toMatch(/SECRET|PASSWORD|DATABASE_URL|API_KEY/);
      }
    }
    const config = named('ConfigMap', 'roofing-config');
    expect(Object.keys((config as any).data)).not.toContain('IDENTITY_SECRET');
  });

  it('runs NATS as a three-server JetStream cluster whose stream and consumers keep three copies', () => {
    const data = (named('ConfigMap', 'roofing-config') as any).data as Record<string, string>;
    expect(data.NATS_REPLICAS).toBe('3');
    if (overlay !== 'dev') return; // production's NATS is managed outside this tree
    const nats = named('StatefulSet', 'nats');
    expect(nats.spec?.replicas).toBe(3);
    expect(nats.spec?.serviceName).toBe('nats-cluster');
    expect(named('Service', 'nats-cluster').spec?.clusterIP).toBe('None');
    const config = ((named('ConfigMap', 'nats-config') as any).data as Record<string, string>)[
      'nats.conf'
    ] as string;
    expect(config).toMatch(/jetstream\s*\{/);
    const servers = [0, 1, 2].map((n) => `nats-${n}.nats-cluster`);
    for (const server of servers) expect(config).toContain(`nats://${server}:6222`);
    expect(data.NATS_URL?.split(',')).toEqual(servers.map((server) => `nats://${server}:4222`));
    expect(named('PodDisruptionBudget', 'nats').spec?.maxUnavailable).toBe(1);
  });

  it('scales the web tier on CPU and the workers on their queues, apart', () => {
    const web = SERVICES.map((service) => service.name).concat('gateway');
    for (const name of web) {
      const hpa = named('HorizontalPodAutoscaler', name);
      expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
      expect(hpa.spec?.metrics[0].resource.name).toBe('cpu');
    }
    const queuesOf = (name: string) =>
      named('ScaledObject', name).spec?.triggers.map((t: any) => t.metadata.listName);
    expect(queuesOf('notifications-worker')).toEqual(['roofing:notifications:wait']);
    expect(queuesOf('ai-worker')).toEqual(['roofing:tts:wait', 'roofing:documents:wait']);
    for (const scaled of ofKind('ScaledObject')) {
      expect(ofKind('HorizontalPodAutoscaler').map((h) => h.metadata.name)).not.toContain(
        scaled.spec?.scaleTargetRef.name,
      );
    }
    if (overlay === 'prod') {
      for (const name of web) {
        expect(named('Deployment', name).spec?.replicas, name).toBeGreaterThanOrEqual(2);
        expect(named('HorizontalPodAutoscaler', name).spec?.minReplicas).toBe(2);
      }
    }
  });
});

describe('docker-compose.yml', () => {
  type ComposeService = {
    command?: string[];
    build?: { context?: string; dockerfile?: string; network?: string };
    image?: string;
    network_mode?: string;
    environment?: Record<string, string>;
    healthcheck?: { test?: string[] };
    depends_on?: Record<string, { condition?: string }>;
    volumes?: string[];
    profiles?: string[];
  };
  const text = readFileSync(`${root}/docker-compose.yml`, 'utf8');
  const compose = parse(text, { merge: true }) as {
    version?: string;
    services: Record<string, ComposeService>;
    volumes?: Record<string, unknown>;
  };
  const serviceNamed = (name: string): ComposeService => compose.services[name] ?? {};
  const INFRA = ['postgres', 'nats', 'redis', 'mail'];
  /** `${QUOTE_PORT:-3101}` → 3101: the port a process gets where nothing overrides it. */
  const defaultOf = (value: string | undefined) => /:-(\d+)\}/.exec(value ?? '')?.[1];

  it('runs every process from the one image, compiled JavaScript, beside PostgreSQL, NATS, Redis and a mail sink', () => {
    expect(compose.version, 'the obsolete version key').toBeUndefined();
    for (const name of [...PROCESSES, ...INFRA]) {
      expect(compose.services[name], name).toBeDefined();
    }
    for (const name of PROCESSES) {
      const service = serviceNamed(name);
      expect(service.build, name).toMatchObject({
        dockerfile: 'deploy/Dockerfile',
        network: 'host',
      });
      expect(service.image, name).toBe(serviceNamed('gateway').image);
      expect(service.command?.[0], name).toBe('node');
      expect(service.command?.join(' '), name).not.toContain('tsx');
      expect(service.command?.[1], name).toMatch(/\.js$/);
    }
    for (const name of INFRA) {
      expect(serviceNamed(name).build?.context, name).toBe(
        `deploy/images/${name === 'mail' ? 'smtp-sink' : name}`,
      );
    }
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.image, name).toMatch(/:[\w${}:.-]+$/);
    }
  });

  it('starts each process once what it needs is healthy, with a healthcheck of its own', () => {
    for (const name of PROCESSES) {
      const service = serviceNamed(name);
      expect(service.healthcheck?.test?.join(' '), name).toContain('/ready');
      for (const needed of INFRA) {
        expect(service.depends_on?.[needed]?.condition, `${name} → ${needed}`).toBe(
          'service_healthy',
        );
      }
    }
    for (const service of SERVICES) {
      expect(serviceNamed('gateway').depends_on?.[service.name]?.condition).toBe('service_healthy');
    }
  });

  it('gives every process a port of its own on the host network, the gateway pointing at each', () => {
    const ports = new Map<string, string>();
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.network_mode, name).toBe('host');
      if (!PROCESSES.includes(name)) continue;
      const port = defaultOf(service.environment?.PORT);
      expect(port, `${name} PORT`).toBeDefined();
      expect(
        ports.has(port as string),
        `${name} shares port ${port} with ${ports.get(port as string)}`,
      ).toBe(false);
      ports.set(port as string, name);
    }
    const environment = serviceNamed('gateway').environment ?? {};
    for (const service of SERVICES) {
      const url = environment[serviceUrlVariable(service)];
      expect(defaultOf(url), serviceUrlVariable(service)).toBe(
        defaultOf(serviceNamed(service.name).environment?.PORT),
      );
    }
  });

  it('offers NATS as a three-server cluster at R3 (profile nats-cluster), one server without it', () => {
    const nodes = ['nats', 'nats-2', 'nats-3'].map(serviceNamed);
    expect(nodes.map((node) => node.build?.context)).toEqual(Array(3).fill('deploy/images/nats'));
    expect(serviceNamed('nats').profiles, 'the first server always runs').toBeUndefined();
    for (const name of ['nats-2', 'nats-3']) {
      expect(serviceNamed(name).profiles, name).toEqual(['nats-cluster']);
    }
    // Without the profile's variables the first server is alone (no cluster port).
    /** A compose interpolation, `${…}`, as the file spells it. */
    const variable = (expression: string) => `\${${expression}}`;
    expect(serviceNamed('nats').environment?.NATS_CLUSTER_PORT).toBe(
      variable('NATS_CLUSTER_PORT:-'),
    );
    const names = nodes.map((node) => node.environment?.NATS_NAME);
    expect(new Set(names).size, 'each server its own name').toBe(3);
    const volumes = nodes.map((node) => node.volumes?.[0]?.split(':')[0]);
    expect(new Set(volumes).size, 'each server its own store').toBe(3);
    const env = serviceNamed('gateway').environment ?? {};
    expect(env.NATS_URL).toBe(
      `nats://127.0.0.1:${variable('NATS_PORT:-4222')}${variable('NATS_MORE_SERVERS:-')}`,
    );
    expect(env.NATS_REPLICAS).toBe(variable('NATS_REPLICAS:-1'));

    // The profile's variables: every node routed to all three, the clients given all three, R3.
    const cluster = readFileSync(`${root}/deploy/compose.nats-cluster.env`, 'utf8');
    const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(cluster)?.[1] ?? '';
    expect(setting('COMPOSE_PROFILES')).toBe('nats-cluster');
    expect(setting('NATS_REPLICAS')).toBe('3');
    expect(setting('NATS_ROUTES').split(',')).toHaveLength(3);
    expect(setting('NATS_MORE_SERVERS').split(',').filter(Boolean)).toHaveLength(2);
    const clusterPorts = [
      setting('NATS_CLUSTER_PORT'),
      serviceNamed('nats-2').environment?.NATS_CLUSTER_PORT,
      serviceNamed('nats-3').environment?.NATS_CLUSTER_PORT,
    ].map((value) => /:-(\d+)\}/.exec(value ?? '')?.[1]);
    for (const port of clusterPorts) expect(setting('NATS_ROUTES')).toContain(`:-${port}}`);
    expect(new Set(clusterPorts).size).toBe(3);
  });

  it('keeps data in named volumes, and Redis data on disk without evicting a job', () => {
    for (const [name, volume] of [
      ['postgres', 'postgres-data'],
      ['nats', 'nats-data'],
      ['redis', 'redis-data'],
    ] as const) {
      expect(serviceNamed(name).volumes?.[0], name).toMatch(new RegExp(`^${volume}:`));
      expect(compose.volumes, volume).toHaveProperty(volume);
    }
    const redis = readFileSync(`${root}/deploy/images/redis/Dockerfile`, 'utf8');
    expect(redis).toContain('--appendonly yes');
    expect(redis).toContain('--appendfsync everysec');
    expect(redis).toContain('--maxmemory-policy noeviction');
  });
});
