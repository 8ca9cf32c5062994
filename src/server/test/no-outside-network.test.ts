import net from 'node:net';
import { describe, expect, it } from 'vitest';

describe('test network guard', () => {
  it('refuses connections beyond this machine', () => {
    expect(() => net.connect({ host: '203.0.113.7', port: 443 })).toThrow('may not reach outside');
  });

  it('lets local connections through', async () => {
    const server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port }, () => {
        socket.end();
        resolve();
      });
      socket.on('error', reject);
    });
    server.close();
  });
});
