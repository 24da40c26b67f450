import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL that counts round trips: a round trip starts each time a client sends
 * after having heard from the server (or for the first time). Pipelined statements written together are one.
 */
export async function startRoundTripCounter(databaseUrl: string) {
  const target = new URL(databaseUrl);
  let roundTrips = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let serverSpokeLast = true;
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => {
      if (serverSpokeLast) roundTrips++;
      serverSpokeLast = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      serverSpokeLast = true;
      client.write(chunk);
    });
    const close = () => (client.destroy(), upstream.destroy());
    client.on('close', close).on('error', close);
    upstream.on('close', close).on('error', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    /** The database URL through the relay. */
    url: Object.assign(new URL(databaseUrl), { host: `127.0.0.1:${port}` }).toString(),
    get roundTrips() {
      return roundTrips;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
