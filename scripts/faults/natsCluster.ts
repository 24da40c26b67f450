import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';
import { freePort } from './freePort.ts';

/** One nats-server of the cluster: its client URL, and the faults a drill applies to it. */
export interface ClusterNode {
  name: string;
  url: string;
  running(): boolean;
  kill(): Promise<void>;
  start(): Promise<void>;
}

export interface NatsCluster {
  nodes: ClusterNode[];
  /** Every node's client URL, comma separated, as NATS_URL takes them. */
  url: string;
  stop(): Promise<void>;
}

const natsServer = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/healthz?js-enabled-only=true`).then((r) => r.ok, () => false);
}

async function metaLeader(port: number): Promise<string | null> {
  const jsz = await fetch(`http://127.0.0.1:${port}/jsz`).then((r) => r.json() as Promise<{ meta_cluster?: { leader?: string } }>, () => null);
  return jsz?.meta_cluster?.leader ?? null;
}

/**
 * Three nats-server processes in one JetStream cluster, on loopback ports only, each with its own data directory
 * under a temporary directory removed by `stop`. A killed node restarts on the same ports and data.
 */
export async function startNatsCluster(size = 3): Promise<NatsCluster> {
  const root = mkdtempSync(join(tmpdir(), 'nats-cluster-'));
  const ports = await Promise.all(Array.from({ length: size }, async () => ({ client: await freePort(), route: await freePort(), monitor: await freePort() })));
  const routes = ports.map((p) => `nats://127.0.0.1:${p.route}`).join(',');
  const nodes = ports.map((p, i): ClusterNode & { process?: ChildProcess } => {
    const name = `n${i + 1}`;
    const node: ClusterNode & { process?: ChildProcess } = {
      name,
      url: `nats://127.0.0.1:${p.client}`,
      running: () => node.process !== undefined && node.process.exitCode === null && node.process.signalCode === null,
      async kill() {
        const child = node.process;
        if (!child || !node.running()) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      },
      async start() {
        node.process = spawn(natsServer, [
          '-a', '127.0.0.1', '-p', String(p.client), '-m', String(p.monitor), '-js', '-sd', join(root, name), '--server_name', name,
          // One node is a plain server (a profile of the service without the cluster), more are one cluster.
          ...(size > 1 ? ['--cluster_name', 'payroll-drill', '--cluster', `nats://127.0.0.1:${p.route}`, '--routes', routes] : []),
        ], { stdio: 'ignore' });
        for (let attempt = 0; attempt < 100 && !(await answers(p.monitor)); attempt++) await new Promise((r) => setTimeout(r, 100));
      },
    };
    return node;
  });
  await Promise.all(nodes.map((n) => n.start()));
  // JetStream takes streams once the cluster has elected its meta leader: wait until every node names one.
  for (let attempt = 0; attempt < 300 && size > 1; attempt++) {
    const leaders = await Promise.all(ports.map((p) => metaLeader(p.monitor)));
    if (leaders.every((leader) => leader !== null)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    nodes,
    url: nodes.map((n) => n.url).join(','),
    async stop() {
      for (const node of nodes) await node.kill();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

// `npx tsx scripts/faults/natsCluster.ts`: a three-node cluster on loopback for a drill by hand, until Ctrl-C.
if (import.meta.url === `file://${process.argv[1]}`) {
  const cluster = await startNatsCluster(3);
  console.log(JSON.stringify({ msg: 'nats cluster up', NATS_URL: cluster.url, NATS_STREAM_REPLICAS: 3, nodes: cluster.nodes.map((n) => n.name) }));
  process.once('SIGINT', () => void cluster.stop().then(() => process.exit(0)));
}
