// The bench's paced rows (paced-load.mjs): three windows against a real local server, the row is
// the window with the median p99, every window kept, errors from all of them.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error — a plain .mjs module of the bench, without types
import { pacedWindows } from './paced-load.mjs';

interface Window { p50: number; p99: number; max: number; lateP99: number; rps: number }
let server: Server;
let url = '';
let calls = 0;
beforeAll(async () => {
  // Every fourth request is a 500: errors must be counted from every window, not the chosen one.
  server = createServer((_req, res) => {
    calls++;
    res.writeHead(calls % 4 === 0 ? 500 : 200).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('pacedWindows', () => {
  it('answers the window with the median p99 and keeps all three', async () => {
    const row = await pacedWindows({ url, rate: 200, durationS: 0.2, warmupS: 0 });
    expect(row.windows).toHaveLength(3);
    const p99s = (row.windows as Window[]).map((w) => w.p99).sort((a, b) => a - b);
    expect(row.p99).toBe(p99s[1]);
    expect(row.total).toBe(40);
    expect(row.errors).toBe(0);
    // 120 requests in all, every fourth refused: 30, whichever window they fell in.
    expect(row.non2xx).toBe(30);
    // The generator's own lateness is part of each latency, never more than it.
    for (const w of row.windows as Window[]) {
      expect(w.lateP99).toBeGreaterThanOrEqual(0);
      expect(w.lateP99).toBeLessThanOrEqual(w.max);
    }
  });
});
