// An idle keep-alive connection outlives Node's default idle time (keep-alive.ts): once a server
// with Node's default has closed its idle connection, ours still takes the next request on the
// same socket.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepConnectionsOpen } from './keep-alive.ts';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

async function serve(keep: boolean): Promise<{ port: number; closed: Promise<void> }> {
  const server = http.createServer((_req, res) => res.end('ok'));
  if (keep) keepConnectionsOpen(server);
  servers.push(server);
  // The first connection's end: the server closing it for idleness (the client keeps it).
  const closed = new Promise<void>((done) => server.once('connection', (socket: Socket) => socket.once('close', () => done())));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { port: (server.address() as AddressInfo).port, closed };
}

function get(port: number, agent: http.Agent): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.reusedSocket));
    });
    req.on('error', reject);
  });
}

describe('keep-alive connections', () => {
  it('stay open after a server with Node’s default has closed its idle one', async () => {
    const [kept, plain] = await Promise.all([serve(true), serve(false)]);
    const agents = [new http.Agent({ keepAlive: true, maxSockets: 1 }), new http.Agent({ keepAlive: true, maxSockets: 1 })];
    const started = Date.now();
    expect(await get(kept.port, agents[0]!)).toBe(false);
    expect(await get(plain.port, agents[1]!)).toBe(false);
    await plain.closed; // Node's default: about 5 s of silence
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    expect(await get(kept.port, agents[0]!)).toBe(true);
    agents.forEach((a) => a.destroy());
  }, 20_000);
});
