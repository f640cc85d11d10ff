import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '../../../../test/support/factories.ts';
import { freePort } from '../../../../test/support/free-port.ts';

/** Where the distribution's package puts nats-server, or undefined when it is not installed. */
export const NATS_SERVER = ['/usr/sbin', '/usr/bin', '/usr/local/bin', '/usr/local/sbin']
  .map((dir) => join(dir, 'nats-server'))
  .find((path) => existsSync(path));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface ClusterNode {
  /** The server name, as JetStream reports it in a consumer's `cluster.leader`. */
  name: string;
  url: string;
  /** Its monitoring port (`/connz` tells which clients are connected to it). */
  monitorPort: number;
  running(): boolean;
  /** SIGKILL: the node dies without telling its peers or its clients. */
  kill(): Promise<void>;
}

export interface NatsCluster {
  /** Every node's URL, comma-separated, as NATS_URL names a cluster. */
  url: string;
  nodes: ClusterNode[];
  /** The node whose name JetStream reports. */
  node(name: string): ClusterNode;
  /** The running node a client named `clientName` is connected to, if any. */
  nodeOf(clientName: string): Promise<ClusterNode | undefined>;
  stop(): Promise<void>;
}

/**
 * Three nats-server processes of a test's own on free ports, clustered with JetStream on each (as
 * the fault suite runs them): the machine's shared NATS is never touched, and a node can be killed.
 */
export async function startNatsCluster(prefix: string): Promise<NatsCluster> {
  const binary = NATS_SERVER;
  if (!binary) throw new Error('nats-server is not installed (apt-get install nats-server)');
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  const ports = await Promise.all(
    [1, 2, 3].map(async (n) => ({
      n,
      port: await freePort(),
      clusterPort: await freePort(),
      monitorPort: await freePort(),
    })),
  );
  const routes = ports.map((node) => `nats://127.0.0.1:${node.clusterPort}`).join(',');
  const children: ChildProcess[] = [];
  const nodes: ClusterNode[] = ports.map(({ n, port, clusterPort, monitorPort }) => {
    const name = `${prefix}-${n}`;
    const child = spawn(
      binary,
      [
        ...['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-n', name],
        ...['-js', '-sd', join(dir, String(n))],
        ...['--cluster_name', prefix, '--cluster', `nats://127.0.0.1:${clusterPort}`],
        ...['--routes', routes],
      ],
      { stdio: 'ignore' },
    );
    children.push(child);
    return {
      name,
      url: `nats://127.0.0.1:${port}`,
      monitorPort,
      running: () => child.exitCode === null && child.signalCode === null,
      async kill() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      },
    };
  });
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.kill()));
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const { port } of ports) {
      await waitFor(() => listening(port).then((up) => up || undefined), 10_000, 'nats-server');
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: nodes.map((node) => node.url).join(','),
    nodes,
    node(name) {
      const found = nodes.find((node) => node.name === name);
      if (!found) throw new Error(`no node named ${name}`);
      return found;
    },
    async nodeOf(clientName) {
      for (const node of nodes) {
        if (!node.running()) continue;
        const response = await fetch(`http://127.0.0.1:${node.monitorPort}/connz?limit=1024`);
        const body = (await response.json()) as { connections?: Array<{ name?: string }> };
        if (body.connections?.some((connection) => connection.name === clientName)) return node;
      }
      return undefined;
    },
    stop,
  };
}
