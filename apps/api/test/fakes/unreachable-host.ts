import https from 'node:https';
import net, { type AddressInfo, type LookupFunction } from 'node:net';

/*
 * An address the server must never reach: a TCP listener on loopback that counts the connections it gets, and an
 * https agent for the push sender that counts every connection the sender asks for, wherever it would go (a
 * request to port 443 of this machine is counted even though nothing listens there).
 */

/** What the sender asked to connect to, with the lookup the connection would use for a host name. */
export interface ConnectionAsked {
  host: string | undefined;
  port: number | string | undefined;
  lookup: LookupFunction | undefined;
}

class CountingAgent extends https.Agent {
  readonly asked: ConnectionAsked[] = [];
  constructor(private readonly connect: boolean) {
    super({ keepAlive: false });
  }
  override createConnection(...args: Parameters<https.Agent['createConnection']>): ReturnType<https.Agent['createConnection']> {
    const [options] = args as [{ host?: string; port?: number | string; lookup?: LookupFunction }];
    this.asked.push({ host: options.host, port: options.port, lookup: options.lookup });
    if (this.connect) return super.createConnection(...args);
    const socket = new net.Socket();
    process.nextTick(() => socket.destroy(new Error('not connected: the test only records where the sender would go')));
    return socket;
  }
}

export async function startUnreachableHost() {
  let connections = 0;
  const server = net.createServer((socket) => {
    connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Connections the listener accepted. */
    connections: () => connections,
    /** Connects for real, counting each connection asked for. */
    agent: new CountingAgent(true),
    /** Records each connection asked for and fails it without touching the network. */
    recorder: new CountingAgent(false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type UnreachableHost = Awaited<ReturnType<typeof startUnreachableHost>>;
