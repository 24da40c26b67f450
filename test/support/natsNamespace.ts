import { connect } from 'nats';

/** A JetStream namespace of its own for one test file, so files sharing the NATS server never see each other's work. */
export function testNamespace(): string {
  return `test_${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
}

/** Names of the streams a namespace owns: connectNatsBus names them `<NAMESPACE>_<QUEUE>`, upper-cased. */
export async function namespaceStreams(natsUrl: string, namespace: string): Promise<string[]> {
  const connection = await connect({ servers: natsUrl.split(',') });
  try {
    const manager = await connection.jetstreamManager();
    const prefix = `${namespace.toUpperCase()}_`;
    const names: string[] = [];
    for await (const stream of manager.streams.list()) if (stream.config.name.startsWith(prefix)) names.push(stream.config.name);
    return names;
  } finally {
    await connection.close();
  }
}

/**
 * Deletes the streams (and with them their consumers) of a test file's namespace, so the shared server does not
 * accumulate one stream per test run. Only this namespace: other engineers' runs use the same server at once.
 */
export async function deleteNamespaceStreams(natsUrl: string, namespace: string): Promise<string[]> {
  const names = await namespaceStreams(natsUrl, namespace);
  const connection = await connect({ servers: natsUrl.split(',') });
  try {
    const manager = await connection.jetstreamManager();
    for (const name of names) await manager.streams.delete(name);
    return names;
  } finally {
    await connection.close();
  }
}
