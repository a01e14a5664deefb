// The paced generator's HTTP/1.1 client (paced-load.mjs): keep-alive sockets, one request
// pre-encoded once, answers parsed just enough to find their status and end. Why not node:http or
// undici: a load generator's own garbage collection and event-loop stalls land in the server's
// tail, and those clients allocate per request. Against the same host at 2 000 req/s the map's p99
// read 25–80 ms through node:http and 17–85 through undici's Pool, 7–14 through this client, while
// the host's own event loop never stalled more than 24 ms (bench/README.md «Ровная нагрузка»).
// It speaks only what the bench needs: GET, answers with Content-Length or chunked bodies, and the
// API's `Server-Timing: total;dur=…` when the host sends it (api/src/lib/server-timing.ts).
import net from 'node:net';

const HEAD_END = Buffer.from('\r\n\r\n');
const CRLF = Buffer.from('\r\n');

/** The request's bytes: written as they are for every request on every socket. */
export function encodeGet(url, headers = {}) {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `Host: ${url.host}`, 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/**
 * Reads answers off one socket's bytes: `push(chunk)` calls `onAnswer(status, close, serverMs)`
 * for every complete answer in them; a chunk may hold part of one or several. `serverMs` is the
 * answer's Server-Timing total, null without one. Throws on bytes that are not HTTP/1.1, so a
 * broken answer is an error, never a latency.
 */
export function answerReader(onAnswer) {
  let buf = null;
  let status = 0;
  let close = false;
  let serverMs = null;
  let need = -1; // bytes of a Content-Length body still missing; -1 while reading a head
  let chunked = false;
  const take = (n) => { buf = buf.length > n ? buf.subarray(n) : null; };
  const done = () => { need = -1; chunked = false; onAnswer(status, close, serverMs); };
  return function push(chunk) {
    buf = buf ? Buffer.concat([buf, chunk]) : chunk;
    while (buf) {
      if (need < 0 && !chunked) {
        const end = buf.indexOf(HEAD_END);
        if (end < 0) return;
        const head = buf.toString('latin1', 0, end);
        const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
        if (!m) throw new Error(`not an HTTP answer: ${head.slice(0, 40)}`);
        status = Number(m[1]);
        close = /\r\nconnection:\s*close/i.test(head);
        const timing = /\r\nserver-timing:\s*total;dur=(\d+(?:\.\d+)?)/i.exec(head);
        serverMs = timing ? Number(timing[1]) : null;
        take(end + 4);
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
        if (length) need = Number(length[1]);
        else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) chunked = true;
        else need = 0;
        if (need === 0) { done(); continue; }
        if (!buf) return;
      }
      if (chunked) {
        // One chunk: its size line, its bytes and their CRLF; the size 0 chunk ends the body.
        const eol = buf.indexOf(CRLF);
        if (eol < 0) return;
        const size = parseInt(buf.toString('latin1', 0, eol), 16);
        if (Number.isNaN(size)) throw new Error('bad chunk size');
        const whole = eol + 2 + size + 2;
        if (buf.length < whole) return;
        take(whole);
        if (size === 0) done();
        continue;
      }
      if (buf.length < need) { need -= buf.length; buf = null; return; }
      take(need);
      done();
    }
  };
}

/**
 * A pool of at most `maxSockets` keep-alive connections to `url`'s host. `send(onDone)` writes the
 * request on an idle socket (or a new one, or waits for one) and calls `onDone(status, serverMs)`
 * with the answer's status and Server-Timing total, or `onDone(0)` on a socket error or after
 * `timeoutMs`.
 */
export function rawPool(url, request, { maxSockets = 64, timeoutMs = 10_000 } = {}) {
  const idle = [];
  const waiting = [];
  const live = new Set();
  const port = Number(url.port) || 80;
  const open = () => {
    const socket = net.connect({ host: url.hostname, port, noDelay: true });
    const conn = { socket, onDone: null, since: 0 };
    live.add(conn);
    const finish = (status, serverMs = null) => {
      const onDone = conn.onDone;
      conn.onDone = null;
      if (onDone) onDone(status, serverMs);
    };
    const drop = () => {
      if (!live.delete(conn)) return;
      const at = idle.indexOf(conn);
      if (at >= 0) idle.splice(at, 1);
      finish(0);
      socket.destroy();
      const next = waiting.shift();
      if (next) give(open(), next);
    };
    const push = answerReader((status, close, serverMs) => {
      finish(status, serverMs);
      if (close) { drop(); return; }
      const next = waiting.shift();
      if (next) give(conn, next); else idle.push(conn);
    });
    socket.on('data', (chunk) => { try { push(chunk); } catch { drop(); } });
    socket.on('error', drop);
    socket.on('close', drop);
    return conn;
  };
  const give = (conn, onDone) => {
    conn.onDone = onDone;
    conn.since = performance.now();
    conn.socket.write(request);
  };
  const timer = setInterval(() => {
    const now = performance.now();
    for (const conn of live) if (conn.onDone && now - conn.since > timeoutMs) conn.socket.destroy();
  }, Math.min(1000, timeoutMs));
  timer.unref();
  return {
    send(onDone) {
      const conn = idle.pop() ?? (live.size < maxSockets ? open() : null);
      if (conn) give(conn, onDone); else waiting.push(onDone);
    },
    close() {
      clearInterval(timer);
      for (const conn of live) conn.socket.destroy();
    },
  };
}
