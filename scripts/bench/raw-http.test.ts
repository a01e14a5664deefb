// The paced generator's HTTP client (raw-http.mjs): answers split or joined across reads, both
// body framings, a server that closes, one that never answers — each ends as a status or an error.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs module of the bench, without types
import { answerReader, encodeGet, rawPool } from './raw-http.mjs';

const answers = (bytes: string[]) => {
  const seen: Array<[number, boolean]> = [];
  const push = answerReader((status: number, close: boolean) => seen.push([status, close]));
  for (const b of bytes) push(Buffer.from(b, 'latin1'));
  return seen;
};

describe('answerReader', () => {
  it('reads answers split anywhere and several in one read', () => {
    const one = 'HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello';
    const two = 'HTTP/1.1 404 Not Found\r\ncontent-length: 2\r\nConnection: close\r\n\r\n{}';
    const whole = one + two;
    for (let cut = 1; cut < whole.length; cut++) {
      expect(answers([whole.slice(0, cut), whole.slice(cut)])).toEqual([[200, false], [404, true]]);
    }
  });
  it('reads a chunked body to its last chunk, and an answer without a body', () => {
    const chunked = 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\nabcd\r\na\r\n0123456789\r\n0\r\n\r\n';
    const empty = 'HTTP/1.1 204 No Content\r\n\r\n';
    expect(answers([chunked.slice(0, 50), chunked.slice(50) + empty])).toEqual([[200, false], [204, false]]);
    expect(answers([chunked.slice(0, -3)])).toEqual([]);
  });
  it('hands on the Server-Timing total, and null for an answer without one', () => {
    const seen: (number | null)[] = [];
    const push = answerReader((_status: number, _close: boolean, serverMs: number | null) => seen.push(serverMs));
    push(Buffer.from('HTTP/1.1 200 OK\r\nServer-Timing: total;dur=3.7\r\nContent-Length: 2\r\n\r\n{}HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n', 'latin1'));
    expect(seen).toEqual([3.7, null]);
  });
  it('refuses bytes that are not HTTP', () => {
    expect(() => answers(['SSH-2.0-OpenSSH\r\n\r\n'])).toThrow(/not an HTTP answer/);
  });
});

describe('rawPool', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/stream') { res.write('part one,'); setTimeout(() => res.end('part two'), 5); return; }
      if (req.url === '/close') { res.setHeader('Connection', 'close'); res.end('bye'); return; }
      if (req.url === '/never') return;
      res.writeHead(req.headers.authorization === 'Token t' ? 200 : 401).end('{}');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }));

  const statuses = async (path: string, n: number, opts = {}, headers = {}) => {
    const url = new URL(path, base);
    const pool = rawPool(url, encodeGet(url, headers), { maxSockets: 2, ...opts });
    const got = await Promise.all(Array.from({ length: n }, () => new Promise<number>((done) => pool.send(done))));
    pool.close();
    return got;
  };

  it('sends the headers given and reuses its sockets', async () => {
    expect(await statuses('/', 6, {}, { Authorization: 'Token t' })).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await statuses('/', 2)).toEqual([401, 401]);
  });
  it('reads streamed (chunked) answers and opens a new socket after a close', async () => {
    expect(await statuses('/stream', 4)).toEqual([200, 200, 200, 200]);
    expect(await statuses('/close', 5)).toEqual([200, 200, 200, 200, 200]);
  });
  it('gives up on an answer that never comes', async () => {
    expect(await statuses('/never', 1, { timeoutMs: 50 })).toEqual([0]);
  });
});
