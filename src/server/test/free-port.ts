import net from 'node:net';

/**
 * Ports this process has handed out. A closed probe's port may be offered again, and a test that
 * asks for several before anything binds them (nginx's three listeners, then two app instances)
 * must get different ones: two equal listen ports made nginx serve both from one server block.
 */
const handedOut = new Set<number>();

function probePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A loopback port nobody listens on right now, never one this process handed out before (whoever asked takes it, or dials it to be refused). */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = await probePort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free port this process has not handed out already');
}
